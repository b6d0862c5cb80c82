import type { TargetProgress } from '@aurora/contracts/dashboard';
import { type DashboardFigure, figureParams } from '@aurora/contracts/dashboard-figures';

/**
 * The list each figure opens, below the organization (`/mx`); deals open as a list, not the board,
 * and calls the call analytics page.
 */
const LISTS: Record<DashboardFigure, { path: string; extra?: Record<string, string> }> = {
  pipeline: { path: 'opportunities', extra: { layout: 'list' } },
  won_this_month: { path: 'opportunities', extra: { layout: 'list' } },
  rotting: { path: 'opportunities', extra: { layout: 'list' } },
  trips_departing: { path: 'trips' },
  invoices_overdue: { path: 'billing' },
  tasks_overdue: { path: 'tasks' },
  calls_today: { path: 'analytics/calls' },
};

/**
 * The URL of the list a figure counts, with the parameters the server counted it with
 * (`figureParams`), so the number and the list agree.
 */
export function figureLink(base: string, figure: DashboardFigure, today: string, userId?: number): string {
  const list = LISTS[figure];
  const params = new URLSearchParams({ ...list.extra, ...figureParams(today, userId)[figure] });
  return `${base}/${list.path}?${params}`;
}

/** The open deals of one stage, as a list. */
export const stageLink = (base: string, stage: string, userId?: number) =>
  `${base}/opportunities?${new URLSearchParams({
    layout: 'list',
    'filter[stage]': stage,
    ...(userId === undefined ? {} : { 'filter[owner_id]': String(userId) }),
  })}`;

/**
 * What a target counts: the deals won this month (the agent's own, or the team's), or the agent's
 * calls this month on the call analytics page. A team's calls are its members', which no page
 * filters by: none.
 */
export function targetLink(
  base: string,
  today: string,
  target: Pick<TargetProgress, 'subject_type' | 'subject' | 'metric'>,
): string | null {
  const id = String(target.subject.id);
  if (target.metric === 'calls' || target.metric === 'answer_rate') {
    return target.subject_type === 'team'
      ? null
      : `${base}/analytics/calls?${new URLSearchParams({ period: 'this_month', agent_ids: id })}`;
  }
  return `${base}/opportunities?${new URLSearchParams({
    layout: 'list',
    ...figureParams(today).won_this_month,
    [target.subject_type === 'team' ? 'filter[team_id]' : 'filter[owner_id]']: id,
  })}`;
}
