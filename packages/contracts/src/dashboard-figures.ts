/**
 * What the dashboards' figures mean, without schemas: the first screen after sign-in loads this
 * module, and zod's schemas stay out of its JavaScript (decision 029's budget).
 */
import type { TargetMetric } from './targets.ts';
import { addDays } from './time-zones.ts';

/** How many days ahead "trips departing" and the money calendar's deadlines look, today included. */
export const DASHBOARD_DAYS_AHEAD = 14;
/** How many rows each of the organization dashboard's lists shows. */
export const DASHBOARD_LIST_SIZE = 6;
/** How many months the "won per month" chart shows, this one last. */
export const WON_MONTHS = 12;
/** How many days the "calls per day" chart shows, today last. */
export const CALL_DAYS = 30;

/** The figures that open a list. */
export type DashboardFigure =
  | 'pipeline'
  | 'won_this_month'
  | 'trips_departing'
  | 'invoices_overdue'
  | 'tasks_overdue'
  | 'calls_today'
  | 'rotting';

/**
 * The list each dashboard figure counts, as the list's query parameters (`filter[field][op]`): the
 * server counts with them and the web app links with them, so a number and the list it opens
 * always agree. `today` is the organization's day; with `userId` the figures are the user's own
 * (what they own, what is assigned to them).
 */
export function figureParams(
  today: string,
  userId?: number,
): Record<DashboardFigure, Record<string, string>> {
  const owner: Record<string, string> = userId === undefined ? {} : { 'filter[owner_id]': String(userId) };
  return {
    pipeline: { 'filter[stage_kind]': 'open', ...owner },
    won_this_month: {
      'filter[stage_kind]': 'won',
      'filter[closed_at][after]': `${today.slice(0, 7)}-01`,
      ...owner,
    },
    trips_departing: {
      'filter[status]': 'confirmed,travelling',
      'filter[start_date][after]': today,
      'filter[start_date][before]': addDays(today, DASHBOARD_DAYS_AHEAD - 1),
      ...owner,
    },
    invoices_overdue: { 'filter[status]': 'overdue' },
    tasks_overdue: {
      'filter[group]': 'overdue',
      ...(userId === undefined ? {} : { 'filter[assignee_id]': String(userId) }),
    },
    // The call analytics page's query rather than a list's: it reads the same rollup for its day.
    calls_today: { period: 'today', ...(userId === undefined ? {} : { agent_ids: String(userId) }) },
    rotting: { 'filter[is_rotting]': 'true' },
  };
}

/**
 * Ahead when the share of the target reached is at least the share of the month gone by
 * (`elapsed`, 0 to 1); a target of 0 is always ahead. The answer rate is not accumulated over the
 * month (it is already a share of the calls so far), so it is ahead once it reaches its target.
 */
export const paceOf = (
  metric: TargetMetric,
  actual: number,
  target: number,
  elapsed: number,
): 'ahead' | 'behind' =>
  (metric === 'answer_rate' ? actual >= target : target === 0 || actual / target >= elapsed)
    ? 'ahead'
    : 'behind';
