import { dayIn } from '@aurora/contracts/time-zones';
import type { BillingBooking } from '#modules/travel/bookings/booking-billing.service.ts';
import { currencyConverter } from '#platform/reference/money.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';

/** A booking as billing's lists name it. */
export const bookingRefOf = (booking: BillingBooking) => ({
  id: booking.id,
  title: booking.title,
  confirmation_number: booking.confirmationNumber,
  trip: booking.trip,
});

/** Today in the organization's zone, and a converter of amounts into its currency. */
export async function organizationMoney(ctx: OrganizationContext) {
  const currencies = await listCurrencies(ctx.db);
  return {
    today: dayIn(ctx.clock.now(), ctx.organization.timeZone),
    currency: ctx.organization.currency,
    toOrganizationCurrency: currencyConverter(currencies, ctx.organization.currency),
  };
}
