import { ADMIN_ROLE } from '@aurora/contracts/constants';
import type { DashboardFigures, OrganizationDashboard } from '@aurora/contracts/dashboard';
import type { RecordEvent } from '@aurora/contracts/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEntry } from '../../testing/billing-fixtures';
import { mockFetch } from '../../testing/fetch-mock';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { OrganizationDashboardRoute } from './routes/organization-dashboard';

// The realtime connection, as the record events reach the screen.
const listeners = vi.hoisted(() => new Set<(event: RecordEvent) => void>());
vi.mock('../../lib/realtime', () => ({
  realtime: {
    subscribeToRecordEvents: (listener: (event: RecordEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  },
}));

const figures = (overrides: Partial<DashboardFigures> = {}): DashboardFigures => ({
  pipeline: { count: 5, amount: 12_500_000, weighted_amount: 4_000_000 },
  won_this_month: { count: 3, amount: 500_000, previous: { count: 2, amount: 400_000 } },
  trips_departing: 4,
  invoices_overdue: { count: 2, amount: 90_000 },
  tasks_overdue: 6,
  calls_today: {
    count: 12,
    answer_rate: 0.75,
    previous: { count: 8, answer_rate: 0.8 },
    change: { count: 0.5, answer_rate: -0.0625 },
  },
  ...overrides,
});

const dashboard = (overrides: Partial<OrganizationDashboard> = {}): OrganizationDashboard => ({
  organization: { id: 1, code: 'MX', name: 'Viajes México' },
  currency: 'MXN',
  today: '2026-05-20',
  month_elapsed: 0.5,
  mine: null,
  figures: figures(),
  targets: [],
  pipeline_by_stage: [
    { stage: 'new', name: 'New', count: 5, amount: 12_500_000, weighted_amount: 1_250_000 },
  ],
  won_by_month: [{ month: '2026-05', count: 3, amount: 500_000 }],
  calls_by_day: [
    { date: '2026-05-19', answered: 5, unanswered: 2, outbound: 1 },
    { date: '2026-05-20', answered: 0, unanswered: 0, outbound: 0 },
  ],
  rotting: {
    count: 9,
    deals: [
      {
        id: 31,
        title: 'Riviera Maya honeymoon',
        client: { id: 4, name: 'Familia Ortega' },
        owner: { id: 7, name: 'Ana Agent' },
        amount: 250_000,
        currency: 'MXN',
        last_activity_at: '2026-04-01T12:00:00.000Z',
      },
    ],
  },
  deadlines: {
    count: 1,
    entries: [makeEntry({ key: 'instalment:5:0', date: '2026-05-25', amount: 300_000 })],
  },
  top_agents: [{ user: { id: 8, name: 'Bruno Díaz' }, count: 2, amount: 400_000 }],
  ...overrides,
});

let answer: OrganizationDashboard;
let status = 200;
let dashboardFetches = 0;

beforeEach(() => {
  listeners.clear();
  answer = dashboard();
  status = 200;
  dashboardFetches = 0;
  mockFetch(({ url }) => {
    if (url === '/api/v2/MX/dashboard') {
      dashboardFetches += 1;
      return status === 200 ? { body: { data: answer } } : { status, body: { message: 'Server Error' } };
    }
    if (url.startsWith('/api/v2/mx/billing/overdue-instalments')) {
      return { body: { data: [], meta: { count: 0, amount: 0, currency: 'MXN' } } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
});

const render = () => renderRoutes([{ path: '/:orgCode', Component: OrganizationDashboardRoute }], '/mx');
const link = (container: HTMLElement, name: RegExp) => within(container).getByRole('link', { name });
const query = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);

describe('organization dashboard: KPI cards', () => {
  it('shows each figure as a link to the list it counts, with the filters it was counted with', async () => {
    signInForRecords();
    render();
    const cards = await screen.findByRole('list', { name: 'Organization statistics' });

    expect(query(link(cards, /^Pipeline/).getAttribute('href'))).toEqual({
      layout: 'list',
      'filter[stage_kind]': 'open',
    });
    const won = link(cards, /^Won this month\s*\$5,000\.00/);
    expect(won.getAttribute('href')).toMatch(/^\/mx\/opportunities\?/);
    expect(query(won.getAttribute('href'))).toEqual({
      layout: 'list',
      'filter[stage_kind]': 'won',
      'filter[closed_at][after]': '2026-05-01',
    });
    expect(query(link(cards, /^Trips departing\s*4/).getAttribute('href'))).toEqual({
      'filter[status]': 'confirmed,travelling',
      'filter[start_date][after]': '2026-05-20',
      'filter[start_date][before]': '2026-06-02',
    });
    expect(link(cards, /^Invoices overdue/)).toHaveAttribute(
      'href',
      `/mx/billing?${new URLSearchParams({ 'filter[status]': 'overdue' })}`,
    );
    expect(link(cards, /^Tasks overdue\s*6/)).toHaveAttribute(
      'href',
      `/mx/tasks?${new URLSearchParams({ 'filter[group]': 'overdue' })}`,
    );
    expect(link(cards, /^Calls today\s*12/)).toHaveAttribute('href', '/mx/analytics/calls?period=today');
  });

  it('shows calls today with the answer rate, each against yesterday, and says when there is nothing to compare', async () => {
    signInForRecords();
    render();
    const cards = await screen.findByRole('list', { name: 'Organization statistics' });
    const calls = link(cards, /^Calls today/);
    expect(calls).toHaveTextContent('Answer rate 75%');
    expect(calls).toHaveTextContent('50% more than yesterday (8)');
    expect(calls).toHaveTextContent('Answer rate 6% lower than yesterday (80%)');

    answer = dashboard({
      figures: figures({
        calls_today: {
          count: 2,
          answer_rate: null,
          previous: { count: 0, answer_rate: null },
          change: { count: null, answer_rate: null },
        },
      }),
    });
    for (const listener of listeners)
      listener({ event: 'record.updated', module: 'calls', id: 1 } as RecordEvent);
    await waitFor(() =>
      expect(link(cards, /^Calls today\s*2/)).toHaveTextContent('No incoming call to rate yet'),
    );
    expect(link(cards, /^Calls today/)).toHaveTextContent('No calls yesterday to compare with');
    expect(link(cards, /^Calls today/)).toHaveTextContent('No answer rate to compare with yesterday');
  });

  it('charts the calls per day with a table of the same numbers for assistive technology', async () => {
    signInForRecords();
    render();
    const card = await screen.findByRole('region', { name: 'Calls per day' });
    const table = within(card).getByRole('table', { name: 'Calls per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/19.*5 answered, 2 not answered, 1 outgoing$/),
      expect.stringMatching(/20.*0 answered, 0 not answered, 0 outgoing$/),
    ]);
  });

  it('compares the month won with the same days of last month, and says so when there is nothing to compare', async () => {
    signInForRecords();
    render();
    expect(
      await screen.findByText('25% more than the same days of last month ($4,000.00)'),
    ).toBeInTheDocument();

    answer = dashboard({
      figures: figures({ won_this_month: { count: 1, amount: 100, previous: { count: 0, amount: 0 } } }),
    });
    for (const listener of listeners)
      listener({ event: 'record.updated', module: 'opportunities', id: 1 } as RecordEvent);
    expect(await screen.findByText('Nothing in the same days of last month')).toBeInTheDocument();
  });

  it("puts an agent's own numbers first, linked to their own records, then the organization's", async () => {
    signInForRecords();
    answer = dashboard({ mine: { ...figures({ invoices_overdue: null, tasks_overdue: 1 }), user_id: 7 } });
    render();

    const mine = await screen.findByRole('list', { name: 'My numbers' });
    const sections = screen.getAllByRole('list', { name: /My numbers|Organization statistics/ });
    expect(sections[0]).toBe(mine);
    expect(within(mine).queryByRole('link', { name: /Invoices overdue/ })).toBeNull();
    expect(query(link(mine, /^Pipeline/).getAttribute('href'))).toMatchObject({
      'filter[owner_id]': '7',
    });
    expect(query(link(mine, /^Tasks overdue\s*1/).getAttribute('href'))).toEqual({
      'filter[group]': 'overdue',
      'filter[assignee_id]': '7',
    });
    expect(query(link(mine, /^Calls today/).getAttribute('href'))).toEqual({
      period: 'today',
      agent_ids: '7',
    });
  });
});

describe('organization dashboard: targets, lists and states', () => {
  const targets: OrganizationDashboard['targets'] = [
    {
      subject_type: 'agent',
      subject: { id: 7, name: 'Ana Agent' },
      metric: 'won_amount',
      target: 1_000_000,
      actual: 600_000,
      pace: 'ahead',
    },
    {
      subject_type: 'team',
      subject: { id: 3, name: 'Ventas' },
      metric: 'won_deals',
      target: 10,
      actual: 2,
      pace: 'behind',
    },
  ];

  it('shows each target with its progress and pace, and the way to set them to administrators only', async () => {
    signInForRecords({ roles: [{ id: 1, name: ADMIN_ROLE }] });
    answer = dashboard({ targets });
    const { unmount } = render();

    const panel = await screen.findByRole('region', { name: "This month's targets" });
    expect(within(panel).getByRole('progressbar', { name: 'Ana Agent · Won amount' })).toHaveAttribute(
      'aria-valuetext',
      '$6,000.00 of $10,000.00',
    );
    expect(within(panel).getByText('Ahead of pace')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Ventas · Won deals' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 10',
    );
    expect(within(panel).getByText('Behind pace')).toBeInTheDocument();
    expect(query(link(panel, /Ventas · Won deals/).getAttribute('href'))).toEqual({
      layout: 'list',
      'filter[stage_kind]': 'won',
      'filter[closed_at][after]': '2026-05-01',
      'filter[team_id]': '3',
    });
    expect(within(panel).getByRole('link', { name: 'Set targets' })).toHaveAttribute(
      'href',
      '/mx/targets?month=2026-05',
    );
    unmount();

    signInForRecords();
    render();
    const agentPanel = await screen.findByRole('region', { name: "This month's targets" });
    expect(within(agentPanel).queryByRole('link', { name: 'Set targets' })).toBeNull();
  });

  it('shows calls and answer-rate targets, the rate as percentages, linked to the agent’s calls', async () => {
    signInForRecords();
    answer = dashboard({
      targets: [
        {
          subject_type: 'agent',
          subject: { id: 7, name: 'Ana Agent' },
          metric: 'answer_rate',
          target: 90,
          actual: 67,
          pace: 'behind',
        },
        {
          subject_type: 'agent',
          subject: { id: 7, name: 'Ana Agent' },
          metric: 'calls',
          target: 1200,
          actual: 640,
          pace: 'ahead',
        },
        {
          subject_type: 'team',
          subject: { id: 3, name: 'Ventas' },
          metric: 'calls',
          target: 3000,
          actual: 900,
          pace: 'behind',
        },
      ],
    });
    render();

    const panel = await screen.findByRole('region', { name: "This month's targets" });
    expect(within(panel).getByRole('progressbar', { name: 'Ana Agent · Answer rate' })).toHaveAttribute(
      'aria-valuetext',
      '67% of 90%',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Ana Agent · Calls' })).toHaveAttribute(
      'aria-valuetext',
      '640 of 1,200',
    );
    expect(query(link(panel, /Ana Agent · Calls/).getAttribute('href'))).toEqual({
      period: 'this_month',
      agent_ids: '7',
    });
    // A team's calls are its members': no page lists them, so no link.
    expect(within(panel).getByText('Ventas · Calls')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Ventas · Calls/ })).toBeNull();
    expect(within(panel).queryByText(/once call analytics/)).toBeNull();
  });

  it('opens the rotting deals, the deadlines and the top agents’ won deals', async () => {
    signInForRecords();
    render();

    const rotting = await screen.findByRole('region', { name: 'Deals going rotten' });
    expect(link(rotting, /Riviera Maya honeymoon/)).toHaveAttribute('href', '/mx/opportunities/31');
    expect(query(link(rotting, /See all 9 deals/).getAttribute('href'))).toEqual({
      layout: 'list',
      'filter[is_rotting]': 'true',
    });
    const deadlines = screen.getByRole('region', { name: 'Upcoming deadlines' });
    expect(link(deadlines, /To collect/)).toHaveAttribute('href', '/mx/billing/invoices/5');
    const top = screen.getByRole('region', { name: 'Top agents this month' });
    expect(query(link(top, /Bruno Díaz/).getAttribute('href'))).toMatchObject({
      'filter[stage_kind]': 'won',
      'filter[owner_id]': '8',
    });
  });

  it('says when there is nothing yet, rather than showing empty boxes', async () => {
    signInForRecords();
    answer = dashboard({
      rotting: { count: 0, deals: [] },
      deadlines: { count: 0, entries: [] },
      top_agents: [],
    });
    render();
    expect(await screen.findByText('No deal is going rotten.')).toBeInTheDocument();
    expect(screen.getByText('Nothing due in the next 14 days.')).toBeInTheDocument();
    expect(screen.getByText('No deal won this month yet.')).toBeInTheDocument();
    expect(screen.getByText('No targets for this month yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the dashboard', async () => {
    signInForRecords();
    status = 500;
    render();
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    status = 200;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Organization statistics' })).toBeInTheDocument();
  });

  it('refreshes on the record events of the modules it counts, not on others', async () => {
    signInForRecords();
    render();
    await screen.findByRole('list', { name: 'Organization statistics' });
    await waitFor(() => expect(listeners.size).toBeGreaterThan(0));
    const before = dashboardFetches;
    const emit = (module: string) => {
      for (const listener of listeners) listener({ event: 'record.updated', module, id: 1 } as RecordEvent);
    };
    emit('contacts');
    emit('trips');
    await waitFor(() => expect(dashboardFetches).toBe(before + 1));
  });
});
