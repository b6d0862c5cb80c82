/**
 * Browser telephony (spec §4 "Calling device", §7): the device's access token, starting and
 * ending calls, and the simulator's device API. All org-scoped: `/api/v2/{org}/telephony/...`
 * (`GET /telephony/access-token` also exists unprefixed, for the user's default organization).
 *
 * Live call, either provider: `POST /telephony/calls/initiate {type: 'live', phone_to, ...}` ->
 * `device.connect({params: {To: call.phone_to, CallId: String(call.id)}})`. Progress arrives as
 * `call.status.updated` on `private-agent.{userId}`.
 *
 * Simulator provider (no Twilio account): the browser's SimulatedDevice plays Twilio's part with
 * `POST /telephony/simulator/calls/{id}/{connect|hangup|answer|decline}` and learns everything
 * else from the realtime events; see {@link SIMULATOR_MAGIC_NUMBERS}.
 */
import { z } from 'zod';
import { CALL_NOTES_MAX_LENGTH, CALLABLE_TYPES } from './calls.ts';
import { idSchema } from './http.ts';
import { agentEventSchemas } from './realtime.ts';

export const TELEPHONY_PROVIDERS = ['simulator', 'twilio'] as const;
export type TelephonyProvider = (typeof TELEPHONY_PROVIDERS)[number];

/** Access tokens live one hour; the client refreshes every 3,000,000 ms (spec §9). */
export const TELEPHONY_TOKEN_TTL_SECONDS = 3600;
export const TELEPHONY_TOKEN_REFRESH_MS = 3_000_000;

/** Texts the spec gives word for word (§5). */
export const TELEPHONY_MESSAGES = {
  alreadyOnCall: 'Already on a call',
  noTrackedCall: 'No tracked call in progress',
  deviceNotReady: 'Device not ready',
} as const;

/** `GET /telephony/access-token`. */
/**
 * `GET /calls/my/ringing`: the incoming calls ringing for the signed-in agent now, as their
 * `call.incoming` event said, with when the current step began to ring: a page loaded while a
 * call rings (a reload, a second tab) shows its alert with the countdown left.
 */
export const ringingCallSchema = agentEventSchemas['call.incoming'].extend({
  ringing_since: z.iso.datetime({ offset: true }),
});
export type RingingCall = z.infer<typeof ringingCallSchema>;

export const accessTokenSchema = z.object({
  /** A JWT: Twilio's AccessToken with a VoiceGrant, or the simulator's own (same claims' shape). */
  token: z.string(),
  provider: z.enum(TELEPHONY_PROVIDERS),
  /** The device's client identity (`agent_{userId}`): incoming calls ring it. */
  identity: z.string(),
  /** Seconds the token is valid (3600). */
  ttl_seconds: z.number().int(),
  expires_at: z.string(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** `POST /telephony/calls/initiate` (spec §3 "Initiate payload"). */
export const initiateCallSchema = z.object({
  type: z.enum(['live', 'tracked'], { error: 'The type must be live or tracked.' }),
  phone_to: z
    .string({ error: 'The phone to field is required.' })
    .trim()
    .min(1, { error: 'The phone to field is required.' })
    .max(40, { error: 'The phone to field must be a valid phone number.' }),
  contact_id: idSchema.nullish(),
  callable_type: z
    .enum(CALLABLE_TYPES, { error: `The callable type must be one of: ${CALLABLE_TYPES.join(', ')}.` })
    .nullish(),
  callable_id: idSchema.nullish(),
});
export type InitiateCallInput = z.input<typeof initiateCallSchema>;

/** `POST /telephony/calls/{id}/end-tracked` (spec §3 "End-tracked payload"). */
export const endTrackedCallSchema = z.object({
  notes: z
    .string()
    .max(CALL_NOTES_MAX_LENGTH, {
      error: `The notes may not be greater than ${CALL_NOTES_MAX_LENGTH} characters.`,
    })
    .nullish()
    .transform((value) => (value?.trim() ? value : null)),
});
export type EndTrackedCallInput = z.input<typeof endTrackedCallSchema>;

/** `POST /telephony/simulator/incoming` (admins, simulator provider only). */
export const simulateIncomingSchema = z.object({
  from: z.string().trim().min(1, { error: 'The from field is required.' }).max(40),
  to: z.string().trim().min(1, { error: 'The to field is required.' }).max(40),
});
export type SimulateIncomingInput = z.input<typeof simulateIncomingSchema>;

/**
 * Outcomes the simulator gives an outgoing live call, by the last four digits of the dialled
 * number; any other number rings, is answered, and lasts until the browser hangs up.
 */
export const SIMULATOR_MAGIC_NUMBERS = {
  '0001': 'busy',
  '0002': 'no-answer',
  '0003': 'failed',
  '0004': 'answered, then the other party hangs up after 5 s',
  '0005': 'answered on a poor line: the browser device reports a quality warning',
} as const;

/** The number ending the simulator's device plays as a poor line (see SIMULATOR_MAGIC_NUMBERS). */
export const SIMULATOR_POOR_LINE_SUFFIX = '0005';
