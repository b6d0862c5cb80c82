import { type DashboardFigure, figureParams } from '@aurora/contracts/dashboard-figures';

/** The list each figure opens, below the organization (`/mx`); deals open as a list, not the board. */
const LISTS: Record<DashboardFigure, { path: string; extra?: Record<string, string> }> = {
  pipeline: { path: 'opportunities', extra: { layout: 'list' } },
  won_this_month: { path: 'opportunities', extra: { layout: 'list' } },
  rotting: { path: 'opportunities', extra: { layout: 'list' } },
  trips_departing: { path: 'trips' },
  invoices_overdue: { path: 'billing' },
  tasks_overdue: { path: 'tasks' },
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

/** The deals won this month that a target counts: the agent's own, or the team's. */
export const targetLink = (base: string, today: string, subjectType: 'agent' | 'team', id: number) =>
  `${base}/opportunities?${new URLSearchParams({
    layout: 'list',
    ...figureParams(today).won_this_month,
    [subjectType === 'team' ? 'filter[team_id]' : 'filter[owner_id]']: String(id),
  })}`;
