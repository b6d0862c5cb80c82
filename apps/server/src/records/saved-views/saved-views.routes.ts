import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
import {
  createSavedViewSchema,
  listSavedViewsQuerySchema,
  savedViewSchema,
  updateSavedViewSchema,
} from '@aurora/contracts/saved-views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.service.ts';

const tags = ['saved views'];

export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-views',
    {
      schema: {
        tags,
        summary: "The caller's views of a module and the shared ones",
        querystring: listSavedViewsQuerySchema,
        response: { 200: dataOf(z.array(savedViewSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listSavedViews(currentContext(request), currentAuth(request), request.query.module),
    }),
  );

  app.post(
    '/saved-views',
    {
      schema: {
        tags,
        summary: 'Save a list view',
        body: createSavedViewSchema,
        response: { 201: dataOf(savedViewSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const view = await createSavedView(currentContext(request), currentAuth(request), request.body);
      return reply.code(201).send({ data: view });
    },
  );

  app.put(
    '/saved-views/:id',
    {
      schema: {
        tags,
        summary: 'Change a view (its owner; an administrator for shared views)',
        params: recordIdParamSchema,
        body: updateSavedViewSchema,
        response: { 200: dataOf(savedViewSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateSavedView(
        currentContext(request),
        currentAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/saved-views/:id',
    {
      schema: {
        tags,
        summary: 'Delete a view (its owner; an administrator for shared views)',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteSavedView(currentContext(request), currentAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
