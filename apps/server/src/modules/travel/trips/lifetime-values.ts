import { isoExponentOf, toMajorUnits } from '@aurora/contracts/money';
import { setLifetimeValue } from '#modules/clients/clients.service.ts';
import { currencyConverter } from '#platform/reference/money.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { listBookingsOfTrips } from '../bookings/bookings.repository.ts';
import { tripTotals } from './trip-totals.ts';
import { findCompletedTrips } from './trips.repository.ts';

/**
 * A client's lifetime value: what its completed trips sold, each booking converted once into the
 * organization's currency. Kept on the client (the clients module's column) whenever a trip of
 * theirs completes, stops being completed or changes while completed.
 */
export async function refreshLifetimeValues(ctx: OrganizationContext, clientIds: number[]): Promise<void> {
  const { db, organization } = ctx;
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return;
  const [completed, currencies] = await Promise.all([
    findCompletedTrips(db, organization.id, ids),
    listCurrencies(db),
  ]);
  const bookings = await listBookingsOfTrips(
    db,
    organization.id,
    completed.map((trip) => trip.id),
  );
  const convert = currencyConverter(currencies, organization.currency);
  const exponent = isoExponentOf(organization.currency) ?? 2;
  for (const clientId of ids) {
    const trips = new Set(completed.filter((trip) => trip.clientId === clientId).map((trip) => trip.id));
    const { sell } = tripTotals(
      organization.currency,
      bookings.filter((booking) => trips.has(booking.tripId)),
      convert,
    );
    await setLifetimeValue(db, organization.id, clientId, toMajorUnits(sell, exponent));
  }
}
