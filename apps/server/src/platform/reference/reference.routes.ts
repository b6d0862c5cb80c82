import { dataOf, errorSchema, idParamSchema, validationErrorSchema } from '@aurora/contracts/http';
import {
  currencyInputSchema,
  currencyParamsSchema,
  currencySchema,
  currencyUpdateSchema,
  definitionInputSchema,
  definitionSchema,
  definitionUpdateSchema,
  listDefinitionsQuerySchema,
  listStatusesQuerySchema,
  statusInputSchema,
  statusSchema,
  statusUpdateSchema,
} from '@aurora/contracts/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './reference.service.ts';

const tags = ['reference data'];
const readErrors = { 401: errorSchema, 422: validationErrorSchema };
const writeErrors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

/** Statuses, currencies and definitions: read by every signed-in user, written by administrators. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statuses',
    {
      schema: {
        tags,
        summary: 'Statuses, by entity type and position',
        querystring: listStatusesQuerySchema,
        response: { 200: dataOf(z.array(statusSchema)), ...readErrors },
      },
    },
    async (request) => ({ data: await service.listStatuses(app.db, request.query['filter[entity_type]']) }),
  );
  app.post(
    '/statuses',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a status',
        body: statusInputSchema,
        response: { 201: dataOf(statusSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.createStatus(app.db, request.body) }),
  );
  app.put(
    '/statuses/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a status',
        params: idParamSchema,
        body: statusUpdateSchema,
        response: { 200: dataOf(statusSchema), ...writeErrors },
      },
    },
    async (request) => ({ data: await service.updateStatus(app.db, request.params.id, request.body) }),
  );
  app.delete(
    '/statuses/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a status',
        params: idParamSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteStatus(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/currencies',
    {
      schema: {
        tags,
        summary: 'Currencies, by code',
        response: { 200: dataOf(z.array(currencySchema)), ...readErrors },
      },
    },
    async () => ({ data: await service.listCurrencies(app.db) }),
  );
  app.post(
    '/currencies',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a currency',
        body: currencyInputSchema,
        response: { 201: dataOf(currencySchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.createCurrency(app.db, request.body) }),
  );
  app.put(
    '/currencies/:code',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a currency',
        params: currencyParamsSchema,
        body: currencyUpdateSchema,
        response: { 200: dataOf(currencySchema), ...writeErrors },
      },
    },
    async (request) => ({ data: await service.updateCurrency(app.db, request.params.code, request.body) }),
  );
  app.delete(
    '/currencies/:code',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a currency (409 while an organization uses it as its default)',
        params: currencyParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteCurrency(app.db, request.params.code);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/definitions',
    {
      schema: {
        tags,
        summary: 'Option lists (lead sources, call outcomes...), by list and position',
        querystring: listDefinitionsQuerySchema,
        response: { 200: dataOf(z.array(definitionSchema)), ...readErrors },
      },
    },
    async (request) => ({ data: await service.listDefinitions(app.db, request.query['filter[list]']) }),
  );
  app.post(
    '/definitions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an option',
        body: definitionInputSchema,
        response: { 201: dataOf(definitionSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.createDefinition(app.db, request.body) }),
  );
  app.put(
    '/definitions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update an option',
        params: idParamSchema,
        body: definitionUpdateSchema,
        response: { 200: dataOf(definitionSchema), ...writeErrors },
      },
    },
    async (request) => ({ data: await service.updateDefinition(app.db, request.params.id, request.body) }),
  );
  app.delete(
    '/definitions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an option',
        params: idParamSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteDefinition(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
