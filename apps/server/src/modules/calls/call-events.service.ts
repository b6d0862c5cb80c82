import {
  CALL_STATUS_RANK,
  type CallableType,
  type CallStatus,
  FINAL_CALL_STATUSES,
} from '@aurora/contracts/calls';
import { type AgentEventMap, agentChannel, organizationPresenceChannel } from '@aurora/contracts/realtime';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { getContact } from '#modules/contacts/contacts.service.ts';
import { getNumberByE164, type NumberRow } from '#modules/numbers/numbers.service.ts';
import { AppError } from '#platform/errors.ts';
import { normalizePhone } from '#platform/phones.ts';
import type { TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import type { OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { getOrganization, getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { agentIdentityOf } from '#platform/tenancy/users.service.ts';
import { findRecordsByPhone, search } from '#records/search/search.service.ts';
import {
  type CallRow,
  type CallValues,
  findCallById,
  findCallByProviderId,
  insertCall,
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
  await ctx.realtime.publish(channels, event, payload);
}

export async function publishCallInitiated(ctx: TelephonyContext, row: CallRow) {
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
      // Another agent's device leg ending (declined, rang out) is not the end of the call.
      if (isFinalStatus(event.status) && event.status !== 'completed') return row;
      if (row.userId && row.userId !== event.legUserId) return row;
    }
    const at = event.at ?? ctx.now();
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
    if (event.price && row.price === null) {
      values.price = event.price;
      values.priceUnit = event.priceUnit?.toUpperCase() ?? null;
    }
    if (Object.keys(values).length === 0) return row;
    values.lastActivityAt = ctx.now();
    if (!(await updateCallIfStatus(ctx.db, row.id, row.status, values))) continue;
    const updated = (await findCallById(ctx.db, row.id)) ?? row;
    if (advance) await publishCallStatus(ctx, updated, row.status);
    return updated;
  }
  throw new Error(`call ${event.callId}: progress kept racing other updates`);
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

export type DialOutcome = { call: CallRow | undefined; voicemail: boolean; greeting: string | null };

/**
 * The end of the Dial (Twilio's dial action, or the simulator's): an answered call completes;
 * an incoming call nobody answered is `missed` and goes to the voicemail when its number has it
 * on (follow-up tasks come with the tasks module); an outgoing one ends busy, no-answer...
 */
export async function handleDialEnded(
  ctx: TelephonyContext,
  callId: number,
  dialStatus: string,
  durationSeconds?: number | null,
): Promise<DialOutcome> {
  const row = await findCallById(ctx.db, callId);
  if (!row) return { call: undefined, voicemail: false, greeting: null };
  const status = DIAL_STATUS[dialStatus] ?? 'failed';
  if (status === 'completed' && (row.answeredAt || row.status === 'in-progress')) {
    const call = await applyCallProgress(ctx, { callId, status, durationSeconds });
    return { call, voicemail: false, greeting: null };
  }
  if (row.direction === 'outbound') {
    const call = await applyCallProgress(ctx, {
      callId,
      status: status === 'completed' ? 'no-answer' : status,
    });
    return { call, voicemail: false, greeting: null };
  }
  const call = await applyCallProgress(ctx, { callId, status: 'missed', durationSeconds: 0 });
  const number = row.phoneTo ? await getNumberByE164(ctx.db, row.phoneTo) : undefined;
  const voicemail = Boolean(number?.isActive && number.voicemailEnabled);
  const organization = voicemail ? await getOrganization(ctx.db, row.organizationId) : undefined;
  return { call, voicemail, greeting: organization?.voicemailGreeting ?? null };
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
  if (stored) {
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
    const results = await search(data, { q: digits, limit: 20, types: TYPE_ORDER });
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
 * channel, else agents whose status is not offline, else every active agent of the organization
 * (so a call never rings nobody while someone could take it).
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
    (await ctx.realtime.presenceMembers(organizationPresenceChannel(organizationId)).catch(() => [])).map(
      (member) => Number(member.user_id),
    ),
  );
  const online = agents.filter((agent) => present.has(agent.id));
  if (online.length > 0) return online.map((agent) => agent.id);
  const available = agents.filter((agent) => agent.agent?.status !== 'offline');
  if (available.length > 0) return available.map((agent) => agent.id);
  return agents.map((agent) => agent.id);
}

export type IncomingCall =
  | { kind: 'unknown-number' }
  | {
      kind: 'ring';
      call: CallRow;
      identities: string[];
      ringTimeoutSeconds: number;
      record: boolean;
    }
  | { kind: 'no-agents'; call: CallRow; outcome: DialOutcome };

/**
 * The inbound path, for Twilio's voice webhook, the simulator's endpoint and the CLI alike: the
 * dialled number names the organization, the caller is matched to a record, the call is created
 * ringing and `call.incoming` goes to every agent it rings. A replay of the same provider call id
 * answers the call already created, and publishes nothing again.
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
  if (existing) return incomingAnswer(existing, number);

  // The organization is read once here; everything below takes it from this scope.
  const organization = await getOrganizationScope(ctx.db, number.organizationId);
  const from = input.from ? normalizePhone(input.from, organization.country) : null;
  const caller = await matchCaller({ db: ctx.db, organization }, from);
  const ringing = await ringingAgentIds(ctx, organization.id, number);
  let id: number;
  try {
    id = await insertCall(organization.id, ctx.db, {
      type: 'live',
      direction: 'inbound',
      status: 'ringing',
      userId: null,
      ringingUserIds: ringing,
      phoneFrom: from,
      phoneTo: number.number,
      numberId: number.id,
      contactId: caller.contact?.id ?? null,
      callableType: caller.callableType,
      callableId: caller.callableId,
      provider,
      providerCallId: input.providerCallId,
      recordingEnabled: number.recordingEnabled,
      startedAt: ctx.now(),
      lastActivityAt: ctx.now(),
    });
  } catch (error) {
    // The same webhook delivered twice at once: the unique provider call id lets one in.
    const raced = await findCallByProviderId(ctx.db, provider, input.providerCallId);
    if (raced) return incomingAnswer(raced, number);
    throw error;
  }
  const call = await findCallById(ctx.db, id);
  if (!call) throw new AppError(500, 'The call was not saved.');
  if (ringing.length === 0) {
    return { kind: 'no-agents', call, outcome: await handleDialEnded(ctx, call.id, 'no-answer') };
  }
  await publish(ctx, ringing.map(agentChannel), 'call.incoming', {
    call_id: call.id,
    organization: organizationOf(call),
    phone_from: call.phoneFrom,
    phone_to: call.phoneTo,
    contact: caller.contact,
    callable_type: caller.callableType,
    callable_id: caller.callableId,
    callable_name: caller.callableName,
    ring_timeout_seconds: number.ringTimeoutSeconds,
  });
  return incomingAnswer(call, number);
}

function incomingAnswer(call: CallRow, number: NumberRow): IncomingCall {
  return {
    kind: 'ring',
    call,
    identities: call.ringingUserIds.map(agentIdentityOf),
    ringTimeoutSeconds: number.ringTimeoutSeconds,
    record: call.recordingEnabled,
  };
}

/** A call by id alone: webhooks and the simulator name calls by the id in their URLs. */
export const findCallForProvider = (ctx: TelephonyContext, id: number) => findCallById(ctx.db, id);
