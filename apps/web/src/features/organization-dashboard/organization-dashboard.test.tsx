import type { OrganizationStats } from '@aurora/contracts/organizations';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_BUILT_MODULES } from '../../lib/modules';
import { mockFetch } from '../../testing/fetch-mock';
import { makeOrganization } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { OrganizationDashboardRoute } from './routes/organization-dashboard';

// The list of modules not built yet, as a test can change it.
const modules = vi.hoisted(() => ({ notBuilt: null as string[] | null }));
vi.mock('../../lib/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/modules')>();
  return {
    ...original,
    isModuleBuilt: (module: string) =>
      !(modules.notBuilt ?? (original.NOT_BUILT_MODULES as readonly string[])).includes(module),
  };
});

const stats: OrganizationStats = {
  members: 4,
  agents: 2,
  leads: 31,
  clients: 12,
  open_opportunities: 5,
  open_opportunities_value: '125000.00',
  upcoming_trips: 0,
  outstanding_invoices: 0,
  overdue_invoices: 0,
  calls_this_month: 48,
  call_minutes_this_month: 190,
};

function serveDashboard() {
  mockFetch(({ url }) =>
    url === '/api/v2/MX/dashboard'
      ? { body: { data: { organization: makeOrganization({ id: 1, code: 'MX' }), stats } } }
      : { status: 404, body: { message: 'Not Found' } },
  );
}

async function cardLabels(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Organization statistics' });
  return within(section)
    .getAllByText(/./, { selector: 'p:first-child' })
    .map((label) => label.textContent ?? '');
}

beforeEach(() => {
  modules.notBuilt = null;
  signInForRecords();
  serveDashboard();
});

describe('organization dashboard: counters', () => {
  it('shows the counters of built modules, trips among them', async () => {
    renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');

    expect(await cardLabels()).toEqual([
      'Members',
      'Agents',
      'Leads',
      'Clients',
      'Open opportunities',
      'Pipeline value',
      'Upcoming trips',
      'Calls this month',
      'Call minutes this month',
    ]);
    expect(screen.getByText('31')).toBeInTheDocument();
  });

  it('shows no figure for a module not built yet, rather than a zero that reads as a fact', async () => {
    modules.notBuilt = [...NOT_BUILT_MODULES, 'trips'];
    renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');

    expect(await cardLabels()).not.toContain('Upcoming trips');
  });
});
