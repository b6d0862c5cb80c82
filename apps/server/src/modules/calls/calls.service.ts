import type { Readable } from 'node:stream';
import {
  CALL_ALREADY_LINKED,
  type Call,
  type CallableType,
  type createCallSchema,
  isOpenCallStatus,
  type ListCallsQuery,
  type linkCallSchema,
  type updateCallSchema,
} from '@aurora/contracts/calls';
import type { PaginationMeta } from '@aurora/contracts/http';
import {
  type endTrackedCallSchema,
  type initiateCallSchema,
  type RingingCall,
  TELEPHONY_MESSAGES,
} from '@aurora/contracts/telephony';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getContact } from '#modules/contacts/contacts.service.ts';
import { getOutgoingNumber } from '#modules/numbers/numbers.service.ts';
import type { Database } from '#platform/db/client.ts';
import { AppError, conflict, type FieldErrors, forbidden, notFound } from '#platform/errors.ts';
import { normalizePhone } from '#platform/phones.ts';
import { listDefinitions } from '#platform/reference/reference.service.ts';
import { isMissingFile } from '#platform/storage/file-storage.ts';
import type { OrganizationTelephonyContext, TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import type { OrganizationData } from '#platform/tenancy/context.ts';
import { listContext, pageMeta, requireSubject, throwIfInvalid } from '#records/records.service.ts';
import {
  announceCall,
  applyCallProgress,
  incomingOf,
  publishCallInitiated,
  publishCallStatus,
  recordingPath,
} from './call-events.service.ts';
import { closeCallbackTasks } from './call-follow-ups.service.ts';
import { recordCallOnTimeline } from './call-timeline.service.ts';
import {
  type CallRow,
  type CallValues,
  countCallsThisMonth,
  countUserCallsBetween,
  findCall,
  findCallsRingingFor,
  findStaleCalls,
  insertCall,
  linkCallIfUnlinked,
  listCalls as listCallRows,
  listOpenCallsOfUser,
  updateCallIfStatus,
  updateCall as updateCallRow,
} from './calls.repository.ts';

export const CALL_NOT_FOUND = 'Call not found.';
const INVALID_PHONE = 'must be a valid phone number, such as +525512345678 or a national number.';

/**
 * When an open call no longer blocks its agent. A browser closed mid-call sends nothing, and
 * the simulated far end dies with a restart, so open calls are closed as `abandoned` by a
 * schedule (every `ABANDONED_CALLS_EVERY_MS`) after:
 * - a live call still initiated or ringing, 2 minutes without provider activity (Twilio rings
 *   for at most 10 minutes only when configured so; our dials ring far less);
 * - a live call in any open status, 4 hours without provider activity;
 * - a tracked call, 12 hours after it started (nobody tracks a call that long).
 * The agent can also close their own open call at once: `POST /telephony/calls/{id}/discard`.
 */
export const ABANDON_AFTER = {
  liveSetupMs: 2 * 60_000,
  liveMs: 4 * 3_600_000,
  trackedMs: 12 * 3_600_000,
} as const;

/**
 * How often the abandoned-call schedule runs. An agent's own calls are also checked when they
 * place a call, so a call the rule already counts as abandoned never answers 'Already on a call'
 * in the half minute before the schedule gets to it.
 */
export const ABANDONED_CALLS_EVERY_MS = 30_000;

export const toCallJson = (row: CallRow): Call => ({
  id: row.id,
  organization: { id: row.organizationId, code: row.organizationCode },
  type: row.type,
  direction: row.direction,
  status: row.status,
  phone_from: row.phoneFrom,
  phone_to: row.phoneTo,
  agent: row.userId && row.agentName ? { id: row.userId, name: row.agentName } : null,
  contact: row.contactId && row.contactName ? { id: row.contactId, full_name: row.contactName } : null,
  callable_type: row.callableType,
  callable_id: row.callableId,
  callable_name: row.callableName,
  number_id: row.numberId,
  line_name: row.lineName,
  provider: row.provider,
  provider_call_id: row.providerCallId,
  started_at: row.startedAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  ended_at: row.endedAt?.toISOString() ?? null,
  duration_seconds: row.durationSeconds,
  outcome: row.outcome,
  notes: row.notes,
  recording:
    row.recordingKey || row.recordingUrl
      ? {
          url: recordingPath(row),
          duration_seconds: row.recordingDurationSeconds,
          content_type: row.recordingKey ? 'audio/wav' : 'audio/mpeg',
        }
      : null,
  voicemail: row.voicemail,
  price: row.price,
  price_unit: row.priceUnit,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type Caller = { userId: number; isAdmin: boolean };
type Scope = { userId: number };

/** Closes the stale open calls of an organization or user (see ABANDON_AFTER). */
export async function closeAbandonedCalls(ctx: TelephonyContext, scope: Scope | 'all'): Promise<number> {
  const stale = await findStaleCalls(ctx.db, scope, ctx.clock.now(), ABANDON_AFTER);
  for (const row of stale) await applyCallProgress(ctx, { callId: row.id, status: 'abandoned' });
  return stale.length;
}

async function getCallRow(db: Database, organizationId: number, id: number): Promise<CallRow> {
  const row = await findCall(db, organizationId, id);
  if (!row) throw notFound(CALL_NOT_FOUND);
  return row;
}

/** The call's contact and record must be of this organization (422 on the field otherwise). */
async function checkLinks(
  { db, organization }: OrganizationData,
  input: {
    contact_id?: number | null | undefined;
    callable_type?: CallableType | null | undefined;
    callable_id?: number | null | undefined;
  },
  errors: FieldErrors,
) {
  if (input.contact_id) {
    try {
      await getContact({ db, organization }, input.contact_id);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
      errors.contact_id = ['The selected contact is invalid.'];
    }
  }
  if (Boolean(input.callable_type) !== Boolean(input.callable_id)) {
    errors[input.callable_type ? 'callable_id' : 'callable_type'] = [
      'The callable type and callable id go together.',
    ];
    return;
  }
  if (input.callable_type && input.callable_id) {
    try {
      await requireSubject(db, organization.id, { type: input.callable_type, id: input.callable_id });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
      errors.callable_id = [`The selected ${input.callable_type} is invalid.`];
    }
  }
}

async function checkOutcome(db: Database, outcome: string | null | undefined, errors: FieldErrors) {
  if (!outcome) return;
  const outcomes = await listDefinitions(db, 'call_outcomes');
  if (!outcomes.some((definition) => definition.key === outcome)) {
    errors.outcome = ['The selected outcome is invalid.'];
  }
}

// A transaction-scoped lock per user, so two initiates at once cannot both pass the check.
const lockUser = (db: Database, userId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(7301, ${userId})`);

/**
 * `POST /telephony/calls/initiate`: the call record before the device connects (live), or the
 * start of a tracked call. `phone_to` is read in the organization's country and stored E.164;
 * `phone_from` is the agent's assigned number, else the organization's first active number,
 * else null. One open call per agent (409 'Already on a call').
 */
export async function initiateCall(
  ctx: OrganizationTelephonyContext,
  caller: Caller,
  input: z.output<typeof initiateCallSchema>,
): Promise<Call> {
  const { organization } = ctx;
  const organizationId = organization.id;
  const errors: FieldErrors = {};
  const phoneTo = normalizePhone(input.phone_to, organization.country);
  if (!phoneTo) errors.phone_to = [`The phone to ${INVALID_PHONE}`];
  await checkLinks({ db: ctx.db, organization }, input, errors);
  throwIfInvalid(errors);
  await closeAbandonedCalls(ctx, { userId: caller.userId });
  const number = await getOutgoingNumber(ctx.db, organizationId, caller.userId);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, caller.userId);
    if ((await listOpenCallsOfUser(tx, caller.userId)).length > 0) {
      throw conflict(TELEPHONY_MESSAGES.alreadyOnCall);
    }
    const tracked = input.type === 'tracked';
    const created = await insertCall(tx, organizationId, {
      type: input.type,
      direction: 'outbound',
      // A tracked call is already going on, on another phone.
      status: tracked ? 'in-progress' : 'initiated',
      userId: caller.userId,
      phoneFrom: tracked ? null : (number?.number ?? null),
      phoneTo,
      numberId: tracked ? null : (number?.id ?? null),
      contactId: input.contact_id ?? null,
      callableType: input.callable_type ?? null,
      callableId: input.callable_id ?? null,
      provider: tracked ? null : ctx.provider.name,
      recordingEnabled: !tracked && Boolean(number?.recordingEnabled),
      startedAt: now,
      answeredAt: tracked ? now : null,
      lastActivityAt: now,
    });
    await recordCallOnTimeline(tx, organizationId, {
      id: created,
      userId: caller.userId,
      direction: 'outbound',
      phoneFrom: null,
      phoneTo,
      contactId: input.contact_id ?? null,
      callableType: input.callable_type ?? null,
      callableId: input.callable_id ?? null,
      startedAt: now,
    });
    return created;
  });
  const row = await getCallRow(ctx.db, organizationId, id);
  await publishCallInitiated(ctx, row);
  return toCallJson(row);
}

/** The caller's own call, or 404 (another agent's call is not theirs to end). */
async function getOwnCall(ctx: TelephonyContext, organizationId: number, userId: number, id: number) {
  const row = await findCall(ctx.db, organizationId, id);
  if (!row || row.userId !== userId) throw notFound(CALL_NOT_FOUND);
  return row;
}

/** `POST /telephony/calls/{id}/end-tracked`: closes the caller's open tracked call, once. */
export async function endTrackedCall(
  ctx: OrganizationTelephonyContext,
  caller: Caller,
  id: number,
  input: z.output<typeof endTrackedCallSchema>,
): Promise<Call> {
  const organizationId = ctx.organization.id;
  const row = await getOwnCall(ctx, organizationId, caller.userId, id);
  if (row.type !== 'tracked' || !isOpenCallStatus(row.status)) {
    throw conflict(TELEPHONY_MESSAGES.noTrackedCall);
  }
  const now = ctx.clock.now();
  const closed = await updateCallIfStatus(ctx.db, id, row.status, {
    status: 'completed',
    endedAt: now,
    durationSeconds: Math.max(0, Math.floor((now.getTime() - row.startedAt.getTime()) / 1000)),
    notes: input.notes,
    lastActivityAt: now,
  });
  // Someone else (a second tab, the abandoned rule) closed it first: not a second record.
  if (!closed) throw conflict(TELEPHONY_MESSAGES.noTrackedCall);
  const updated = await getCallRow(ctx.db, organizationId, id);
  await publishCallStatus(ctx, updated, row.status);
  await closeCallbackTasks(ctx, updated);
  return toCallJson(updated);
}

/** `POST /telephony/calls/{id}/discard`: the agent closes their own open call as abandoned. */
export async function discardCall(
  ctx: OrganizationTelephonyContext,
  caller: Caller,
  id: number,
): Promise<CallRow> {
  const organizationId = ctx.organization.id;
  const row = await getOwnCall(ctx, organizationId, caller.userId, id);
  if (!isOpenCallStatus(row.status)) throw conflict('The call is not in progress.');
  const updated = await applyCallProgress(ctx, { callId: id, status: 'abandoned' });
  return updated ?? row;
}

/** `POST /calls`: a past call made on another phone, logged by the agent. */
export async function createManualCall(
  ctx: OrganizationTelephonyContext,
  caller: Caller,
  input: z.output<typeof createCallSchema>,
): Promise<Call> {
  const { organization } = ctx;
  const organizationId = organization.id;
  const errors: FieldErrors = {};
  const phone = normalizePhone(input.phone_number, organization.country);
  if (!phone) errors.phone_number = [`The phone number ${INVALID_PHONE}`];
  const startedAt = new Date(input.started_at);
  // A few minutes of clock skew between the browser and the server are fine.
  if (startedAt.getTime() > ctx.clock.now().getTime() + 5 * 60_000) {
    errors.started_at = ['The call cannot start in the future.'];
  }
  await checkLinks({ db: ctx.db, organization }, input, errors);
  await checkOutcome(ctx.db, input.outcome, errors);
  throwIfInvalid(errors);
  const id = await ctx.db.transaction(async (tx) => {
    const values: CallValues = {
      type: 'manual',
      direction: input.direction,
      status: 'completed',
      userId: caller.userId,
      phoneFrom: input.direction === 'inbound' ? phone : null,
      phoneTo: input.direction === 'outbound' ? phone : null,
      contactId: input.contact_id ?? null,
      callableType: input.callable_type ?? null,
      callableId: input.callable_id ?? null,
      startedAt,
      answeredAt: startedAt,
      endedAt: new Date(startedAt.getTime() + input.duration_seconds * 1000),
      durationSeconds: input.duration_seconds,
      lastActivityAt: ctx.clock.now(),
      outcome: input.outcome,
      notes: input.notes,
    };
    const created = await insertCall(tx, organizationId, values);
    await recordCallOnTimeline(tx, organizationId, { ...values, id: created });
    return created;
  });
  const row = await getCallRow(ctx.db, organizationId, id);
  await announceCall(ctx, row, 'record.created');
  await closeCallbackTasks(ctx, row);
  return toCallJson(row);
}

/** `PUT /calls/{id}`: notes and outcome; the call's agent, or an administrator (403 otherwise). */
export async function updateCall(
  ctx: OrganizationTelephonyContext,
  caller: Caller,
  id: number,
  input: z.output<typeof updateCallSchema>,
): Promise<Call> {
  const organizationId = ctx.organization.id;
  const row = await getCallRow(ctx.db, organizationId, id);
  if (row.userId !== caller.userId && !caller.isAdmin) throw forbidden();
  const errors: FieldErrors = {};
  await checkOutcome(ctx.db, input.outcome, errors);
  throwIfInvalid(errors);
  const values: { outcome?: string | null; notes?: string | null } = {};
  if (input.outcome !== undefined) values.outcome = input.outcome;
  if (input.notes !== undefined) values.notes = input.notes;
  if (Object.keys(values).length > 0) {
    await updateCallRow(ctx.db, organizationId, id, values);
    await announceCall(ctx, row, 'record.updated');
  }
  return toCallJson(await getCallRow(ctx.db, organizationId, id));
}

/**
 * `POST /calls/{id}/link`: a call about no record becomes about this one (a lead made from its
 * unknown number), and goes on that record's timeline. Any member may; once only (409).
 */
export async function linkCall(
  ctx: OrganizationTelephonyContext,
  id: number,
  input: z.output<typeof linkCallSchema>,
): Promise<Call> {
  const organizationId = ctx.organization.id;
  const row = await getCallRow(ctx.db, organizationId, id);
  if (row.callableType) throw conflict(CALL_ALREADY_LINKED);
  const errors: FieldErrors = {};
  await checkLinks({ db: ctx.db, organization: ctx.organization }, input, errors);
  throwIfInvalid(errors);
  await ctx.db.transaction(async (tx) => {
    const subject = { callableType: input.callable_type, callableId: input.callable_id };
    if (!(await linkCallIfUnlinked(tx, organizationId, id, subject))) throw conflict(CALL_ALREADY_LINKED);
    // Its contact's timeline has had the call since it began: only the record's entry is new.
    await recordCallOnTimeline(tx, organizationId, { ...row, ...subject, contactId: null });
  });
  await announceCall(ctx, row, 'record.updated');
  return toCallJson(await getCallRow(ctx.db, organizationId, id));
}

export async function getCall(ctx: OrganizationTelephonyContext, id: number): Promise<Call> {
  return toCallJson(await getCallRow(ctx.db, ctx.organization.id, id));
}

type ListQuery = ListCallsQuery & { page: number; per_page: number; sort: string };

export async function listCalls(
  ctx: OrganizationTelephonyContext,
  userId: number,
  query: ListQuery,
): Promise<{ data: Call[]; meta: PaginationMeta }> {
  const page = await listCallRows(
    ctx.db,
    { organizationId: ctx.organization.id },
    query,
    listContext(userId, ctx.organization),
  );
  return { data: page.rows.map(toCallJson), meta: pageMeta(query, page) };
}

/**
 * The incoming calls ringing for this agent now (a page loaded meanwhile shows their alert), on
 * any instance: not those the agent declined, which ring on for the others of their step.
 */
export async function listMyRingingCalls(ctx: TelephonyContext, userId: number): Promise<RingingCall[]> {
  const rows = await findCallsRingingFor(ctx.db, userId);
  return rows.map((row) => ({
    ...incomingOf(row),
    ringing_since: (row.ringingSince ?? row.startedAt).toISOString(),
  }));
}

/** `GET /calls/my`: the signed-in user's calls in every organization (days in UTC). */
export async function listMyCalls(
  ctx: TelephonyContext,
  userId: number,
  query: ListQuery,
): Promise<{ data: Call[]; meta: PaginationMeta }> {
  const page = await listCallRows(
    ctx.db,
    { userId },
    query,
    listContext(userId, { country: 'US', timeZone: 'UTC' }),
  );
  return { data: page.rows.map(toCallJson), meta: pageMeta(query, page) };
}

/** The bytes of a call's recording: stored here (simulator) or fetched from the provider. */
export async function getCallRecording(
  ctx: OrganizationTelephonyContext,
  id: number,
): Promise<{ stream: Readable; contentType: string; fileName: string }> {
  const row = await getCallRow(ctx.db, ctx.organization.id, id);
  const fileName = `call-${row.id}`;
  if (row.recordingKey) {
    const stream = await ctx.recordings.get(row.recordingKey).catch((error: unknown) => {
      if (isMissingFile(error)) throw notFound('Recording not found.');
      throw error;
    });
    return { stream, contentType: 'audio/wav', fileName: `${fileName}.wav` };
  }
  if (row.recordingUrl && ctx.provider.fetchRecording) {
    const { stream, contentType } = await ctx.provider.fetchRecording(row.recordingUrl);
    return { stream, contentType, fileName: `${fileName}.mp3` };
  }
  throw notFound('Recording not found.');
}

/** The organization dashboard's counters: calls this month (its time zone) and their minutes, rounded up. */
export async function getCallStatsOfOrganization({ db, organization }: OrganizationData) {
  const { calls, seconds } = await countCallsThisMonth(
    db,
    organization.id,
    new Date(),
    organization.timeZone,
  );
  return { callsThisMonth: calls, minutesThisMonth: Math.ceil(seconds / 60) };
}

/** The agent dashboard's counters (UTC days and months: the agent works across organizations). */
export async function getCallCountersOfUser(db: Database, userId: number, now = new Date()) {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const tomorrow = new Date(dayStart.getTime() + 86_400_000);
  const [today, thisMonth] = await Promise.all([
    countUserCallsBetween(db, userId, dayStart, tomorrow),
    countUserCallsBetween(db, userId, month, tomorrow),
  ]);
  return { callsToday: today, callsThisMonth: thisMonth };
}

/** A call as the simulator's device routes handle it. */
export type CallRecord = CallRow;

/** The call row of an organization, or 404 (the simulator's device routes). */
export const getCallRecord = (ctx: TelephonyContext, organizationId: number, id: number) =>
  getCallRow(ctx.db, organizationId, id);
