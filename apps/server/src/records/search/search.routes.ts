import { dataOf } from '@aurora/contracts/http';
import { searchQuerySchema, searchResultSchema } from '@aurora/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { search } from './search.service.ts';

/** `GET /api/v2/{orgCode}/search?q=`: every searchable record type, ranked (decision 019). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search leads, clients, contacts and opportunities by the words of a name or title, an email or a phone (any format)',
        querystring: searchQuerySchema,
        response: { 200: dataOf(z.array(searchResultSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await search(currentContext(request), request.query) }),
  );
};
