import { text } from 'node:stream/consumers';
import {
  commissionReceiptSchema,
  commissionReceiptsQuerySchema,
  commissionStatementSchema,
  commissionStatementSummarySchema,
  commissionsQuerySchema,
  commissionsSchema,
  confirmStatementSchema,
  createCommissionReceiptSchema,
  markPayablePaidSchema,
  payableParamsSchema,
  payableSchema,
  payablesQuerySchema,
  payablesSchema,
  resolveStatementLineSchema,
  STATEMENT_MAX_BYTES,
  statementLineParamsSchema,
  statementUploadQuerySchema,
} from '@aurora/contracts/billing/payables';
import { dataOf, errorSchema, idParamSchema } from '@aurora/contracts/http';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#platform/errors.ts';
import { errorResponses } from '#platform/http/error-responses.ts';
import { readUpload, uploadedFile } from '#platform/http/uploads.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { commissionReceipts, createCommissionReceipt, listCommissions } from './commissions.service.ts';
import { listPayables, markPayablePaid } from './payables.service.ts';
import {
  confirmStatement,
  getStatement,
  listCommissionStatements,
  resolveStatementLine,
  uploadStatement,
} from './statements.service.ts';

const tags = ['billing'];

/** Registered inside the org scope: `/api/v2/{orgCode}/billing/...`, the supplier side of billing. */
export const payablesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/billing/payables',
    {
      schema: {
        tags,
        summary: 'What is due to suppliers, by due day, with what is overdue and due in 30 days',
        querystring: payablesQuerySchema,
        response: { 200: payablesSchema, ...errorResponses },
      },
    },
    async (request) => listPayables(currentContext(request), request.query),
  );

  app.post(
    '/billing/payables/:bookingId/:index/pay',
    {
      schema: {
        tags,
        summary: "Mark a booking's supplier payment paid, with its day and reference",
        description: 'A payment that is already paid answers 409 and keeps its day and reference.',
        params: payableParamsSchema,
        body: markPayablePaidSchema,
        response: { 200: dataOf(payableSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await markPayablePaid(
        currentContext(request),
        request.params.bookingId,
        request.params.index,
        request.body,
      ),
    }),
  );

  app.get(
    '/billing/commissions',
    {
      schema: {
        tags,
        summary: "Bookings' commissions: expected, received and overdue, with totals",
        querystring: commissionsQuerySchema,
        response: { 200: commissionsSchema, ...errorResponses },
      },
    },
    async (request) => listCommissions(currentContext(request), request.query),
  );

  app.get(
    '/billing/commission-receipts',
    {
      schema: {
        tags,
        summary: 'Commission payments received from suppliers, newest first',
        querystring: commissionReceiptsQuerySchema,
        response: { 200: dataOf(z.array(commissionReceiptSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await commissionReceipts(currentContext(request), { bookingId: request.query.booking_id }),
    }),
  );

  app.post(
    '/billing/commission-receipts',
    {
      schema: {
        tags,
        summary: "Record a supplier's payment of commissions, split across bookings",
        description:
          "Each booking must be the organization's and in the receipt's currency (422 naming the allocation).",
        body: createCommissionReceiptSchema,
        response: { 201: dataOf(commissionReceiptSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createCommissionReceipt(currentContext(request), request.body) }),
  );

  app.get(
    '/billing/commission-statements',
    {
      schema: {
        tags,
        summary: 'Commission statements uploaded, newest first',
        response: { 200: dataOf(z.array(commissionStatementSummarySchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCommissionStatements(currentContext(request)) }),
  );

  app.post(
    '/billing/commission-statements',
    {
      schema: {
        tags,
        summary: 'Upload a supplier\'s commission statement (multipart/form-data, field "file")',
        description:
          'Answers the file as read (separator and decimal mark detected) with the booking each line would pay; nothing is recorded until it is confirmed. A file that cannot be read answers 422 naming the line.',
        querystring: statementUploadQuerySchema,
        response: { 201: dataOf(commissionStatementSchema), 413: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = currentContext(request);
      const file = await uploadedFile(request);
      const content = await readUpload(file, text);
      if (file.truncated()) {
        throw new AppError(413, `The file may not be greater than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB.`);
      }
      const statement = await uploadStatement(ctx, request.query.supplier_id, file.fileName, content);
      return reply.code(201).send({ data: statement });
    },
  );

  app.get(
    '/billing/commission-statements/:id',
    {
      schema: {
        tags,
        summary: 'A commission statement with its lines',
        params: idParamSchema,
        response: { 200: dataOf(commissionStatementSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getStatement(currentContext(request), request.params.id) }),
  );

  app.post(
    '/billing/commission-statements/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a statement in a format: its payment is recorded and its matched lines allocated',
        params: idParamSchema,
        body: confirmStatementSchema,
        response: { 200: dataOf(commissionStatementSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await confirmStatement(currentContext(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/billing/commission-statements/:id/lines/:line/resolve',
    {
      schema: {
        tags,
        summary: "Give an unmatched statement line to one of the supplier's bookings, or ignore it",
        params: statementLineParamsSchema,
        body: resolveStatementLineSchema,
        response: { 200: dataOf(commissionStatementSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await resolveStatementLine(
        currentContext(request),
        request.params.id,
        request.params.line,
        request.body,
      ),
    }),
  );
};
