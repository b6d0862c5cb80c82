import {
  createTripSchema,
  exportTripsQuerySchema,
  listTripsQuerySchema,
  TRIP_EXPORT_COLUMNS,
  tripSchema,
  tripsPageSchema,
  updateTripSchema,
} from '@aurora/contracts/travel/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordRoutes } from '#records/record-routes.ts';
import { createTrip, exportTrips, getTrip, listTrips, tripBulkActions, updateTrip } from './trips.service.ts';

/** Registered inside the org scope: `/api/v2/{orgCode}/trips...`. */
export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: 'trip',
    schemas: {
      listQuery: listTripsQuerySchema,
      page: tripsPageSchema,
      record: tripSchema,
      exportQuery: exportTripsQuerySchema,
      update: updateTripSchema,
      create: { body: createTripSchema, created: z.object({ data: tripSchema }) },
    },
    exportColumns: TRIP_EXPORT_COLUMNS,
    docs: {
      list: {
        summary: 'List trips',
        description: 'Each with its travellers, totals in its currency, traveller warnings and deadlines.',
      },
      create: {
        summary: 'Create a trip',
        description:
          'With `opportunity_id`, what is not given is copied from the deal: client, primary contact as traveller, title, amount and currency.',
      },
      bulk: { summary: 'Assign, move or delete several trips' },
      get: { summary: 'One trip' },
      update: {
        summary: 'Update a trip (any subset of its fields); a status change must be an allowed move',
      },
      remove: { summary: 'Delete a trip with its bookings, notes and files' },
      activity: { summary: "A trip's timeline" },
    },
    service: {
      list: listTrips,
      create: createTrip,
      get: getTrip,
      update: updateTrip,
      bulk: tripBulkActions,
      export: exportTrips,
    },
  });
};
