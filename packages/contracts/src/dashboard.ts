import { z } from 'zod';
import { organizationRefSchema } from './auth.ts';
import { calendarEntrySchema } from './billing/calendar.ts';
import { recordRefSchema } from './records.ts';
import { TARGET_METRICS } from './targets.ts';
import { myTaskSchema } from './tasks.ts';

const countAmountSchema = z.object({
  count: z.number().int(),
  /** Minor units of the organization's currency. */
  amount: z.number().int(),
});

const callDaySchema = z.object({ count: z.number().int(), answer_rate: z.number().nullable() });

/** The KPI cards: the organization's, or one agent's own. */
export const dashboardFiguresSchema = z.object({
  /** Open deals; `weighted_amount` is each deal's amount × its probability. */
  pipeline: countAmountSchema.extend({ weighted_amount: z.number().int() }),
  /**
   * Deals won since the first of the month, and `previous`: those won in the same days of last
   * month (from its first day to the same moment of the month), the honest comparison.
   */
  won_this_month: countAmountSchema.extend({ previous: countAmountSchema }),
  /** Confirmed or travelling trips that start within `DASHBOARD_DAYS_AHEAD` days. */
  trips_departing: z.number().int(),
  /** Invoices with an instalment past its day (as billing counts them); null in an agent's own figures. */
  invoices_overdue: countAmountSchema.nullable(),
  /** Open tasks past their due (assigned to the agent, in their own figures). */
  tasks_overdue: z.number().int(),
  /**
   * Today's calls as call analytics counts them (inbound and outbound; the agent's own in their
   * figures) and the answer rate (`CALL_METRICS.answer_rate`, 0 to 1; null with no inbound call
   * to rate), with yesterday's in `previous` and the change against it (`changeAgainst`: a share
   * of yesterday's, null when yesterday had none).
   */
  calls_today: callDaySchema.extend({
    previous: callDaySchema,
    change: z.object({ count: z.number().nullable(), answer_rate: z.number().nullable() }),
  }),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const targetProgressSchema = z.object({
  subject_type: z.enum(['agent', 'team']),
  subject: recordRefSchema,
  metric: z.enum(TARGET_METRICS),
  target: z.number().int(),
  /**
   * This month's, in the target's unit: won by the agent's own deals or by the deals of the team;
   * calls and the answer rate (a percentage, 0 to 100, rounded; 0 with no inbound call to rate) of
   * the agent, or of the team's members.
   */
  actual: z.number().int(),
  pace: z.enum(['ahead', 'behind']),
});
export type TargetProgress = z.infer<typeof targetProgressSchema>;

/** `GET /{orgCode}/dashboard`, every amount in minor units of the organization's currency. */
export const organizationDashboardSchema = z.object({
  organization: organizationRefSchema,
  currency: z.string(),
  /** The organization's day. */
  today: z.string(),
  /** The share of this month gone by, 0 to 1: the pace targets are measured against. */
  month_elapsed: z.number(),
  /** The viewer's own figures when they are an agent; null otherwise. */
  mine: dashboardFiguresSchema.extend({ user_id: z.number().int() }).nullable(),
  figures: dashboardFiguresSchema,
  /** This month's targets with progress: all of them, or for an agent their own and their teams'. */
  targets: z.array(targetProgressSchema),
  /** Open stages in board order. */
  pipeline_by_stage: z.array(
    z.object({
      stage: z.string(),
      name: z.string(),
      count: z.number().int(),
      amount: z.number().int(),
      weighted_amount: z.number().int(),
    }),
  ),
  /**
   * The organization's calls of the last `CALL_DAYS` days (today last, days without calls too):
   * inbound answered, inbound not answered (missed, voicemail, abandoned, short abandons) and
   * outbound, which add up to the day's calls.
   */
  calls_by_day: z.array(
    z.object({
      date: z.string(),
      answered: z.number().int(),
      unanswered: z.number().int(),
      outbound: z.number().int(),
    }),
  ),
  /** `WON_MONTHS` months (`2026-03`), oldest first. */
  won_by_month: z.array(countAmountSchema.extend({ month: z.string() })),
  rotting: z.object({
    count: z.number().int(),
    deals: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        client: recordRefSchema.nullable(),
        owner: recordRefSchema.nullable(),
        amount: z.number().int(),
        currency: z.string(),
        last_activity_at: z.string(),
      }),
    ),
  }),
  /** The money calendar's first entries of the next `DASHBOARD_DAYS_AHEAD` days, and how many there are. */
  deadlines: z.object({ count: z.number().int(), entries: z.array(calendarEntrySchema) }),
  /** Agents by amount won this month, most first. */
  top_agents: z.array(countAmountSchema.extend({ user: recordRefSchema })),
});
export type OrganizationDashboard = z.infer<typeof organizationDashboardSchema>;

/** `GET /agent/dashboard`: the agent's organizations, own counters across them and today's tasks. */
export const agentDashboardSchema = z.object({
  organizations: z.array(organizationRefSchema),
  counters: z.object({
    assigned_leads: z.number().int(),
    open_tasks: z.number().int(),
    calls_today: z.number().int(),
    calls_this_month: z.number().int(),
  }),
  /** Open tasks assigned to the agent that are overdue or due today, in every organization. */
  today_tasks: z.array(myTaskSchema),
  /** Open tasks made for the agent by a missed call or a voicemail: the callers to call back. */
  callbacks: z.array(myTaskSchema),
  /** The agent's open deals by organization and stage (board order), amounts by currency. */
  open_deals: z.array(
    z.object({
      organization: organizationRefSchema,
      stage: z.string(),
      name: z.string(),
      count: z.number().int(),
      amounts: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    }),
  ),
  /** Trips the agent owns that start in the next 7 days (each organization's days), soonest first. */
  departing_trips: z.array(
    z.object({
      organization: organizationRefSchema,
      trip: recordRefSchema,
      start_date: z.string(),
      travellers: z.array(z.string()),
    }),
  ),
  /** Commissions of the agent's trips' bookings received this month, by organization and currency. */
  commissions: z.array(
    z.object({ organization: organizationRefSchema, currency: z.string(), amount: z.number().int() }),
  ),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;
