import {
  createCreditNoteSchema,
  createInvoiceSchema,
  exportInvoicesQuerySchema,
  INVOICE_EXPORT_COLUMNS,
  invoiceLineSchema,
  invoiceSchema,
  invoicesPageSchema,
  listInvoicesQuerySchema,
  tripLinesQuerySchema,
  updateInvoiceSchema,
  voidInvoiceSchema,
} from '@aurora/contracts/billing/invoices';
import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import {
  createCreditNote,
  createInvoice,
  exportInvoices,
  getInvoice,
  invoiceBulkActions,
  invoiceRecords,
  issueInvoice,
  listInvoices,
  tripLines,
  updateInvoice,
  voidInvoice,
} from './invoices.service.ts';

const tags = ['invoices'];

/** Registered inside the org scope: `/api/v2/{orgCode}/invoices...`. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: invoiceRecords,
    schemas: {
      listQuery: listInvoicesQuerySchema,
      page: invoicesPageSchema,
      record: invoiceSchema,
      exportQuery: exportInvoicesQuerySchema,
      update: updateInvoiceSchema,
      create: { body: createInvoiceSchema, created: z.object({ data: invoiceSchema }) },
    },
    exportColumns: INVOICE_EXPORT_COLUMNS,
    docs: {
      list: { summary: 'List invoices and credit notes' },
      create: {
        summary: 'Create a draft invoice',
        description:
          "With `trip_id`, the client and currency default to the trip's; `add_trip_bookings` adds a line per booking at its sell price.",
      },
      bulk: { summary: 'Delete several draft invoices' },
      get: { summary: 'One invoice, with its instalments and what covers them' },
      update: { summary: 'Update a draft (an issued invoice answers 409)' },
      remove: { summary: 'Delete a draft (an issued invoice answers 409)' },
    },
    service: {
      list: listInvoices,
      create: createInvoice,
      get: getInvoice,
      update: updateInvoice,
      bulk: invoiceBulkActions,
      export: exportInvoices,
    },
  });

  app.get(
    '/invoices/trip-lines',
    {
      schema: {
        tags,
        summary: "A trip's bookings as invoice lines in a currency, for a form to show before saving",
        querystring: tripLinesQuerySchema,
        response: { 200: dataOf(z.array(invoiceLineSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await tripLines(currentContext(request), request.query) }),
  );

  app.post(
    '/invoices/:id/issue',
    {
      schema: {
        tags,
        summary: 'Issue a draft: it takes its number and exchange rate and is locked',
        params: recordIdParamSchema,
        response: { 200: dataOf(invoiceSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await issueInvoice(currentContext(request), request.params.id) }),
  );

  app.post(
    '/invoices/:id/void',
    {
      schema: {
        tags,
        summary: 'Void an issued invoice without payments, with a reason',
        params: recordIdParamSchema,
        body: voidInvoiceSchema,
        response: { 200: dataOf(invoiceSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await voidInvoice(currentContext(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      schema: {
        tags,
        summary: 'Credit an issued invoice (all its lines by default) with a numbered credit note',
        params: recordIdParamSchema,
        body: createCreditNoteSchema,
        response: { 201: dataOf(invoiceSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCreditNote(currentContext(request), request.params.id, request.body)),
  );
};
