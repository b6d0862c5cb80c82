/**
 * Call analytics and the live wallboard.
 *
 * - `GET /api/v2/{org}/analytics/calls?{callAnalyticsQuery}`: the analytics page, one answer per
 *   view (totals, the previous period's totals, days, the weekday x hour heatmap, outcomes, agents).
 * - `GET /api/v2/{org}/analytics/wallboard?team_id=`: what a team's TV shows now; the page
 *   refetches it on the organization channel's `record.*` events of `calls` and `agents`.
 * - `GET|PUT /api/v2/{org}/analytics/settings`: the service level's seconds and the wallboard's
 *   red thresholds (administrators change them).
 *
 * Which calls count: those through the telephony (`live` and `tracked`; a `manual` log records a
 * call made elsewhere, with no ringing or answer to measure), once each, leaving out internal calls
 * (the other party is one of the organization's own numbers) and test calls (the other party is
 * one of Twilio's test numbers, `+1500555….`). Days and hours are the organization's (its time
 * zone); a call belongs to the day and hour it started.
 *
 * Each counted inbound call is exactly one of: answered (an agent took it), voicemail (the caller
 * left a message), abandoned (the caller hung up, or it rang out, after ringing at least
 * `SHORT_ABANDON_SECONDS`) and short abandon (hung up before). So
 * `inbound = answered + missed + voicemail + abandoned + short_abandons`, where `missed` is what
 * rang out with nobody answering and no message. Short abandons are counted apart and left out of
 * every rate.
 */
import { z } from 'zod';
import { CALL_DIRECTIONS } from './calls.ts';
import { idSchema, pathIdSchema } from './http.ts';
import { dateOnlySchema, userRefSchema } from './records.ts';

export const SHORT_ABANDON_SECONDS = 5;

/** The service level's target: answered within this many seconds. A choice, so the rollup keeps one count per choice. */
export const SERVICE_LEVEL_SECONDS = [10, 15, 20, 30, 45, 60] as const;
export type ServiceLevelSeconds = (typeof SERVICE_LEVEL_SECONDS)[number];
export const DEFAULT_SERVICE_LEVEL_SECONDS: ServiceLevelSeconds = 20;

/** The longest custom range: a year and a day (a leap year's whole year, both ends included). */
export const ANALYTICS_MAX_DAYS = 366;

export const ANALYTICS_PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'custom',
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** `1,2,3` in a query string: at most 100 ids. */
const idListSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'Use a comma-separated list of ids.' })
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(idSchema));

export const callAnalyticsQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS).default('this_month'),
    /** Only with `custom`: the first and last day, both included, at most `ANALYTICS_MAX_DAYS`. */
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    agent_ids: idListSchema.optional(),
    team_ids: idListSchema.optional(),
    number_ids: idListSchema.optional(),
    direction: z.enum(CALL_DIRECTIONS).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs its first day.' });
    if (!query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A custom period needs its last day.' });
    if (!query.from || !query.to) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day may not be before the first.' });
    if (days > ANALYTICS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period may not be longer than ${ANALYTICS_MAX_DAYS} days.`,
      });
  });
export type CallAnalyticsQuery = z.output<typeof callAnalyticsQuerySchema>;

/**
 * What the rollup adds up for a set of calls: every field is a sum, so two sets add field by field.
 * Seconds are whole seconds.
 */
export const callCountersSchema = z.object({
  inbound: z.number().int(),
  outbound: z.number().int(),
  answered: z.number().int(),
  missed: z.number().int(),
  voicemail: z.number().int(),
  abandoned: z.number().int(),
  short_abandons: z.number().int(),
  /** Outbound calls that connected (someone picked up). */
  outbound_connected: z.number().int(),
  /** Answered within the organization's service level seconds. */
  answered_in_service_level: z.number().int(),
  /** Ringing time of the answered calls, added up. */
  answer_seconds: z.number().int(),
  /** Talk time of the handled calls (answered inbound, connected outbound). */
  talk_seconds: z.number().int(),
  /** The agents' wrap-up after handled calls (from their state history). */
  wrap_up_seconds: z.number().int(),
});
export type CallCounters = z.infer<typeof callCountersSchema>;

export const EMPTY_CALL_COUNTERS: CallCounters = {
  inbound: 0,
  outbound: 0,
  answered: 0,
  missed: 0,
  voicemail: 0,
  abandoned: 0,
  short_abandons: 0,
  outbound_connected: 0,
  answered_in_service_level: 0,
  answer_seconds: 0,
  talk_seconds: 0,
  wrap_up_seconds: 0,
};

export const addCounters = (a: CallCounters, b: CallCounters): CallCounters =>
  Object.fromEntries(
    Object.keys(EMPTY_CALL_COUNTERS).map((key) => [
      key,
      a[key as keyof CallCounters] + b[key as keyof CallCounters],
    ]),
  ) as CallCounters;

/** Seconds an agent spent in each state (decision 025), unavailable split by reason. */
export const agentTimeSchema = z.object({
  available: z.number().int(),
  ringing: z.number().int(),
  on_call: z.number().int(),
  wrap_up: z.number().int(),
  unavailable: z.number().int(),
  /** `unavailable` by the reason the agent gave (`null`: none given), longest first. */
  unavailable_by_reason: z.array(z.object({ reason: z.string().nullable(), seconds: z.number().int() })),
});
export type AgentTime = z.infer<typeof agentTimeSchema>;

/** Missed callers called back: from the missed-call tasks of the period. */
export const recoverySchema = z.object({
  /** Missed-call tasks created in the period. */
  missed_callers: z.number().int(),
  /** Of those, the ones closed by a call to the caller. */
  called_back: z.number().int(),
  /** From the missed call to the call back, the median; null when nobody was called back. */
  median_callback_seconds: z.number().int().nullable(),
});
export type Recovery = z.infer<typeof recoverySchema>;

/** One agent's row of the per-agent table: calls joined to sales. */
export const agentAnalyticsSchema = z.object({
  agent: userRefSchema,
  counters: callCountersSchema,
  time: agentTimeSchema,
  recovery: recoverySchema,
  /** Opportunities the agent owns that were won in the period. */
  won_opportunities: z.number().int(),
  /** Sell total of the agent's bookings confirmed in the period, in the organization's currency (minor units). */
  booked_revenue: z.number().int(),
});
export type AgentAnalytics = z.infer<typeof agentAnalyticsSchema>;

export const callAnalyticsSchema = z.object({
  /** The days read, both included, and the previous period of the same length. */
  range: z.object({
    from: dateOnlySchema,
    to: dateOnlySchema,
    previous_from: dateOnlySchema,
    previous_to: dateOnlySchema,
  }),
  time_zone: z.string(),
  currency: z.string(),
  service_level_seconds: z.number().int(),
  totals: callCountersSchema,
  previous_totals: callCountersSchema,
  recovery: recoverySchema,
  previous_recovery: recoverySchema,
  /** Every day of the range, in order, days without calls included. */
  days: z.array(z.object({ date: dateOnlySchema, counters: callCountersSchema })),
  /** Inbound by ISO weekday (1 Monday .. 7 Sunday) and hour (0..23); cells without calls left out. */
  heatmap: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      hour: z.number().int().min(0).max(23),
      inbound: z.number().int(),
      answered: z.number().int(),
      short_abandons: z.number().int(),
    }),
  ),
  /** Counted calls by outcome key of the `call_outcomes` definitions; `null`: none logged. */
  outcomes: z.array(z.object({ outcome: z.string().nullable(), calls: z.number().int() })),
  agents: z.array(agentAnalyticsSchema),
});
export type CallAnalytics = z.infer<typeof callAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// Metrics: each computed here, once; the interface shows its formula's words in a tooltip.

type Ratio = number | null;
const ratio = (part: number, whole: number): Ratio => (whole > 0 ? part / whole : null);

/** Calls the rates divide by: inbound, but the short abandons. */
export const rateBase = (c: CallCounters) => c.inbound - c.short_abandons;
export const handledCalls = (c: CallCounters) => c.answered + c.outbound_connected;

export type MetricFormat = 'count' | 'percent' | 'duration';

/** A metric: how it is written and its value (null when it cannot be told: nothing to divide by). */
export type CallMetric = { format: MetricFormat; value: (c: CallCounters) => number | null };

export const CALL_METRICS = {
  inbound: { format: 'count', value: (c) => c.inbound },
  outbound: { format: 'count', value: (c) => c.outbound },
  answered: { format: 'count', value: (c) => c.answered },
  missed: { format: 'count', value: (c) => c.missed },
  voicemail: { format: 'count', value: (c) => c.voicemail },
  abandoned: { format: 'count', value: (c) => c.abandoned },
  short_abandons: { format: 'count', value: (c) => c.short_abandons },
  answer_rate: { format: 'percent', value: (c) => ratio(c.answered, rateBase(c)) },
  service_level: { format: 'percent', value: (c) => ratio(c.answered_in_service_level, rateBase(c)) },
  average_speed_of_answer: { format: 'duration', value: (c) => ratio(c.answer_seconds, c.answered) },
  talk_time: { format: 'duration', value: (c) => c.talk_seconds },
  average_talk_time: { format: 'duration', value: (c) => ratio(c.talk_seconds, handledCalls(c)) },
  average_handle_time: {
    format: 'duration',
    value: (c) => ratio(c.talk_seconds + c.wrap_up_seconds, handledCalls(c)),
  },
} as const satisfies Record<string, CallMetric>;
export type CallMetricKey = keyof typeof CALL_METRICS;

/** Occupancy = (talk + wrap-up) / (available + talk + wrap-up), from the state history. */
export const occupancy = (time: AgentTime): Ratio =>
  ratio(time.on_call + time.wrap_up, time.available + time.on_call + time.wrap_up);

/** Share of missed callers called back. */
export const recoveryRate = (recovery: Recovery): Ratio =>
  ratio(recovery.called_back, recovery.missed_callers);

/** Calls (in and out) per opportunity won: how much phone work a sale takes. */
export const callsPerWon = (agent: AgentAnalytics): Ratio =>
  ratio(agent.counters.inbound + agent.counters.outbound, agent.won_opportunities);

/** Booked revenue (minor units) per hour on the phone. */
export const revenuePerTalkHour = (agent: AgentAnalytics): Ratio =>
  ratio(agent.booked_revenue, agent.counters.talk_seconds / 3600);

/** The change against the previous period, as a share of it; null when it was zero or unknown. */
export const changeAgainst = (now: number | null, before: number | null): Ratio =>
  now === null || before === null || before === 0 ? null : (now - before) / Math.abs(before);

// ---------------------------------------------------------------------------------------------
// Settings and the wallboard

/**
 * The wallboard's red thresholds; yellow starts at `WARNING_SHARE` of red. For the service level,
 * where more is better, red is below `service_level_percent` and yellow below the point that
 * red is 70% of.
 */
export const WARNING_SHARE = 0.7;
export const wallboardThresholdsSchema = z.object({
  longest_wait_seconds: z.number().int().min(5).max(3600),
  calls_waiting: z.number().int().min(1).max(1000),
  missed_today: z.number().int().min(1).max(100_000),
  service_level_percent: z.number().int().min(1).max(100),
});
export type WallboardThresholds = z.infer<typeof wallboardThresholdsSchema>;

export const analyticsSettingsSchema = z.object({
  service_level_seconds: z.union(SERVICE_LEVEL_SECONDS.map((seconds) => z.literal(seconds))),
  thresholds: wallboardThresholdsSchema,
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  service_level_seconds: DEFAULT_SERVICE_LEVEL_SECONDS,
  thresholds: { longest_wait_seconds: 60, calls_waiting: 5, missed_today: 20, service_level_percent: 60 },
};

export type ThresholdLevel = 'green' | 'yellow' | 'red';

/** Where a value stands against a red threshold: `higherIsWorse` for waits and counts, not for rates. */
export function thresholdLevel(value: number | null, red: number, higherIsWorse: boolean): ThresholdLevel {
  if (value === null) return 'green';
  if (higherIsWorse) return value >= red ? 'red' : value >= red * WARNING_SHARE ? 'yellow' : 'green';
  return value < red ? 'red' : value < red / WARNING_SHARE ? 'yellow' : 'green';
}

export const WALLBOARD_STATES = [
  'available',
  'ringing',
  'on_call',
  'wrap_up',
  'unavailable',
  'offline',
] as const;
export type WallboardState = (typeof WALLBOARD_STATES)[number];

/** `team_id` arrives as text in the query string: digits only, as for any id there. */
export const wallboardQuerySchema = z.object({ team_id: pathIdSchema.optional() });

export const wallboardSchema = z.object({
  /** The server's clock, so "for how long" counts from the same instant on a TV whose clock drifts. */
  now: z.string(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  agents: z.array(
    z.object({
      agent: userRefSchema,
      state: z.enum(WALLBOARD_STATES),
      /** When the agent entered the state. */
      since: z.string().nullable(),
      /** The reason given, when unavailable. */
      reason: z.string().nullable(),
    }),
  ),
  /** Incoming calls ringing now, the longest waiting first. */
  ringing: z.array(
    z.object({
      call_id: z.number().int(),
      caller: z.string().nullable(),
      line_name: z.string().nullable(),
      since: z.string(),
    }),
  ),
  /** Today in the organization's zone, of the team's calls when a team is chosen. */
  today: callCountersSchema,
  service_level_seconds: z.number().int(),
  thresholds: wallboardThresholdsSchema,
});
export type Wallboard = z.infer<typeof wallboardSchema>;
