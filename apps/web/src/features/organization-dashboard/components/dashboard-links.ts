import { type DashboardFigure, figureFilters } from '@aurora/contracts/dashboard';
import { toListParams } from '@aurora/contracts/records';

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
 * The URL of the list a figure counts, with the filters the server counted it with
 * (`figureFilters`), so the number and the list agree.
 */
export function figureLink(base: string, figure: DashboardFigure, today: string, userId?: number): string {
  const list = LISTS[figure];
  const params = new URLSearchParams({
    ...list.extra,
    ...toListParams({ filters: figureFilters(today, userId)[figure] }),
  });
  return `${base}/${list.path}?${params}`;
}
