/**
 * Calls: one record per call, whatever made it (a live browser call, a tracked external call, a
 * manual log). Org-scoped routes: `GET|POST /calls`, `GET|PUT /calls/{id}`,
 * `GET /calls/{id}/recording`; global: `GET /calls/my` (the signed-in user's calls in every
 * organization). The telephony routes that start and end calls are in `telephony.ts`.
 *
 * ## List query (`GET /calls`, `GET /calls/my`)
 * The records list grammar (see `records.ts`): `page`, `per_page`, `sort`, `q` (phone digits or
 * the contact's name) and the filters below, e.g. `filter[user_id]=me`,
 * `filter[direction]=inbound`, `filter[status]=completed,missed`,
 * `filter[started_at][after]=2026-05-01`, `filter[callable_type]=client&filter[callable_id]=12`,
 * `filter[contact_id]=7`.
 */
import { z } from 'zod';
import { idSchema, timestampSchema } from './http.ts';
import { listQueryFor, SUBJECT_TYPES, userRefSchema } from './records.ts';

/** Notes of a call: at most 1000 characters (spec §5, §9). */
export const CALL_NOTES_MAX_LENGTH = 1000;

export const CALL_TYPES = ['live', 'tracked', 'manual'] as const;
export type CallType = (typeof CALL_TYPES)[number];

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/**
 * Twilio's CallStatus values, plus `missed` (an incoming call nobody answered), `abandoned` (an
 * open call closed by the server after a time without activity, or discarded by its agent).
 */
export const CALL_STATUSES = [
  'initiated',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
  'missed',
  'abandoned',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Statuses after which nothing about the call's progress changes any more. */
export const FINAL_CALL_STATUSES: readonly CallStatus[] = [
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
  'missed',
  'abandoned',
];

/**
 * Progress order: a callback never moves a call to a lower rank (callbacks come late, twice, or
 * out of order). Every final status has the same, highest rank: the first one wins.
 */
export const CALL_STATUS_RANK: Record<CallStatus, number> = {
  initiated: 0,
  ringing: 1,
  'in-progress': 2,
  completed: 3,
  busy: 3,
  failed: 3,
  'no-answer': 3,
  canceled: 3,
  missed: 3,
  abandoned: 3,
};

export const isOpenCallStatus = (status: CallStatus) => CALL_STATUS_RANK[status] < 3;

/** What a call can be about: the records modules' subjects (opportunities and trips later). */
export const CALLABLE_TYPES = SUBJECT_TYPES;
export type CallableType = (typeof CALLABLE_TYPES)[number];

export const callContactSchema = z.object({ id: z.number().int(), full_name: z.string() });
export type CallContact = z.infer<typeof callContactSchema>;

export const callRecordingSchema = z.object({
  /**
   * The authenticated download route (`/api/v2/{org}/calls/{id}/recording`, Bearer token): fetch
   * it as a blob for an `<audio>` element.
   */
  url: z.string(),
  duration_seconds: z.number().int().nullable(),
  content_type: z.string(),
});
export type CallRecording = z.infer<typeof callRecordingSchema>;

export const callSchema = z.object({
  id: z.number().int(),
  organization: z.object({ id: z.number().int(), code: z.string() }),
  type: z.enum(CALL_TYPES),
  direction: z.enum(CALL_DIRECTIONS),
  status: z.enum(CALL_STATUSES),
  /** E.164; null when unknown (a withheld caller id, an organization without numbers). */
  phone_from: z.string().nullable(),
  phone_to: z.string().nullable(),
  /** The agent who made or answered the call; null for an incoming call nobody answered yet. */
  agent: userRefSchema.nullable(),
  contact: callContactSchema.nullable(),
  callable_type: z.enum(CALLABLE_TYPES).nullable(),
  callable_id: z.number().int().nullable(),
  /** Name of the callable record (the lead's or contact's full name, the client's name). */
  callable_name: z.string().nullable(),
  /** The organization number the call went through. */
  number_id: z.number().int().nullable(),
  /** That number's name ("Main line"); null when it has none. */
  line_name: z.string().nullable(),
  provider: z.string().nullable(),
  provider_call_id: z.string().nullable(),
  started_at: timestampSchema,
  answered_at: timestampSchema.nullable(),
  ended_at: timestampSchema.nullable(),
  /** Seconds, once the call ended (talk time when the provider says so, else end - start). */
  duration_seconds: z.number().int().nullable(),
  /** Definition key of the `call_outcomes` list. */
  outcome: z.string().nullable(),
  notes: z.string().nullable(),
  recording: callRecordingSchema.nullable(),
  /** An incoming call that ended in the voicemail (its recording is the message). */
  voicemail: z.boolean(),
  /** Decimal string as the provider gives it (negative is a cost), never a float. */
  price: z.string().nullable(),
  price_unit: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Call = z.infer<typeof callSchema>;

/**
 * A call as a record's timeline shows it (`data.call` of a `call` entry), read with the page so
 * it is current: notes edited after the call, the outcome, the recording once it is ready.
 */
export const callActivitySchema = callSchema
  .pick({
    id: true,
    type: true,
    direction: true,
    status: true,
    agent: true,
    duration_seconds: true,
    outcome: true,
    notes: true,
    voicemail: true,
    line_name: true,
  })
  .extend({
    /** The other party's number (the caller's, or the number called). */
    phone: z.string().nullable(),
    /** The other party's name: the contact's, else the record's; null for an unknown number. */
    party_name: z.string().nullable(),
    has_recording: z.boolean(),
  });
export type CallActivity = z.infer<typeof callActivitySchema>;

/** The default call outcomes that mean nobody was spoken with. */
export const UNREACHED_CALL_OUTCOMES = ['no_answer', 'voicemail', 'wrong_number'] as const;

/**
 * Whether a call logged with this outcome reached the person (it then closes their callback
 * tasks): any outcome but the unreached ones, and no outcome at all, since the log's default is a
 * conversation of some minutes.
 */
export const isReachedOutcome = (outcome: string | null): boolean =>
  outcome === null || !(UNREACHED_CALL_OUTCOMES as readonly string[]).includes(outcome);

const notesSchema = z
  .string()
  .max(CALL_NOTES_MAX_LENGTH, {
    error: `The notes may not be greater than ${CALL_NOTES_MAX_LENGTH} characters.`,
  })
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

const outcomeSchema = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => (value ? value : null));

const callableTypeSchema = z.enum(CALLABLE_TYPES, {
  error: 'The callable type must be lead, client or contact.',
});

const callableFields = {
  contact_id: idSchema.nullish(),
  callable_type: callableTypeSchema.nullish(),
  callable_id: idSchema.nullish(),
};

/** `POST /calls`: a call made elsewhere, logged afterwards. */
export const createCallSchema = z.object({
  direction: z.enum(CALL_DIRECTIONS, { error: 'The direction must be inbound or outbound.' }),
  /** The other party's number, any common format (read in the organization's country). */
  phone_number: z
    .string({ error: 'The phone number field is required.' })
    .trim()
    .min(1, { error: 'The phone number field is required.' })
    .max(40),
  ...callableFields,
  started_at: z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date and time.' }),
  duration_seconds: z
    .number({ error: 'The duration must be a number of seconds.' })
    .int()
    .min(0)
    .max(24 * 3600, { error: 'The duration may not be greater than 24 hours.' }),
  outcome: outcomeSchema,
  notes: notesSchema,
});
export type CreateCallInput = z.input<typeof createCallSchema>;

/**
 * `POST /calls/{id}/link`: the record a call with none is about (a lead made from an unknown
 * number). Once only: 409 when the call is already about a record.
 */
export const linkCallSchema = z.object({
  callable_type: callableTypeSchema,
  callable_id: idSchema,
});
export type LinkCallInput = z.input<typeof linkCallSchema>;
export const CALL_ALREADY_LINKED = 'The call is already linked to a record.';

/** `PUT /calls/{id}`: after a call, its notes and outcome (the agent's own calls; admins any). */
export const updateCallSchema = z.object({
  outcome: outcomeSchema.optional(),
  notes: notesSchema.optional(),
});
export type UpdateCallInput = z.input<typeof updateCallSchema>;

export const CALL_FILTERS = {
  user_id: 'relation',
  direction: 'enum',
  type: 'enum',
  status: 'enum',
  outcome: 'enum',
  callable_type: 'enum',
  callable_id: 'number',
  contact_id: 'relation',
  number_id: 'relation',
  phone: 'text',
  started_at: 'date',
  duration_seconds: 'number',
} as const;
export const CALL_SORTS = ['started_at', 'duration_seconds', 'status', 'direction', 'agent'] as const;

export const listCallsQuerySchema = listQueryFor({
  filters: CALL_FILTERS,
  sorts: CALL_SORTS,
  defaultSort: '-started_at',
});
export type ListCallsQuery = z.input<typeof listCallsQuerySchema>;
