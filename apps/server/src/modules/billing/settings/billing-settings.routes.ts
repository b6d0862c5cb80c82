import { billingSettingsSchema } from '@aurora/contracts/billing/invoices';
import { dataOf } from '@aurora/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { getBillingSettings, updateBillingSettings } from './billing-settings.service.ts';

const tags = ['invoices'];

/** Registered inside the org scope: `/api/v2/{orgCode}/billing/settings`. */
export const billingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/settings',
    {
      schema: {
        tags,
        summary: "The organization's billing rules: balance due dates, payment terms, reminders",
        response: { 200: dataOf(billingSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getBillingSettings(currentContext(request)) }),
  );

  app.put(
    '/billing/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the billing rules (administrators)',
        body: billingSettingsSchema,
        response: { 200: dataOf(billingSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateBillingSettings(currentContext(request), request.body) }),
  );
};
