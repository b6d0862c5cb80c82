import type { OrganizationStats } from '@aurora/contracts/organizations';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_BUILT_MODULES } from '../../lib/modules';
import { mockFetch } from '../../testing/fetch-mock';
import { makeOrganization } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { OrganizationDashboardRoute } from './routes/organization-dashboard';

// The list of modules not built yet, as a test can change it: building trips is taking it out.
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
  it('shows the counters of built modules and none for trips, which is not built yet', async () => {
    expect(NOT_BUILT_MODULES).toContain('trips');
    renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');

    expect(await cardLabels()).toEqual([
      'Members',
      'Agents',
      'Leads',
      'Clients',
      'Open opportunities',
      'Pipeline value',
      'Calls this month',
      'Call minutes this month',
    ]);
    expect(screen.queryByText('Upcoming trips')).not.toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
  });

  it('shows the upcoming trips once trips leave the list of modules not built', async () => {
    modules.notBuilt = NOT_BUILT_MODULES.filter((module) => module !== 'trips');
    renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');

    expect(await cardLabels()).toContain('Upcoming trips');
  });
});
