import type { OrganizationStats } from '@aurora/contracts/organizations';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_BUILT_MODULES } from '../../lib/modules';
import { makeEntry } from '../../testing/billing-fixtures';
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
  outstanding_invoices: 6,
  overdue_invoices: 2,
  calls_this_month: 48,
  call_minutes_this_month: 190,
};

const overdue = {
  data: [
    makeEntry({ key: 'instalment:5:0', date: '2026-02-10', overdue: true, amount: 300_000 }),
    makeEntry({
      key: 'instalment:6:1',
      date: '2026-02-20',
      overdue: true,
      amount: 50_000,
      label: 'MX-2026-00006',
      invoice: { id: 6, number: 'MX-2026-00006' },
      client: { id: 4, name: 'Carlos Morales' },
    }),
  ],
  meta: { count: 7, amount: 900_000, currency: 'MXN' },
};

function serveDashboard() {
  mockFetch(({ url }) =>
    url === '/api/v2/MX/dashboard'
      ? { body: { data: { organization: makeOrganization({ id: 1, code: 'MX' }), stats } } }
      : url === '/api/v2/mx/billing/overdue-instalments?limit=5'
        ? { body: overdue }
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
      'Outstanding invoices',
      'Overdue invoices',
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

  it('links the invoice counters to the invoices tab, filtered', async () => {
    renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');

    const section = await screen.findByRole('region', { name: 'Organization statistics' });
    expect(within(section).getByRole('link', { name: /Outstanding invoices/ })).toHaveAttribute(
      'href',
      `/mx/billing?${new URLSearchParams({ 'filter[status]': 'issued,partly_paid,overdue' })}`,
    );
    expect(within(section).getByRole('link', { name: /Overdue invoices 2/ })).toHaveAttribute(
      'href',
      `/mx/billing?${new URLSearchParams({ 'filter[status]': 'overdue' })}`,
    );
  });
});

describe('organization dashboard: overdue instalments', () => {
  it('lists the oldest with links to their invoices, and how many more', async () => {
    renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');

    const card = await screen.findByRole('region', { name: 'Overdue instalments' });
    expect(
      await within(card).findByRole('link', { name: 'MX-2026-00005 · Familia Jiménez' }),
    ).toHaveAttribute('href', '/mx/billing/invoices/5');
    expect(within(card).getByRole('link', { name: 'MX-2026-00006 · Carlos Morales' })).toHaveAttribute(
      'href',
      '/mx/billing/invoices/6',
    );
    expect(within(card).getByText('$3,000.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'and 5 more · see all' })).toHaveAttribute(
      'href',
      `/mx/billing?${new URLSearchParams({ 'filter[status]': 'overdue' })}`,
    );
  });
});
