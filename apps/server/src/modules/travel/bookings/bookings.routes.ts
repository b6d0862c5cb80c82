import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
import {
  bookingParamsSchema,
  bookingSchema,
  createBookingSchema,
  updateBookingSchema,
} from '@aurora/contracts/travel/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { createBooking, deleteBooking, listTripBookings, updateBooking } from './bookings.service.ts';

const tags = ['trips'];

/** Registered inside the org scope: `/api/v2/{orgCode}/trips/{id}/bookings...`. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/:id/bookings',
    {
      schema: {
        tags,
        summary: "A trip's bookings, in the order they happen",
        params: recordIdParamSchema,
        response: { 200: dataOf(z.array(bookingSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await listTripBookings(currentContext(request), request.params.id) }),
  );

  app.post(
    '/trips/:id/bookings',
    {
      schema: {
        tags,
        summary: 'Add a booking to a trip',
        description:
          "The type is `details.type`. A flight's segment times are local to each airport; an unknown airport, a flight that lands before it takes off, a traveller who is not on the trip or a wrong PNR answer 422 naming the field.",
        params: recordIdParamSchema,
        body: createBookingSchema,
        response: { 201: dataOf(bookingSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createBooking(currentContext(request), request.params.id, request.body) }),
  );

  app.put(
    '/trips/:id/bookings/:bookingId',
    {
      schema: {
        tags,
        summary: 'Change a booking (any subset of its fields)',
        description:
          'Cancelling keeps the booking with its cancellation charges; `details` is replaced whole and keeps its type.',
        params: bookingParamsSchema,
        body: updateBookingSchema,
        response: { 200: dataOf(bookingSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateBooking(
        currentContext(request),
        request.params.id,
        request.params.bookingId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/trips/:id/bookings/:bookingId',
    {
      schema: {
        tags,
        summary: 'Delete a booking made by mistake (cancel a real one instead)',
        params: bookingParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteBooking(currentContext(request), request.params.id, request.params.bookingId);
      return reply.code(204).send(null);
    },
  );
};
