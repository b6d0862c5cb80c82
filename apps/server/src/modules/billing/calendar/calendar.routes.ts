import {
  billingSummarySchema,
  calendarQuerySchema,
  calendarSchema,
  overdueInstalmentsQuerySchema,
  overdueInstalmentsSchema,
} from '@aurora/contracts/billing/calendar';
import { tripBillingSchema } from '@aurora/contracts/billing/invoices';
import { dataOf, idParamSchema } from '@aurora/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { getCalendar, overdueInstalments } from './calendar.service.ts';
import { clientBillingOf, getBillingSummary, tripBillingOf } from './summary.service.ts';

const tags = ['billing'];

/** Registered inside the org scope: the money calendar, the summary cards, a trip's and a client's billing. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/calendar',
    {
      schema: {
        tags,
        summary: 'Money in, out and at risk by day between two days, with day and week totals',
        description:
          "At most 92 days (422 beyond, or when `to` is before `from`). Amounts are converted into the organization's currency at the invoice's locked rate or today's reference rate; an entry that cannot be converted says so and stays out of the totals.",
        querystring: calendarQuerySchema,
        response: { 200: dataOf(calendarSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCalendar(currentContext(request), request.query) }),
  );

  app.get(
    '/billing/summary',
    {
      schema: {
        tags,
        summary:
          "The billing screen's cards: outstanding, overdue, received this month, due to suppliers, commissions overdue",
        response: { 200: dataOf(billingSummarySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getBillingSummary(currentContext(request)) }),
  );

  app.get(
    '/billing/overdue-instalments',
    {
      schema: {
        tags,
        summary: "Instalments past their day and unpaid, oldest first, of one agent's trips when asked",
        querystring: overdueInstalmentsQuerySchema,
        response: { 200: overdueInstalmentsSchema, ...errorResponses },
      },
    },
    async (request) => overdueInstalments(currentContext(request), request.query),
  );

  app.get(
    '/trips/:id/billing',
    {
      schema: {
        tags,
        summary: "What a trip's issued invoices come to, net of credit notes, in the trip's currency",
        params: idParamSchema,
        response: { 200: dataOf(tripBillingSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await tripBillingOf(currentContext(request), request.params.id) }),
  );

  app.get(
    '/clients/:id/billing',
    {
      schema: {
        tags,
        summary: "What a client's issued invoices come to across its trips, in the organization's currency",
        params: idParamSchema,
        response: { 200: dataOf(tripBillingSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await clientBillingOf(currentContext(request), request.params.id) }),
  );
};
