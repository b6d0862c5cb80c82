import { z } from 'zod';
import { notificationSchema, notificationsReadEventSchema } from './notifications.ts';
import { SUBJECT_TYPES } from './records.ts';
import { taskReminderEventSchema } from './tasks.ts';

/**
 * Realtime: a Pusher-protocol-7 websocket server built into the API process. The browser learns
 * where to connect from `GET /config` and authorises private channels at `POST /broadcasting/auth`.
 */

/** Private channel of one user: the agent's browser listens here (spec §7). */
export const agentChannel = (userId: number) => `private-agent.${userId}`;

/** Presence channel of an organization's members ("who is online"). */
export const organizationPresenceChannel = (organizationId: number) =>
  `presence-organization.${organizationId}`;

export const AGENT_CHANNEL_PATTERN = /^private-agent\.(\d{1,12})$/;
export const ORGANIZATION_PRESENCE_PATTERN = /^presence-organization\.(\d{1,12})$/;

/** Pusher's socket id format (`123.456`); pusher-http-node refuses any other. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;
/** Pusher's channel name alphabet and length limit. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** `GET /config`: where and how clients connect; hosts can move without a rebuild of the web app. */
export const clientConfigSchema = z.object({
  realtime: z.object({
    /** Pusher app key: the path `/app/{key}` of the websocket URL. */
    key: z.string(),
    /** Host the browser connects to; null means "the host the page came from". */
    host: z.string().nullable(),
    port: z.number().int(),
    /** true: `wss://` (forceTLS). */
    tls: z.boolean(),
  }),
  telephony: z.object({ provider: z.string() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** `POST /broadcasting/auth` (form-encoded as pusher-js sends it, or JSON). */
export const channelAuthRequestSchema = z.object({
  socket_id: z.string().regex(SOCKET_ID_PATTERN, { error: 'The socket id is invalid.' }),
  channel_name: z.string().regex(CHANNEL_NAME_PATTERN, { error: 'The channel name is invalid.' }),
});
export type ChannelAuthRequest = z.infer<typeof channelAuthRequestSchema>;

export const channelAuthResponseSchema = z.object({
  /** `KEY:hex(HMAC-SHA256(secret, socket_id:channel_name[:channel_data]))`. */
  auth: z.string(),
  /** Presence channels only: the member as the other members see it (a JSON string). */
  channel_data: z.string().optional(),
});
export type ChannelAuthResponse = z.infer<typeof channelAuthResponseSchema>;

/** What a presence member tells the others about itself. */
export const presenceMemberInfoSchema = z.object({ name: z.string() });
export type PresenceMemberInfo = z.infer<typeof presenceMemberInfoSchema>;

/** `GET /health`: liveness plus the realtime counters. */
/** `GET /health`: public liveness, nothing more. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** `GET /realtime/stats`: this instance's realtime counters, for administrators. */
export const realtimeStatsSchema = z.object({
  connections: z.number().int(),
  channels: z.number().int(),
  subscriptions: z.number().int(),
  messages_sent: z.number().int(),
  messages_received: z.number().int(),
  /** 'off' without REDIS_URL; 'down' while Redis is unreachable (events then stay on this node). */
  redis: z.enum(['off', 'up', 'down']),
});

const callEventBase = {
  call_id: z.number().int(),
  /** The organization of the call: the browser may be looking at another one. */
  organization: z.object({ id: z.number().int(), code: z.string() }),
};
const callPartySchema = z.object({ id: z.number().int(), full_name: z.string() }).nullable();
const callableTypeSchema = z.enum(SUBJECT_TYPES).nullable();

/**
 * Events on `private-agent.{userId}`, by their bare name (Echo's `.call.incoming`), with payloads.
 * One map so the server's publishes and the web's `subscribeToAgentEvents` agree.
 * - `call.initiated`: a call record was created for this agent (initiate, manual log excluded).
 * - `call.status.updated`: any status change, from the provider's callbacks or the simulator
 *   (the SimulatedDevice follows its call with these: ringing, in-progress = 'Connected',
 *   then a final status).
 * - `call.incoming`: to every agent an incoming call rings.
 * - `call.ringing.stopped`: the call still rings, but no longer here: routing moved it on to the
 *   next agents (their turn timed out or they declined).
 * - `call.recording.ready`: a recording (or voicemail) can be downloaded.
 * - `task.reminder`: a task assigned to this user reached its reminder time (sent once).
 * - `notification.created`: a new entry of the user's notification centre, whole.
 * - `notifications.read`: the user read some (or all) of them, in some tab.
 */
export const agentEventSchemas = {
  'call.initiated': z.object({
    ...callEventBase,
    type: z.enum(['live', 'tracked', 'manual']),
    direction: z.enum(['inbound', 'outbound']),
    status: z.string(),
    phone_from: z.string().nullable(),
    phone_to: z.string().nullable(),
    contact: callPartySchema,
    callable_type: callableTypeSchema,
    callable_id: z.number().int().nullable(),
  }),
  'call.status.updated': z.object({
    ...callEventBase,
    type: z.enum(['live', 'tracked', 'manual']),
    direction: z.enum(['inbound', 'outbound']),
    status: z.string(),
    previous_status: z.string(),
    /** The agent who answered (incoming calls), so the other agents' alerts close. */
    agent_id: z.number().int().nullable(),
    answered_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    duration_seconds: z.number().int().nullable(),
  }),
  'call.incoming': z.object({
    ...callEventBase,
    phone_from: z.string().nullable(),
    phone_to: z.string().nullable(),
    /** The matched contact; null for an unknown caller or a caller matched to a lead or client. */
    contact: callPartySchema,
    callable_type: callableTypeSchema,
    callable_id: z.number().int().nullable(),
    /** Name of the matched record (use it when contact is null). */
    callable_name: z.string().nullable(),
    /** The called number's name ("Main line"); null when it has none. */
    line_name: z.string().nullable(),
    /** The organization called: the agent may be looking at another one. */
    organization_name: z.string(),
    /** How long it rings before the voicemail or 'missed'. */
    ring_timeout_seconds: z.number().int(),
  }),
  'call.ringing.stopped': z.object({ ...callEventBase }),
  'call.recording.ready': z.object({
    ...callEventBase,
    /** The authenticated download route of the recording. */
    recording_url: z.string(),
    duration_seconds: z.number().int().nullable(),
    voicemail: z.boolean(),
  }),
  'task.reminder': taskReminderEventSchema,
  'notification.created': notificationSchema,
  'notifications.read': notificationsReadEventSchema,
} as const;

export type AgentEventName = keyof typeof agentEventSchemas;
export type AgentEventMap = { [Name in AgentEventName]: z.infer<(typeof agentEventSchemas)[Name]> };
export const AGENT_EVENT_NAMES = Object.keys(agentEventSchemas) as AgentEventName[];

/** The realtime connection as the interface shows it. */
export type RealtimeStatus = 'connected' | 'reconnecting' | 'offline';
