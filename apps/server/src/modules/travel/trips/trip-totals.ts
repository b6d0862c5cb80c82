import type { TripTotals } from '@aurora/contracts/travel/trips';
import { type BookingAmounts, bookingTotals } from '../bookings/booking-amounts.ts';

export type TotalledBooking = BookingAmounts & { currency: string; commissionReceived: number };

/** `part` of a positive `whole` as a percentage with one decimal, rounded half away from zero: `"18.5"`. */
export function percentOf(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const scaled = BigInt(Math.abs(part)) * 1000n;
  const divisor = BigInt(whole);
  const tenths = (scaled * 2n + divisor) / (2n * divisor);
  const text = `${tenths / 10n}.${tenths % 10n}`;
  return part < 0 && tenths > 0n ? `-${text}` : text;
}

/**
 * A trip's totals in its currency: each booking's amounts converted once (rounded once) with
 * `convert`, then added. The margin is sell less cost; what the client was invoiced and paid is billing's (`GET /trips/{id}/billing`).
 */
export function tripTotals(
  currency: string,
  bookings: readonly TotalledBooking[],
  convert: (amount: number, from: string) => number,
): TripTotals {
  let sell = 0;
  let cost = 0;
  let commissionExpected = 0;
  let commissionReceived = 0;
  for (const booking of bookings) {
    const totals = bookingTotals(booking);
    sell += convert(totals.sell, booking.currency);
    cost += convert(totals.cost, booking.currency);
    commissionExpected += convert(totals.commission, booking.currency);
    commissionReceived += convert(booking.commissionReceived, booking.currency);
  }
  const margin = sell - cost;
  return {
    currency,
    sell,
    cost,
    margin,
    margin_percent: percentOf(margin, sell),
    commission_expected: commissionExpected,
    commission_received: commissionReceived,
  };
}
