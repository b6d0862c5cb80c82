import { type UsageQuery, usageQuerySchema, usageReportSchema } from '@aurora/contracts/billing/usage';
import { dataOf } from '@aurora/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#platform/http/csv.ts';
import { errorResponses } from '#platform/http/error-responses.ts';
import { languageOfOrganization } from '#platform/tenancy/context.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { getUsageReport, usageCsv } from './usage.service.ts';

const tags = ['billing'];

/** Registered inside the org scope: `/api/v2/{orgCode}/billing/usage...`; the organization's bill, administrators only. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const report = (request: FastifyRequest, query: UsageQuery) =>
    getUsageReport(app.telephony.context(currentContext(request)), query);

  app.get(
    '/billing/usage',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "The telephony bill of a month: calls, billed minutes and cost, grouped, and the numbers' monthly cost",
        description:
          "`month` is `YYYY-MM` in the organization's time zone (default: the current one); `group` is agent, number, direction or day. With Twilio, `provider` holds the account's usage records for the month and the difference from ours.",
        querystring: usageQuerySchema,
        response: { 200: dataOf(usageReportSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await report(request, request.query) }),
  );

  app.get(
    '/billing/usage/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The same bill as CSV',
        description: 'Same query; answers text/csv with one cost column per currency.',
        querystring: usageQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const usage = await report(request, request.query);
      const { columns, rows } = usageCsv(usage, languageOfOrganization(currentContext(request).organization));
      async function* all() {
        yield* rows;
      }
      return sendCsv(reply, `telephony-usage-${usage.month}.csv`, columns, all());
    },
  );
};
