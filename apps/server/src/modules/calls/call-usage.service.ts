import { billedMinutes } from '@aurora/contracts/billing/usage';
import type { CallDirection, CallStatus } from '@aurora/contracts/calls';
import { toMajorUnits, toMinorUnits } from '@aurora/contracts/money';
import type { TelephonyProvider } from '@aurora/contracts/telephony';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { type CallUsageGroup, type CallValues, insertCallsIfNew, sumCallUsage } from './calls.repository.ts';

export type { CallUsageGroup, CallUsageRow } from './calls.repository.ts';

/** Calls' prices are kept to five decimals (`numeric(14, 5)`). */
const PRICE_DECIMALS = 5;

/** A call's price as a provider bills it: each started minute at the rate per minute, exactly. */
export const priceAtRate = (seconds: number, ratePerMinute: string): string =>
  toMajorUnits(toMinorUnits(ratePerMinute, PRICE_DECIMALS) * billedMinutes(seconds), PRICE_DECIMALS);

/**
 * The organization's calls through the provider started in [from, to), per group and price
 * currency (the telephony bill). Days are the organization's.
 */
export const getCallUsage = (
  { db, organization }: OrganizationData,
  options: { from: Date; to: Date; group: CallUsageGroup },
) => sumCallUsage(db, organization.id, { ...options, timeZone: organization.timeZone });

/** A call that went through the provider in the past, ended, as the demo's usage records it. */
export type PastProviderCall = {
  provider: TelephonyProvider;
  /** Unique per provider: a second run with the same id adds nothing. */
  providerCallId: string;
  direction: CallDirection;
  status: Extract<CallStatus, 'completed' | 'missed' | 'no-answer' | 'busy'>;
  userId: number | null;
  numberId: number | null;
  phoneFrom: string | null;
  phoneTo: string | null;
  startedAt: Date;
  /** Talk time; 0 when nobody answered. */
  durationSeconds: number;
  price: string | null;
  priceUnit: string | null;
};

/** Records ended provider calls (demo data); answers how many were new. */
export async function recordPastProviderCalls(ctx: OrganizationContext, past: PastProviderCall[]) {
  const values = past.map((call): CallValues => {
    // Answered after a few seconds of ringing; an unanswered call rang for 25 s.
    const answeredAt = call.durationSeconds > 0 ? new Date(call.startedAt.getTime() + 8_000) : null;
    const endedAt = new Date((answeredAt ?? call.startedAt).getTime() + (call.durationSeconds || 25) * 1000);
    return {
      type: 'live',
      direction: call.direction,
      status: call.status,
      userId: call.userId,
      numberId: call.numberId,
      phoneFrom: call.phoneFrom,
      phoneTo: call.phoneTo,
      provider: call.provider,
      providerCallId: call.providerCallId,
      startedAt: call.startedAt,
      answeredAt,
      endedAt,
      durationSeconds: call.durationSeconds,
      lastActivityAt: endedAt,
      price: call.price,
      priceUnit: call.priceUnit,
    };
  });
  return insertCallsIfNew(ctx.db, ctx.organization.id, values);
}
