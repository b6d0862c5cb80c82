import { toMajorUnits, toMinorUnits } from '@aurora/contracts/money';
import type { BookingStatus } from '@aurora/contracts/travel/bookings';

/** `"12.50"` (a percentage) as hundredths of a percent, exactly: 1250. */
export const basisPointsOf = (percentage: string) => toMinorUnits(percentage, 2);
/** 1250 hundredths of a percent as `"12.50"`. */
export const percentageOf = (basisPoints: number) => toMajorUnits(basisPoints, 2);

/** What a booking's money depends on. */
export type BookingAmounts = {
  status: BookingStatus;
  sell: number;
  cost: number;
  commissionRateBasisPoints: number | null;
  commissionAmount: number | null;
  cancellationSell: number;
  cancellationCost: number;
};

/** `amount × basisPoints / 10000`, rounded half up, on integers (no floating point). */
function shareOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/**
 * What the booking counts for in its trip's totals: a cancelled booking keeps what it still
 * costs (the supplier's cancellation fee, what the client is charged) and earns no commission.
 */
export function bookingTotals(booking: BookingAmounts): { sell: number; cost: number; commission: number } {
  if (booking.status === 'cancelled') {
    return { sell: booking.cancellationSell, cost: booking.cancellationCost, commission: 0 };
  }
  const commission =
    booking.commissionAmount ??
    (booking.commissionRateBasisPoints === null
      ? 0
      : shareOf(booking.sell, booking.commissionRateBasisPoints));
  return { sell: booking.sell, cost: booking.cost, commission };
}
