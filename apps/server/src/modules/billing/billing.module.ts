import { INVOICE_NOT_FOUND } from '@aurora/contracts/billing/invoices';
import { PAYMENT_NOT_FOUND } from '@aurora/contracts/billing/payments';
import { z } from 'zod';
import { defineOrganizationJob, defineSchedule } from '#platform/jobs/jobs.ts';
import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { organizationsWithOpenInvoices, watchInvoices } from './invoices/invoices.service.ts';
import { invoices } from './invoices/invoices.table.ts';
import { payablesRoutes } from './payables/payables.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { payments } from './payments/payments.table.ts';
import { billingSettingsRoutes } from './settings/billing-settings.routes.ts';
import { usageRoutes } from './usage/usage.routes.ts';

/** One organization's open invoices: statuses follow the day, instalments due soon get their task. */
const watchOrganizationInvoices = defineOrganizationJob({
  name: 'billing.watch-organization',
  payload: z.object({ organizationId: z.number().int() }),
  handler: async (ctx) => {
    await watchInvoices(ctx);
  },
});

/**
 * Every fifteen minutes, across every instance once: an organization's day starts at its own
 * midnight, so an instalment is overdue within a quarter of an hour of it wherever it is.
 */
const watchInvoicesSchedule = defineSchedule({
  name: 'billing.watch',
  every: 15 * 60_000,
  handler: async ({ db, app }) => {
    for (const organizationId of await organizationsWithOpenInvoices(db)) {
      await app.jobs.enqueue(watchOrganizationInvoices, { organizationId });
    }
  },
});

/**
 * Billing (issue 24): what the agency is owed and owes. Invoices, credit notes and their payments
 * (`invoices/`, `payments/`, record types of the kit), the supplier side (`payables/`: supplier
 * payments, commissions and statements), the telephony bill (`usage/`), the settings, and the
 * documents it draws (`documents/`).
 */
export const billingModule = defineModule({
  name: 'billing',
  jobs: [watchOrganizationInvoices],
  schedules: [watchInvoicesSchedule],
  organizationRoutes: async (scope) => {
    await scope.register(invoicesRoutes);
    await scope.register(paymentsRoutes);
    await scope.register(billingSettingsRoutes);
    await scope.register(payablesRoutes);
    await scope.register(usageRoutes);
    await scope.register(documentsRoutes);
    await scope.register(calendarRoutes);
  },
  recordTypes: [
    defineRecordType({
      type: 'invoice',
      table: invoices,
      owner: invoices.createdById,
      name: invoices.number,
      client: invoices.clientId,
      notFoundMessage: INVOICE_NOT_FOUND,
    }),
    defineRecordType({
      type: 'payment',
      table: payments,
      owner: payments.recordedById,
      name: payments.reference,
      client: payments.clientId,
      notFoundMessage: PAYMENT_NOT_FOUND,
    }),
  ],
});
