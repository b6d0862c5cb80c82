import type { AgentDashboard } from '@aurora/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { organizationStore } from '../../lib/organization-store';
import { makeEntry } from '../../testing/billing-fixtures';
import { mockFetch } from '../../testing/fetch-mock';
import { agentRecord, makeOrganization } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { AgentDashboardRoute } from './routes/agent-dashboard';

const dashboard: AgentDashboard = {
  organizations: [],
  counters: { assigned_leads: 9, open_tasks: 4, calls_today: 3, calls_this_month: 57 },
  today_tasks: [],
  callbacks: [],
  open_deals: [],
  departing_trips: [],
  commissions: [],
};

async function counterLabels(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Your counters' });
  return within(section)
    .getAllByText(/./, { selector: 'p:first-child' })
    .map((label) => label.textContent ?? '');
}

beforeEach(() => {
  signInForRecords({ agent: agentRecord });
  mockFetch(({ url }) =>
    url === '/api/v2/agent/dashboard'
      ? { body: { data: dashboard } }
      : { status: 404, body: { message: 'Not Found' } },
  );
});

describe('agent dashboard: counters', () => {
  it("shows the agent's counters", async () => {
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');

    expect(await counterLabels()).toEqual([
      'Assigned leads',
      'Open tasks',
      'Calls today',
      'Calls this month',
    ]);
    expect(screen.getByText('57')).toBeInTheDocument();
  });
});

describe('agent dashboard: organizations in their own zones', () => {
  it('labels an organization whose clock is not the browser one with its local time and zone', async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const elsewhere = browserZone === 'Asia/Tokyo' ? 'America/Bogota' : 'Asia/Tokyo';
    organizationStore.store.setState({
      organizations: [
        makeOrganization({ id: 1, code: 'MX', name: 'Mexico', timezone: browserZone }),
        makeOrganization({ id: 2, code: 'JP', name: 'Japan', timezone: elsewhere }),
      ],
      currentCode: 'MX',
      status: 'ready',
      error: null,
    });
    const organizations = [
      { id: 1, code: 'MX', name: 'Mexico' },
      { id: 2, code: 'JP', name: 'Japan' },
    ];
    mockFetch(({ url }) =>
      url === '/api/v2/agent/dashboard'
        ? { body: { data: { ...dashboard, organizations } } }
        : { status: 404, body: { message: 'Not Found' } },
    );
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');

    const japan = await screen.findByRole('link', { name: /Japan/ });
    expect(japan).toHaveTextContent(/Local time .+ \(GMT[+-]\d+\)/);
    expect(screen.getByRole('link', { name: /Mexico/ })).not.toHaveTextContent(/Local time/);
  });
});

describe('agent dashboard: my overdue instalments', () => {
  it("asks each organization for the overdue instalments of the agent's trips, and names the organization", async () => {
    const urls: string[] = [];
    mockFetch(({ url }) => {
      urls.push(url);
      if (url === '/api/v2/agent/dashboard') {
        return {
          body: {
            data: {
              ...dashboard,
              organizations: [
                { id: 1, code: 'MX', name: 'Aurora México' },
                { id: 2, code: 'CO', name: 'Aurora Colombia' },
              ],
            },
          },
        };
      }
      if (url === '/api/v2/mx/billing/overdue-instalments?limit=5&owner_id=7') {
        return {
          body: {
            data: [makeEntry({ overdue: true, date: '2026-02-10', owner_id: 7 })],
            meta: { count: 1, amount: 300_000, currency: 'MXN' },
          },
        };
      }
      if (url === '/api/v2/co/billing/overdue-instalments?limit=5&owner_id=7') {
        return { body: { data: [], meta: { count: 0, amount: 0, currency: 'COP' } } };
      }
      return { status: 404, body: { message: 'Not Found' } };
    });
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');

    const card = await screen.findByRole('region', { name: 'My overdue instalments' });
    expect(
      await within(card).findByRole('link', { name: 'MX-2026-00005 · Familia Jiménez' }),
    ).toHaveAttribute('href', '/mx/billing/invoices/5');
    // Two organizations: each list says whose it is; one with nothing overdue is left out.
    expect(within(card).getByText('Aurora México')).toBeInTheDocument();
    expect(within(card).queryByText('Aurora Colombia')).not.toBeInTheDocument();
    expect(urls).toContain('/api/v2/co/billing/overdue-instalments?limit=5&owner_id=7');
  });
});

describe('agent dashboard: my day', () => {
  const mx = { id: 1, code: 'MX', name: 'Aurora México' };
  const co = { id: 2, code: 'CO', name: 'Aurora Colombia' };
  const callback: AgentDashboard['callbacks'][number] = {
    id: 61,
    title: 'Call back María Jiménez · Main line',
    description: null,
    type: 'call',
    priority: 'high',
    status: 'open',
    due_date: '2026-05-20',
    due_time: null,
    due_at: null,
    remind_at: null,
    remind_before_minutes: null,
    reminder_sent_at: null,
    assignee: { id: 7, name: 'Ana Agent' },
    assignment_reason: { code: 'rang_last', name: null },
    team: null,
    related: [],
    origin: 'missed_call',
    group: 'today',
    completed_at: null,
    completed_by: null,
    completion_note: null,
    created_by: null,
    created_at: '2026-05-20T15:00:00.000Z',
    updated_at: '2026-05-20T15:00:00.000Z',
    organization: co,
  };

  it('opens each callback, deal stage, departing trip and commission in its own organization', async () => {
    mockFetch(({ url }) =>
      url === '/api/v2/agent/dashboard'
        ? {
            body: {
              data: {
                ...dashboard,
                organizations: [mx, co],
                callbacks: [callback],
                open_deals: [
                  {
                    organization: mx,
                    stage: 'quoted',
                    name: 'Quoted',
                    count: 2,
                    amounts: [{ currency: 'MXN', amount: 150_000 }],
                  },
                ],
                departing_trips: [
                  {
                    organization: co,
                    trip: { id: 12, name: 'CO-2026-0012 · Cartagena' },
                    start_date: '2026-05-22',
                    travellers: ['Lucía Jiménez', 'Pablo Jiménez'],
                  },
                ],
                commissions: [{ organization: mx, currency: 'MXN', amount: 42_000 }],
              },
            },
          }
        : url.includes('/billing/overdue-instalments')
          ? { body: { data: [], meta: { count: 0, amount: 0, currency: 'MXN' } } }
          : { status: 404, body: { message: 'Not Found' } },
    );
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');

    const callbacks = await screen.findByRole('region', { name: 'Missed calls to return' });
    expect(within(callbacks).getByRole('link', { name: /Call back María Jiménez/ })).toHaveAttribute(
      'href',
      '/co/tasks?task=61',
    );
    const deals = screen.getByRole('region', { name: 'My open deals' });
    const stage = within(deals).getByRole('link', { name: /Quoted/ });
    expect(stage).toHaveTextContent('2 deals');
    expect(Object.fromEntries(new URL(stage.getAttribute('href') ?? '', 'http://x').searchParams)).toEqual({
      layout: 'list',
      'filter[stage]': 'quoted',
      'filter[owner_id]': '7',
    });
    expect(stage.getAttribute('href')).toMatch(/^\/mx\/opportunities\?/);
    const trips = screen.getByRole('region', { name: 'My travellers departing this week' });
    expect(within(trips).getByRole('link', { name: /Lucía Jiménez, Pablo Jiménez/ })).toHaveAttribute(
      'href',
      '/co/trips/12',
    );
    const commission = screen.getByRole('region', { name: 'My commission this month' });
    expect(within(commission).getByRole('link', { name: /Aurora México/ })).toHaveTextContent('$420.00');
  });

  it('says so when there is nothing to do rather than showing empty boxes', async () => {
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');
    expect(await screen.findByText('Nobody is waiting for a call back.')).toBeInTheDocument();
    expect(screen.getByText('You have no open deals.')).toBeInTheDocument();
    expect(screen.getByText('None of your trips departs this week.')).toBeInTheDocument();
    expect(screen.getByText('No commission received this month yet.')).toBeInTheDocument();
  });
});
