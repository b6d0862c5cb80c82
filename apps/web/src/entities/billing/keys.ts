import { invoiceKeys } from '../invoices/keys';

/**
 * Billing's figures that other screens show, below `['invoices']`: the realtime record events of
 * invoices refresh them, and a payment announces its invoice too. What also depends on the
 * bookings (the calendar, the summary) refreshes on the trips' events as well
 * (`useRefreshOnTripEvents`); the supplier side (payables, commissions) sits below them too.
 */
export const billingKeys = {
  all: invoiceKeys.all,
  tripBilling: (tripId: number) => [...billingKeys.all, 'trip-billing', tripId] as const,
  clientBilling: (clientId: number) => [...billingKeys.all, 'client-billing', clientId] as const,
  overdueInstalments: (organizationCode: string, ownerId: number | null, limit: number) =>
    [...billingKeys.all, 'overdue-instalments', organizationCode, ownerId, limit] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
  calendars: () => [...billingKeys.all, 'calendar'] as const,
  calendar: (query: Record<string, string>) => [...billingKeys.calendars(), query] as const,
};
