import { billedMinutes } from '@aurora/contracts/billing/usage';
import type { CallableType, CallDirection, CallStatus } from '@aurora/contracts/calls';
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
  status: Extract<CallStatus, 'completed' | 'missed' | 'no-answer' | 'busy' | 'canceled'>;
  userId: number | null;
  numberId: number | null;
  phoneFrom: string | null;
  phoneTo: string | null;
  startedAt: Date;
  /** Talk time; 0 when nobody answered. */
  durationSeconds: number;
  price: string | null;
  priceUnit: string | null;
  /** How long it rang before it was answered or given up on: else 8 s answered, 25 s not. */
  ringSeconds?: number;
  /** The team whose line it came in on. */
  teamId?: number | null;
  contactId?: number | null;
  callableType?: CallableType | null;
  callableId?: number | null;
  outcome?: string | null;
  /** The caller left a message this long. */
  voicemailSeconds?: number;
};

/**
 * Records ended provider calls (demo data) in one statement, with no timeline entries or events;
 * answers the new ones' ids by provider call id.
 */
export async function recordPastProviderCalls(
  ctx: OrganizationContext,
  past: PastProviderCall[],
): Promise<Map<string, number>> {
  const values = past.map((call): CallValues => {
    const answered = call.durationSeconds > 0;
    const ringMs = (call.ringSeconds ?? (answered ? 8 : 25)) * 1000;
    const answeredAt = answered ? new Date(call.startedAt.getTime() + ringMs) : null;
    const endedAt = new Date(
      call.startedAt.getTime() + ringMs + (call.durationSeconds + (call.voicemailSeconds ?? 0)) * 1000,
    );
    return {
      type: 'live',
      direction: call.direction,
      status: call.status,
      userId: call.userId,
      numberId: call.numberId,
      teamId: call.teamId ?? null,
      phoneFrom: call.phoneFrom,
      phoneTo: call.phoneTo,
      contactId: call.contactId ?? null,
      callableType: call.callableType ?? null,
      callableId: call.callableId ?? null,
      provider: call.provider,
      providerCallId: call.providerCallId,
      startedAt: call.startedAt,
      ringingSince: call.direction === 'inbound' ? call.startedAt : null,
      answeredAt,
      endedAt,
      durationSeconds: call.durationSeconds,
      lastActivityAt: endedAt,
      outcome: call.outcome ?? null,
      voicemail: call.voicemailSeconds !== undefined,
      recordingDurationSeconds: call.voicemailSeconds ?? null,
      price: call.price,
      priceUnit: call.priceUnit,
      createdAt: call.startedAt,
      updatedAt: endedAt,
    };
  });
  const rows = await insertCallsIfNew(ctx.db, ctx.organization.id, values);
  return new Map(rows.map((row) => [row.providerCallId ?? '', row.id]));
}
