import {
  CALL_STATUS_RANK,
  type CallableType,
  type CallStatus,
  FINAL_CALL_STATUSES,
} from '@aurora/contracts/calls';
import { type AgentEventMap, agentChannel, organizationPresenceChannel } from '@aurora/contracts/realtime';
import type { RecordEvent, RecordEventName } from '@aurora/contracts/records';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { getContact } from '#modules/contacts/contacts.service.ts';
import { getNumberByE164, type NumberRow } from '#modules/numbers/numbers.service.ts';
import {
  announceAvailability,
  markCallEnded,
  markOnCall,
  markRinging,
  markRingingStopped,
} from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { AppError } from '#platform/errors.ts';
import { normalizePhone } from '#platform/phones.ts';
import type { TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import { UNAVAILABLE_MESSAGE } from '#platform/telephony/twiml.ts';
import type { Context, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { agentIdentityOf } from '#platform/tenancy/users.service.ts';
import { findRecordsByPhone, search } from '#records/search/search.service.ts';
import { closeCallbackTasks, createMissedCallTask, noteVoicemail } from './call-follow-ups.service.ts';
import { noteOffered, routeIncomingCall } from './call-routing.service.ts';
import { recordCallOnTimeline } from './call-timeline.service.ts';
import {
  type CallRow,
  type CallValues,
  findCallById,
  findCallByProviderId,
  insertCall,
  moveRingStep,
  setRecordingIfNone,
  updateCallIfStatus,
} from './calls.repository.ts';

export const isFinalStatus = (status: CallStatus) => FINAL_CALL_STATUSES.includes(status);

/** The web path of a call's recording download (authenticated). */
export const recordingPath = (row: Pick<CallRow, 'id' | 'organizationCode'>) =>
  `/api/v2/${row.organizationCode.toLowerCase()}/calls/${row.id}/recording`;

const organizationOf = (row: CallRow) => ({ id: row.organizationId, code: row.organizationCode });

/** The agent of the call and, for an incoming call, every agent it rang. */
const channelsOf = (row: CallRow) =>
  [...new Set([...(row.userId ? [row.userId] : []), ...row.ringingUserIds])].map(agentChannel);

async function publish<Name extends keyof AgentEventMap>(
  ctx: TelephonyContext,
  channels: string[],
  event: Name,
  payload: AgentEventMap[Name],
) {
  if (channels.length === 0) return;
  await ctx.publish(channels, event, payload);
}

/**
 * Tells the organization's open screens (the wallboard, the dashboards, a colleague's calls list)
 * that a call was created or changed, once it has committed: they refetch on it.
 */
export async function announceCall(
  ctx: Context,
  row: Pick<CallRow, 'id' | 'organizationId'>,
  name: Extract<RecordEventName, 'record.created' | 'record.updated'>,
) {
  const event: RecordEvent = { module: 'calls', id: row.id };
  await ctx.publish(organizationPresenceChannel(row.organizationId), name, event);
}

export async function publishCallInitiated(ctx: TelephonyContext, row: CallRow) {
  await announceCall(ctx, row, 'record.created');
  await publish(ctx, channelsOf(row), 'call.initiated', {
    call_id: row.id,
    organization: organizationOf(row),
    type: row.type,
    direction: row.direction,
    status: row.status,
    phone_from: row.phoneFrom,
    phone_to: row.phoneTo,
    contact: row.contactId && row.contactName ? { id: row.contactId, full_name: row.contactName } : null,
    callable_type: row.callableType,
    callable_id: row.callableId,
  });
}

/** `call.status.updated` to the call's agent and the agents it rang. */
export async function publishCallStatus(ctx: TelephonyContext, row: CallRow, previous: CallStatus) {
  await announceCall(ctx, row, 'record.updated');
  await publish(ctx, channelsOf(row), 'call.status.updated', {
    call_id: row.id,
    organization: organizationOf(row),
    type: row.type,
    direction: row.direction,
    status: row.status,
    previous_status: previous,
    agent_id: row.userId,
    answered_at: row.answeredAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    duration_seconds: row.durationSeconds,
  });
}

/** One piece of progress of a call, from a provider callback, the simulator or the agent. */
export type CallProgress = {
  callId: number;
  status: CallStatus;
  providerCallId?: string | null | undefined;
  /** The provider's duration (talk time); else computed from the answer and end times. */
  durationSeconds?: number | null | undefined;
  price?: string | null | undefined;
  priceUnit?: string | null | undefined;
  /**
   * Incoming calls: the agent whose device leg this is about. Their `in-progress` makes them the
   * call's agent; the other legs' endings (declined, not answered) are not the call's end.
   */
  legUserId?: number | null | undefined;
  at?: Date | undefined;
};

/**
 * A provider's price as what the call cost: Twilio writes a charge to the account as a negative
 * amount ("-0.01300"); the bill adds costs. Anything but a decimal is no price.
 */
export function costOfPrice(price: string | null | undefined): string | undefined {
  const match = /^-?(\d{1,9}(\.\d+)?)$/.exec(price?.trim() ?? '');
  return match?.[1];
}

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * Applies progress to a call: status only ever moves up its rank (a late or repeated callback
 * changes nothing), times and duration are set once, price when the provider sends it. Publishes
 * `call.status.updated` when the status changed. Answers the call as it is now.
 */
export async function applyCallProgress(
  ctx: TelephonyContext,
  event: CallProgress,
): Promise<CallRow | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await findCallById(ctx.db, event.callId);
    if (!row) return undefined;
    if (row.direction === 'inbound' && event.legUserId) {
      // Another agent's device leg ending (declined, rang out) is not the end of the call, only of
      // its ringing for them; a device that rejects the call reports `busy`.
      if (isFinalStatus(event.status) && event.status !== 'completed') {
        const cause = event.status === 'busy' ? 'call_declined' : 'call_stopped_ringing';
        await markRingingStopped(ctx.db, row.id, event.legUserId, cause);
        return row;
      }
      if (row.userId && row.userId !== event.legUserId) return row;
    }
    const at = event.at ?? ctx.clock.now();
    const advance = CALL_STATUS_RANK[event.status] > CALL_STATUS_RANK[row.status];
    const values: Partial<CallValues> = {};
    if (advance) values.status = event.status;
    if (event.providerCallId && !row.providerCallId) values.providerCallId = event.providerCallId;
    if (advance && event.status === 'in-progress' && !row.answeredAt) values.answeredAt = at;
    if (advance && event.legUserId && !row.userId && event.status === 'in-progress') {
      values.userId = event.legUserId;
    }
    if (advance && isFinalStatus(event.status)) {
      values.endedAt = row.endedAt ?? at;
      const answeredAt = values.answeredAt ?? row.answeredAt;
      values.durationSeconds =
        event.durationSeconds ?? (answeredAt ? secondsBetween(answeredAt, values.endedAt) : 0);
      if (row.type === 'tracked') values.durationSeconds = secondsBetween(row.startedAt, values.endedAt);
    }
    const cost = costOfPrice(event.price);
    if (cost !== undefined && row.price === null) {
      values.price = cost;
      values.priceUnit = event.priceUnit?.toUpperCase() ?? null;
    }
    if (Object.keys(values).length === 0) return row;
    values.lastActivityAt = ctx.clock.now();
    const applied = await ctx.db.transaction(async (tx) => {
      if (!(await updateCallIfStatus(tx, row.id, row.status, values))) return undefined;
      return { agentId: advance ? await followAgentStates(tx, row, { ...row, ...values }) : undefined };
    });
    if (!applied) continue;
    const updated = (await findCallById(ctx.db, row.id)) ?? row;
    if (advance) {
      await publishCallStatus(ctx, updated, row.status);
      if (applied.agentId) await announceAvailability(ctx, applied.agentId);
      if (updated.status === 'completed') await closeCallbackTasks(ctx, updated);
    }
    return updated;
  }
  throw new Error(`call ${event.callId}: progress kept racing other updates`);
}

/**
 * The agent of a call is on a call from its ringing (outgoing) or answer (incoming) until it
 * ends, then in wrap-up: routing skips them meanwhile. A manual log is no call in progress. An
 * incoming call past ringing rings nobody any more. Answers the agent whose availability changed.
 */
async function followAgentStates(db: Database, before: CallRow, call: CallRow): Promise<number | undefined> {
  let agentId: number | undefined;
  if (call.userId && call.type !== 'manual') {
    if (isFinalStatus(call.status)) {
      await markCallEnded(db, call.organizationId, call.userId);
      agentId = call.userId;
    } else if (call.status === 'ringing' || call.status === 'in-progress') {
      await markOnCall(db, call.userId);
      agentId = call.userId;
    }
  }
  // Only once the agent who answered is on the call: their history goes from ringing straight to it.
  if (before.direction === 'inbound' && before.status === 'ringing') await markRinging(db, call.id, []);
  return agentId;
}

/** Twilio's DialCallStatus (and the simulator's) to a call status. */
const DIAL_STATUS: Record<string, CallStatus> = {
  completed: 'completed',
  answered: 'completed',
  busy: 'busy',
  'no-answer': 'no-answer',
  failed: 'failed',
  canceled: 'canceled',
};

/** What the caller gets next: a step of ringing, the voicemail, a message before hanging up, or the end. */
export type DialOutcome =
  | { next: 'ring'; call: CallRow; ringing: Ringing }
  | { next: 'voicemail'; call: CallRow; greeting: string | null }
  | { next: 'say'; call: CallRow | undefined; message: string }
  | { next: 'hangup'; call: CallRow | undefined };

/** The devices an incoming call rings now, and for how long. */
export type Ringing = { identities: string[]; seconds: number; record: boolean };

/**
 * The end of a Dial (Twilio's dial action, or the simulator's): an answered call completes; an
 * outgoing one ends busy, no-answer...; an incoming call nobody answered rings the next step of its
 * route, and after the last one is `missed` and gets its fallback (voicemail, greeting, hang up).
 */
export async function handleDialEnded(
  ctx: TelephonyContext,
  callId: number,
  dialStatus: string,
  durationSeconds?: number | null,
): Promise<DialOutcome> {
  const row = await findCallById(ctx.db, callId);
  if (!row) return { next: 'hangup', call: undefined };
  const status = DIAL_STATUS[dialStatus] ?? 'failed';
  if (status === 'completed' && (row.answeredAt || row.status === 'in-progress')) {
    return { next: 'hangup', call: await applyCallProgress(ctx, { callId, status, durationSeconds }) };
  }
  if (row.direction === 'outbound') {
    const call = await applyCallProgress(ctx, {
      callId,
      status: status === 'completed' ? 'no-answer' : status,
    });
    return { next: 'hangup', call };
  }
  const moved = row.status === 'ringing' ? await ringNextStep(ctx, row) : undefined;
  if (moved) return { next: 'ring', call: moved, ringing: ringingOf(moved) };
  return missed(ctx, row);
}

/** Nobody took the call: it is `missed`, and the route's fallback says what the caller hears. */
async function missed(ctx: TelephonyContext, row: CallRow): Promise<DialOutcome> {
  const call = await applyCallProgress(ctx, { callId: row.id, status: 'missed', durationSeconds: 0 });
  if (call?.status === 'missed' && row.status !== 'missed') await createMissedCallTask(ctx, call);
  const number = row.phoneTo ? await getNumberByE164(ctx.db, row.phoneTo) : undefined;
  const { fallback } = row.routing;
  if (!call || !number?.isActive || fallback === 'unavailable') {
    return { next: 'say', call, message: UNAVAILABLE_MESSAGE };
  }
  const greeting = (await ctx.organizationOf(row.organizationId)).calls.voicemailGreeting;
  if (fallback === 'greeting') return { next: 'say', call, message: greeting ?? UNAVAILABLE_MESSAGE };
  return { next: 'voicemail', call, greeting };
}

/**
 * Moves a ringing call to its route's next step, once (two dial endings racing move it one step):
 * the agents of the step that rang out stop ringing, the next ones get `call.incoming`.
 */
async function ringNextStep(ctx: TelephonyContext, row: CallRow): Promise<CallRow | undefined> {
  const step = row.routing.steps[row.ringStep + 1];
  if (!step) return undefined;
  const moved = await ctx.db.transaction(async (tx) => {
    if (!(await moveRingStep(tx, row.id, row.ringStep, step.userIds))) return false;
    await markRinging(tx, row.id, step.userIds);
    return true;
  });
  if (!moved) return undefined;
  const call = await findCallById(ctx.db, row.id);
  if (!call) return undefined;
  await noteOffered(ctx, call.organizationId, step);
  const stopped = row.ringingUserIds.filter((id) => !step.userIds.includes(id));
  await publish(ctx, stopped.map(agentChannel), 'call.ringing.stopped', {
    call_id: call.id,
    organization: organizationOf(call),
  });
  await publishIncoming(ctx, call);
  return call;
}

const ringingOf = (call: CallRow): Ringing => ({
  identities: call.ringingUserIds.map(agentIdentityOf),
  seconds: call.routing.steps[call.ringStep]?.seconds ?? 0,
  record: call.recordingEnabled,
});

/** What an agent's alert shows of a call ringing for them (the `call.incoming` event). */
export const incomingOf = (call: CallRow): AgentEventMap['call.incoming'] => ({
  call_id: call.id,
  organization: organizationOf(call),
  phone_from: call.phoneFrom,
  phone_to: call.phoneTo,
  contact: call.contactId && call.contactName ? { id: call.contactId, full_name: call.contactName } : null,
  callable_type: call.callableType,
  callable_id: call.callableId,
  callable_name: call.callableName,
  line_name: call.lineName,
  organization_name: call.organizationName,
  ring_timeout_seconds: ringingOf(call).seconds,
});

/** `call.incoming` to the agents the call rings now. */
async function publishIncoming(ctx: TelephonyContext, call: CallRow) {
  await publish(ctx, call.ringingUserIds.map(agentChannel), 'call.incoming', incomingOf(call));
}

export type RecordingEvent = {
  callId: number;
  recordingSid: string;
  /** Kept by the provider (Twilio's RecordingUrl) ... */
  url?: string | null | undefined;
  /** ... or stored here (the file storage: DATA_DIR/recordings or the bucket's recordings/). */
  key?: string | null | undefined;
  durationSeconds: number | null;
  voicemail: boolean;
};

/** Stores a finished recording once (idempotent on its sid) and publishes `call.recording.ready`. */
export async function applyRecording(ctx: TelephonyContext, event: RecordingEvent) {
  const row = await findCallById(ctx.db, event.callId);
  if (!row || row.recordingSid === event.recordingSid) return row;
  const stored = await setRecordingIfNone(ctx.db, row.id, {
    recordingSid: event.recordingSid,
    recordingUrl: event.url ?? null,
    recordingKey: event.key ?? null,
    recordingDurationSeconds: event.durationSeconds,
    voicemail: row.voicemail || event.voicemail,
  });
  const updated = (await findCallById(ctx.db, row.id)) ?? row;
  if (stored && updated.voicemail) await noteVoicemail(ctx, updated);
  if (stored) {
    await announceCall(ctx, updated, 'record.updated');
    await publish(ctx, channelsOf(updated), 'call.recording.ready', {
      call_id: updated.id,
      organization: organizationOf(updated),
      recording_url: recordingPath(updated),
      duration_seconds: updated.recordingDurationSeconds,
      voicemail: updated.voicemail,
    });
  }
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Incoming calls

export type MatchedCaller = {
  contact: { id: number; full_name: string } | null;
  callableType: CallableType | null;
  callableId: number | null;
  callableName: string | null;
};

const NO_MATCH: MatchedCaller = { contact: null, callableType: null, callableId: null, callableName: null };
const TYPE_ORDER: CallableType[] = ['contact', 'client', 'lead'];

async function toMatch(
  data: OrganizationData,
  found: { type: CallableType; id: number; name: string },
): Promise<MatchedCaller> {
  if (found.type !== 'contact') {
    return { contact: null, callableType: found.type, callableId: found.id, callableName: found.name };
  }
  // A contact belongs to a client: the call is about the client, with the contact as the person.
  const contact = await getContact(data, found.id);
  return {
    contact: { id: contact.id, full_name: contact.full_name },
    callableType: 'client',
    callableId: contact.client_id,
    callableName: contact.client.name,
  };
}

/**
 * Who is calling: a contact, client or lead of the organization with this phone. First the exact
 * E.164 number, then the national number (a caller id with or without a trunk or mobile prefix,
 * such as Mexico's old `+52 1`); contacts before clients before leads.
 */
export async function matchCaller(data: OrganizationData, phone: string | null): Promise<MatchedCaller> {
  if (!phone) return NO_MATCH;
  const exact = await findRecordsByPhone(data, phone);
  if (exact[0]) return toMatch(data, exact[0]);
  const national = parsePhoneNumberFromString(phone)?.nationalNumber ?? phone.replace(/\D/g, '').slice(-10);
  const candidates = [
    ...new Set([national, national.slice(-10), national.replace(/^1(?=\d{10}$)/, '')]),
  ].filter((digits) => digits.length >= 7);
  for (const digits of candidates) {
    const results = await search({ ...data, actorId: null }, { q: digits, limit: 20, types: TYPE_ORDER });
    const matches = results
      .filter((result) => result.matched === 'phone')
      .filter((result) => {
        const stored = (result.phone ?? '').replace(/\D/g, '');
        return !result.phone || stored.endsWith(digits) || digits.endsWith(nationalOf(result.phone));
      })
      .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
    const first = matches[0];
    if (first) return toMatch(data, { type: first.type, id: first.id, name: first.title });
  }
  return NO_MATCH;
}

const nationalOf = (phone: string) =>
  parsePhoneNumberFromString(phone)?.nationalNumber ?? phone.replace(/\D/g, '').slice(-10);

/**
 * The agents an incoming call rings: the number's assigned agents (still agents and members);
 * else the organization's online agents, which means present on the organization's presence
 * channel, else every active agent of the organization (so a call never rings nobody while
 * someone could take it).
 */
export async function ringingAgentIds(
  ctx: TelephonyContext,
  organizationId: number,
  number: NumberRow,
): Promise<number[]> {
  const members = await listMembers(ctx.db, organizationId);
  const agents = members.filter((member) => member.agent?.is_active);
  if (number.agents.length > 0) {
    const assigned = new Set(number.agents.map((agent) => agent.id));
    const ids = agents.filter((agent) => assigned.has(agent.id)).map((agent) => agent.id);
    if (ids.length > 0) return ids;
  }
  const present = new Set(
    (await ctx.presence.presenceMembers(organizationPresenceChannel(organizationId)).catch(() => [])).map(
      (member) => Number(member.user_id),
    ),
  );
  const online = agents.filter((agent) => present.has(agent.id));
  if (online.length > 0) return online.map((agent) => agent.id);
  return agents.map((agent) => agent.id);
}

export type IncomingCall =
  | { kind: 'unknown-number' }
  | { kind: 'routed'; call: CallRow; outcome: DialOutcome };

/**
 * The inbound path, for Twilio's voice webhook, the simulator's endpoint and the CLI alike: the
 * dialled number names the organization, the caller is matched to a record, the route is planned,
 * and the call is created ringing its first step (or, when nobody can take it, straight to its
 * fallback). A replay of the same provider call id answers the call already created, and
 * publishes nothing again.
 */
export async function receiveIncomingCall(
  ctx: TelephonyContext,
  input: {
    from: string | null;
    to: string;
    providerCallId: string;
    /** Only a number of this organization (the simulator's org-scoped endpoint). */
    organizationId?: number;
  },
): Promise<IncomingCall> {
  const to = normalizePhone(input.to, undefined);
  const number = to ? await getNumberByE164(ctx.db, to) : undefined;
  if (!number?.isActive) return { kind: 'unknown-number' };
  if (input.organizationId !== undefined && number.organizationId !== input.organizationId) {
    return { kind: 'unknown-number' };
  }
  const provider = ctx.provider.name;
  const existing = await findCallByProviderId(ctx.db, provider, input.providerCallId);
  if (existing) return { kind: 'routed', call: existing, outcome: currentOutcome(existing) };

  const organization = await ctx.organizationOf(number.organizationId);
  const from = input.from ? normalizePhone(input.from, organization.country) : null;
  const caller = await matchCaller({ db: ctx.db, organization }, from);
  const { teamId, ...routing } = await routeIncomingCall(ctx, organization, number, caller, () =>
    ringingAgentIds(ctx, organization.id, number),
  );
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const values: CallValues = {
        type: 'live',
        direction: 'inbound',
        status: 'ringing',
        userId: null,
        ringingUserIds: routing.steps[0]?.userIds ?? [],
        routing,
        ringStep: 0,
        ringingSince: ctx.clock.now(),
        teamId,
        phoneFrom: from,
        phoneTo: number.number,
        numberId: number.id,
        contactId: caller.contact?.id ?? null,
        callableType: caller.callableType,
        callableId: caller.callableId,
        provider,
        providerCallId: input.providerCallId,
        recordingEnabled: number.recordingEnabled,
        startedAt: ctx.clock.now(),
        lastActivityAt: ctx.clock.now(),
      };
      const callId = await insertCall(tx, organization.id, values);
      await recordCallOnTimeline(tx, organization.id, { ...values, id: callId });
      await markRinging(tx, callId, routing.steps[0]?.userIds ?? []);
      return callId;
    });
  } catch (error) {
    // The same webhook delivered twice at once: the unique provider call id lets one in.
    const raced = await findCallByProviderId(ctx.db, provider, input.providerCallId);
    if (raced) return { kind: 'routed', call: raced, outcome: currentOutcome(raced) };
    throw error;
  }
  const call = await findCallById(ctx.db, id);
  if (!call) throw new AppError(500, 'The call was not saved.');
  await announceCall(ctx, call, 'record.created');
  if (call.ringingUserIds.length === 0) return { kind: 'routed', call, outcome: await missed(ctx, call) };
  await noteOffered(ctx, call.organizationId, routing.steps[0]);
  await publishIncoming(ctx, call);
  return { kind: 'routed', call, outcome: { next: 'ring', call, ringing: ringingOf(call) } };
}

/** A replayed webhook: the call rings its current step still, or is past ringing. */
const currentOutcome = (call: CallRow): DialOutcome =>
  call.status === 'ringing' ? { next: 'ring', call, ringing: ringingOf(call) } : { next: 'hangup', call };

/** A call by id alone: webhooks and the simulator name calls by the id in their URLs. */
export const findCallForProvider = (ctx: TelephonyContext, id: number) => findCallById(ctx.db, id);
