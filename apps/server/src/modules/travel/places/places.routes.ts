import { errorSchema, validationErrorSchema } from '@aurora/contracts/http';
import {
  airlineListSchema,
  airportListSchema,
  placesSearchQuerySchema,
} from '@aurora/contracts/travel/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAirlines, searchAirports } from './places.service.ts';

const tags = ['travel'];
const errors = { 401: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/**
 * `/api/v2/{org}/airports` and `/api/v2/{org}/airlines`, for any member: reference data, the same
 * for every organization, searched in memory.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/airports',
    {
      schema: {
        tags,
        summary: 'Airports by IATA code, city or name (the exact code first); an empty q finds none',
        querystring: placesSearchQuerySchema,
        response: { 200: airportListSchema, ...errors },
      },
    },
    async (request) => ({ data: searchAirports(request.query.q, request.query.limit) }),
  );

  app.get(
    '/airlines',
    {
      schema: {
        tags,
        summary: 'Airlines by IATA designator or name (the exact designator first); an empty q finds none',
        querystring: placesSearchQuerySchema,
        response: { 200: airlineListSchema, ...errors },
      },
    },
    async (request) => ({ data: searchAirlines(request.query.q, request.query.limit) }),
  );
};
