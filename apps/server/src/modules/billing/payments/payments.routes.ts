import {
  createPaymentSchema,
  exportPaymentsQuerySchema,
  listPaymentsQuerySchema,
  PAYMENT_EXPORT_COLUMNS,
  paymentSchema,
  paymentsPageSchema,
  updatePaymentSchema,
  voidPaymentSchema,
} from '@aurora/contracts/billing/payments';
import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import {
  createPayment,
  exportPayments,
  getPayment,
  listPayments,
  paymentBulkActions,
  paymentRecords,
  updatePayment,
  voidPayment,
} from './payments.service.ts';

/** Registered inside the org scope: `/api/v2/{orgCode}/payments...`. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: paymentRecords,
    schemas: {
      listQuery: listPaymentsQuerySchema,
      page: paymentsPageSchema,
      record: paymentSchema,
      exportQuery: exportPaymentsQuerySchema,
      update: updatePaymentSchema,
      create: { body: createPaymentSchema, created: z.object({ data: paymentSchema }) },
    },
    exportColumns: PAYMENT_EXPORT_COLUMNS,
    docs: {
      list: { summary: 'List payments and refunds' },
      create: {
        summary: 'Record a payment (or, negative, a refund) against an issued invoice',
        description:
          "Allocated to its earliest open instalments. Another currency than the invoice's needs `exchange_rate`; more than what is open needs `overpayment: true`.",
      },
      bulk: { summary: 'Payments are never deleted: bulk delete answers 409' },
      get: { summary: 'One payment' },
      update: { summary: "Change a payment's reference" },
      remove: { summary: 'Refused (409): a payment is voided, never deleted' },
    },
    service: {
      list: listPayments,
      create: createPayment,
      get: getPayment,
      update: updatePayment,
      bulk: paymentBulkActions,
      export: exportPayments,
    },
  });

  app.post(
    '/payments/:id/void',
    {
      schema: {
        tags: ['payments'],
        summary: 'Void a payment with a reason; the invoice is allocated again',
        params: recordIdParamSchema,
        body: voidPaymentSchema,
        response: { 200: dataOf(paymentSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await voidPayment(currentContext(request), request.params.id, request.body.reason),
    }),
  );
};
