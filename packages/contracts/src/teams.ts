/**
 * Teams of an organization (`/api/v2/{org}/teams`): agents who answer a set of numbers, with a
 * ring strategy, business hours in the organization's time zone, and a fallback when nobody
 * answers or the team is closed.
 */
import { z } from 'zod';

export const RING_STRATEGIES = ['simultaneous', 'round_robin', 'longest_idle'] as const;
export type RingStrategy = (typeof RING_STRATEGIES)[number];

/** What an unanswered or out-of-hours call does: record a voicemail, ring another team, or play the number's greeting. */
export const FALLBACK_ACTIONS = ['voicemail', 'team', 'greeting'] as const;
export type FallbackAction = (typeof FALLBACK_ACTIONS)[number];

export const DEFAULT_AGENT_RING_SECONDS = 25;
export const DEFAULT_TOTAL_RING_SECONDS = 90;

/** ISO weekdays, 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time as HH:MM.' });
/** A closing time may be 24:00: open until midnight. */
const closingTimeSchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'Use a time as HH:MM (24:00 for midnight).' });

/** Minutes since midnight of an `HH:MM` clock time (24:00 is 1440). */
export const minutesOfClock = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

export const openingSchema = z
  .object({ open: clockTimeSchema, close: closingTimeSchema })
  .refine((opening) => minutesOfClock(opening.open) < minutesOfClock(opening.close), {
    error: 'The opening time must be before the closing time.',
    path: ['close'],
  });
export type Opening = z.infer<typeof openingSchema>;

export const MAX_OPENINGS_PER_DAY = 4;

/** Opening hours per weekday in the organization's time zone; a missing or empty day is closed. */
export const businessHoursSchema = z
  .partialRecord(
    z.enum(WEEKDAYS),
    z
      .array(openingSchema)
      .max(MAX_OPENINGS_PER_DAY, { error: `At most ${MAX_OPENINGS_PER_DAY} openings a day.` }),
  )
  .superRefine((hours, context) => {
    for (const [day, openings] of Object.entries(hours)) {
      const sorted = [...(openings ?? [])].sort((a, b) => minutesOfClock(a.open) - minutesOfClock(b.open));
      for (let index = 1; index < sorted.length; index += 1) {
        const previous = sorted[index - 1];
        const current = sorted[index];
        if (previous && current && minutesOfClock(current.open) < minutesOfClock(previous.close)) {
          context.addIssue({
            code: 'custom',
            path: [day],
            message: `The openings ${previous.open}-${previous.close} and ${current.open}-${current.close} overlap.`,
          });
        }
      }
    }
  });
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const AGENT_RING_SECONDS_MIN = 5;
export const AGENT_RING_SECONDS_MAX = 120;
export const TOTAL_RING_SECONDS_MIN = 10;
export const TOTAL_RING_SECONDS_MAX = 600;
export const MAX_CLOSED_DATES = 366;
export const MAX_TEAM_MEMBERS = 200;
export const MAX_TEAM_NUMBERS = 50;

// ---------------------------------------------------------------------------------------------
// Agent availability

/**
 * What an agent can take right now, derived on every read:
 * - `on_call`: the calls module marked a call started and not yet ended;
 * - `offline`: no realtime connection (not present on any of their organizations' presence channels);
 * - `wrap_up`: a call ended less than the organization's wrap-up seconds ago;
 * - `unavailable` (with a reason) or `available`: what the agent chose.
 */
export const AVAILABILITY_STATUSES = ['available', 'on_call', 'wrap_up', 'unavailable', 'offline'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** What an agent may choose from the user menu; the other statuses follow calls and connections. */
export const CHOSEN_AVAILABILITY_STATUSES = ['available', 'unavailable'] as const;
export type ChosenAvailabilityStatus = (typeof CHOSEN_AVAILABILITY_STATUSES)[number];

/** Reasons the user menu offers; any other text (at most 100 characters) is accepted too. */
export const UNAVAILABLE_REASONS = ['Break', 'Lunch', 'Meeting', 'Training', 'Back office'] as const;
export const MAX_REASON_LENGTH = 100;

export const availabilitySchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  /** Why the agent is unavailable (null otherwise). */
  reason: z.string().nullable(),
  /** What the agent chose, shown again once a call and its wrap-up are over. */
  chosen: z.enum(CHOSEN_AVAILABILITY_STATUSES),
  /** Since when the shown status holds (ISO), null when unknown. */
  since: z.string().nullable(),
  /** Wrap-up only: when the agent becomes available again (ISO). */
  wrap_up_until: z.string().nullable(),
  /** When the agent's last call ended (ISO), for longest-idle routing; null if never. */
  last_call_ended_at: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** `PUT /agent/availability`. */
export const setAvailabilitySchema = z
  .object({
    status: z.enum(CHOSEN_AVAILABILITY_STATUSES, { error: 'Choose available or unavailable.' }),
    reason: z
      .string()
      .trim()
      .max(MAX_REASON_LENGTH, { error: `Must be at most ${MAX_REASON_LENGTH} characters.` })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((input, context) => {
    if (input.status === 'unavailable' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why you are unavailable.' });
    }
  });
export type SetAvailabilityInput = z.input<typeof setAvailabilitySchema>;

/** An agent of an organization with their availability (`GET /{org}/agents`). */
export const orgAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  availability: availabilitySchema,
});
export type OrgAgent = z.infer<typeof orgAgentSchema>;

// ---------------------------------------------------------------------------------------------
// Teams

const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const teamMemberSchema = refSchema.extend({ availability: availabilitySchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamNumberSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  friendly_name: z.string().nullable(),
});
export type TeamNumber = z.infer<typeof teamNumberSchema>;

/** Whether a team takes calls now, in the organization's time zone. */
export const openingStateSchema = z.object({
  open: z.boolean(),
  /** Open: when the current opening ends (ISO); null when it never does within a year. */
  closes_at: z.string().nullable(),
  /** Closed: when it next opens (ISO); null when it does not within a year. */
  opens_at: z.string().nullable(),
});
export type OpeningState = z.infer<typeof openingStateSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leader: refSchema.nullable(),
  members: z.array(teamMemberSchema),
  numbers: z.array(teamNumberSchema),
  ring_strategy: z.enum(RING_STRATEGIES),
  agent_ring_seconds: z.number().int(),
  total_ring_seconds: z.number().int(),
  business_hours: businessHoursSchema,
  closed_dates: z.array(z.string()),
  /** The organization's IANA time zone the hours are read in. */
  time_zone: z.string(),
  fallback_action: z.enum(FALLBACK_ACTIONS),
  fallback_team: refSchema.nullable(),
  opening: openingStateSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

const idListSchema = (max: number) =>
  z
    .array(z.number().int().positive().max(2_147_483_647, { error: 'No record has this id.' }))
    .max(max, { error: `At most ${max}.` });

const teamFields = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(100, { error: 'Must be at most 100 characters.' }),
  leader_id: z.number().int().positive().max(2_147_483_647).nullable(),
  /** User ids: agents of the organization. */
  member_ids: idListSchema(MAX_TEAM_MEMBERS),
  /** Number ids of the organization; a number is answered by one team at most. */
  number_ids: idListSchema(MAX_TEAM_NUMBERS),
  ring_strategy: z.enum(RING_STRATEGIES, { error: 'Choose simultaneous, round robin or longest idle.' }),
  agent_ring_seconds: z
    .number({ error: 'Must be a number of seconds.' })
    .int({ error: 'Must be a whole number of seconds.' })
    .min(AGENT_RING_SECONDS_MIN, { error: `Must be at least ${AGENT_RING_SECONDS_MIN} seconds.` })
    .max(AGENT_RING_SECONDS_MAX, { error: `Must be at most ${AGENT_RING_SECONDS_MAX} seconds.` }),
  total_ring_seconds: z
    .number({ error: 'Must be a number of seconds.' })
    .int({ error: 'Must be a whole number of seconds.' })
    .min(TOTAL_RING_SECONDS_MIN, { error: `Must be at least ${TOTAL_RING_SECONDS_MIN} seconds.` })
    .max(TOTAL_RING_SECONDS_MAX, { error: `Must be at most ${TOTAL_RING_SECONDS_MAX} seconds.` }),
  business_hours: businessHoursSchema,
  /** Whole days the team is closed (holidays), as YYYY-MM-DD in the organization's time zone. */
  closed_dates: z
    .array(z.iso.date({ error: 'Use a real date as YYYY-MM-DD.' }))
    .max(MAX_CLOSED_DATES, { error: `At most ${MAX_CLOSED_DATES} closed dates.` }),
  fallback_action: z.enum(FALLBACK_ACTIONS, { error: 'Choose voicemail, another team or the greeting.' }),
  /** Required when `fallback_action` is `team`: another team of the organization. */
  fallback_team_id: z.number().int().positive().max(2_147_483_647).nullable(),
});

export const createTeamSchema = teamFields.extend({
  leader_id: teamFields.shape.leader_id.default(null),
  member_ids: teamFields.shape.member_ids.default([]),
  number_ids: teamFields.shape.number_ids.default([]),
  ring_strategy: teamFields.shape.ring_strategy.default('simultaneous'),
  agent_ring_seconds: teamFields.shape.agent_ring_seconds.default(DEFAULT_AGENT_RING_SECONDS),
  total_ring_seconds: teamFields.shape.total_ring_seconds.default(DEFAULT_TOTAL_RING_SECONDS),
  business_hours: businessHoursSchema.default({}),
  closed_dates: teamFields.shape.closed_dates.default([]),
  fallback_action: teamFields.shape.fallback_action.default('voicemail'),
  fallback_team_id: teamFields.shape.fallback_team_id.default(null),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

export const updateTeamSchema = teamFields.partial();
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

// ---------------------------------------------------------------------------------------------
// Organization call settings

export const DEFAULT_WRAP_UP_SECONDS = 30;
export const DEFAULT_MISSED_CALL_SLA_MINUTES = 15;
export const WRAP_UP_SECONDS_MAX = 600;
export const MISSED_CALL_SLA_MINUTES_MAX = 1440;

export const callSettingsSchema = z.object({
  /** After a call ends, the agent is in wrap-up this long before calls ring them again. */
  wrap_up_seconds: z.number().int(),
  /** A missed call should be called back within this many minutes. */
  missed_call_sla_minutes: z.number().int(),
});
export type CallSettings = z.infer<typeof callSettingsSchema>;

export const updateCallSettingsSchema = z.object({
  wrap_up_seconds: z
    .number({ error: 'Must be a number of seconds.' })
    .int({ error: 'Must be a whole number of seconds.' })
    .min(0, { error: 'Must be 0 or more seconds.' })
    .max(WRAP_UP_SECONDS_MAX, { error: `Must be at most ${WRAP_UP_SECONDS_MAX} seconds.` })
    .optional(),
  missed_call_sla_minutes: z
    .number({ error: 'Must be a number of minutes.' })
    .int({ error: 'Must be a whole number of minutes.' })
    .min(1, { error: 'Must be at least 1 minute.' })
    .max(MISSED_CALL_SLA_MINUTES_MAX, { error: `Must be at most ${MISSED_CALL_SLA_MINUTES_MAX} minutes.` })
    .optional(),
});
export type UpdateCallSettingsInput = z.input<typeof updateCallSettingsSchema>;
