import { dataOf, errorSchema, idParamSchema, validationErrorSchema } from '@aurora/contracts/http';
import {
  createNumberSchema,
  numberCandidateSchema,
  telephonyNumberSchema,
  updateNumberSchema,
} from '@aurora/contracts/numbers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#platform/errors.ts';
import { currentContext, currentOrganization } from '#platform/tenancy/org-context.ts';
import {
  createNumber,
  deleteNumber,
  getNumber,
  listImportCandidates,
  listNumbers,
  updateNumber,
} from './numbers.service.ts';

const tags = ['telephony numbers'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** `/api/v2/{org}/telephony/numbers`: members read, administrators manage. */
export const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/telephony/numbers',
    {
      schema: {
        tags,
        summary: "The organization's numbers",
        response: { 200: dataOf(z.array(telephonyNumberSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listNumbers(currentContext(request)) }),
  );

  app.get(
    '/telephony/numbers/import-candidates',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The provider account's numbers, to import (Twilio; 404 with the simulator)",
        response: { 200: dataOf(z.array(numberCandidateSchema)), ...errors },
      },
    },
    async (request) => {
      currentOrganization(request);
      const list = app.telephony.provider.listAccountNumbers;
      if (!list) throw notFound('The telephony provider has no account numbers to import.');
      return { data: await listImportCandidates(app.db, await list()) };
    },
  );

  app.get(
    '/telephony/numbers/:id',
    {
      schema: {
        tags,
        summary: 'A number',
        params: idParamSchema,
        response: { 200: dataOf(telephonyNumberSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getNumber(currentContext(request), request.params.id),
    }),
  );

  app.post(
    '/telephony/numbers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a number (E.164, unique across organizations)',
        body: createNumberSchema,
        response: { 201: dataOf(telephonyNumberSchema), ...errors },
      },
    },
    async (request, reply) => {
      const number = await createNumber(currentContext(request), request.body);
      return reply.code(201).send({ data: number });
    },
  );

  app.put(
    '/telephony/numbers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a number',
        params: idParamSchema,
        body: updateNumberSchema,
        response: { 200: dataOf(telephonyNumberSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateNumber(currentContext(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/telephony/numbers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a number (its calls keep their phone numbers)',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteNumber(currentContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
