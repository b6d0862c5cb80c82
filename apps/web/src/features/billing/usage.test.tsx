import type { UsageGroup, UsageReport, UsageRow } from '@aurora/contracts/billing/usage';
import { shiftMonth } from '@aurora/contracts/months';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { adminRoles } from '../../testing/fixtures';
import { referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { today } from './payables-fixtures';
import { daysOfMonth, TelephonyUsageRoute } from './routes/telephony-usage';

// Recharts measures a box jsdom does not lay out: the chart stands in with what it was given.
vi.mock('./components/usage/usage-chart', () => ({
  UsageChart: ({ rows }: { rows: Array<{ calls: number }> }) => (
    <p>{`Chart of ${rows.length} days, ${rows.reduce((sum, row) => sum + row.calls, 0)} calls`}</p>
  ),
}));

const routes = [{ path: '/:orgCode/billing/usage', Component: TelephonyUsageRoute }];

const row = (overrides: Partial<UsageRow>): UsageRow => ({
  key: '3',
  label: 'Ana Admin',
  calls: 10,
  unpriced_calls: 0,
  billed_minutes: 40,
  talk_seconds: 2_300,
  cost: { USD: '0.54000' },
  ...overrides,
});

const ROWS: Record<UsageGroup, UsageRow[]> = {
  agent: [
    row({}),
    row({ key: null, label: 'Sin agente', calls: 2, billed_minutes: 0, talk_seconds: 0, cost: {} }),
  ],
  number: [row({ key: '5', label: 'Línea principal', calls: 12 })],
  direction: [
    row({ key: 'inbound', label: 'Entrantes', calls: 7, unpriced_calls: 1 }),
    row({ key: 'outbound', label: 'Salientes', calls: 5, cost: { USD: '0.20000', MXN: '3.10' } }),
  ],
  day: [row({ key: '2026-10-02', label: '2026-10-02', calls: 12 })],
};

function report(month: string, group: UsageGroup, provider: UsageReport['provider'] = null): UsageReport {
  return {
    month,
    group,
    time_zone: 'America/Mexico_City',
    from: `${month}-01T06:00:00.000Z`,
    to: `${month}-28T06:00:00.000Z`,
    rows: ROWS[group],
    numbers: [
      {
        id: 5,
        number: '+525512345678',
        friendly_name: 'Línea principal',
        monthly_cost: '1.15',
        monthly_cost_currency: 'USD',
      },
    ],
    totals: {
      calls: 12,
      unpriced_calls: 1,
      billed_minutes: 80,
      talk_seconds: 4_600,
      calls_cost: { USD: '0.74000', MXN: '3.10' },
      numbers_cost: { USD: '1.15' },
      cost: { USD: '1.89000', MXN: '3.10' },
    },
    provider,
    provider_error: null,
  };
}

function serve(provider: UsageReport['provider'] = null) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/v2/MX/billing/usage') {
      const month = url.searchParams.get('month') ?? today().slice(0, 7);
      return {
        body: { data: report(month, (url.searchParams.get('group') ?? 'agent') as UsageGroup, provider) },
      };
    }
    return { status: 404, body: { message: `Unexpected ${request.url}` } };
  });
  return requests;
}

const groupTable = () => screen.getByRole('table', { name: /^Calls by/ });

describe('telephony usage tab', () => {
  beforeEach(() => {
    signInForRecords({ roles: adminRoles });
  });

  it("shows this month's totals per currency and groups the calls as asked, in the URL", async () => {
    const requests = serve();
    const { router } = renderRoutes(routes, '/MX/billing/usage');
    const user = userEvent.setup();

    const month = today().slice(0, 7);
    expect(await screen.findByLabelText('Month')).toHaveValue(month);
    await waitFor(() => expect(within(groupTable()).getAllByRole('row')).toHaveLength(4));
    expect(
      requests.some((request) => request.url.endsWith(`/billing/usage?month=${month}&group=agent`)),
    ).toBe(true);
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(card('Calls')).getByText('1 not priced by the provider yet.')).toBeInTheDocument();
    expect(within(card('Total cost')).getByText('USD 1.89')).toBeInTheDocument();
    expect(within(card('Total cost')).getByText('$3.10')).toBeInTheDocument();
    expect(within(card('Numbers')).getByText('Monthly cost of 1 number.')).toBeInTheDocument();
    // A call without an agent is named in the interface's language, not the organization's.
    expect(within(groupTable()).getByRole('rowheader', { name: 'No agent' })).toBeInTheDocument();
    // The chart is drawn from the month by day, every day of it.
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    expect(await screen.findByText(`Chart of ${days} days, 0 calls`)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith(`/billing/usage?month=${month}&group=day`))).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Direction' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=direction'));
    await waitFor(() =>
      expect(within(groupTable()).getByRole('rowheader', { name: 'Outbound' })).toBeInTheDocument(),
    );
    const outbound = within(groupTable())
      .getByRole('rowheader', { name: 'Outbound' })
      .closest('tr') as HTMLElement;
    expect(within(outbound).getByText('USD 0.20')).toBeInTheDocument();
    expect(within(outbound).getByText('$3.10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Direction' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const previous = shiftMonth(month, -1);
    await waitFor(() => expect(router.state.location.search).toBe(`?group=direction&month=${previous}`));
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith(`month=${previous}&group=direction`))).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('says why there is no provider comparison with the simulator, and shows it with Twilio', async () => {
    serve();
    const { unmount } = renderRoutes(routes, '/MX/billing/usage?month=2026-10');
    expect(await screen.findByText(/The simulator keeps no usage records/)).toBeInTheDocument();
    unmount();

    serve({
      provider: 'twilio',
      currency: 'USD',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      as_of: '2026-11-01T12:00:00.000Z',
      lines: [
        {
          category: 'calls-outbound',
          provider: { count: 6, usage: 22, cost: '0.31' },
          ours: { count: 5, usage: 20, cost: '0.20' },
          difference: { count: 1, usage: 2, cost: '0.11' },
        },
      ],
    });
    renderRoutes(routes, '/MX/billing/usage?month=2026-10');
    const table = await screen.findByRole('table', { name: "Provider's records" });
    const line = within(table)
      .getByRole('rowheader', { name: 'Outbound calls' })
      .closest('tr') as HTMLElement;
    expect(within(line).getByText('USD 0.31')).toBeInTheDocument();
    expect(within(line).getByText('USD 0.11')).toBeInTheDocument();
    expect(screen.getByText(/Its month runs Oct 1, 2026 to Oct 31, 2026 in UTC/)).toBeInTheDocument();
  });

  it('fills every day of the month for the chart, 0 on days without calls', () => {
    const days = daysOfMonth(
      { month: '2026-02', rows: [row({ key: '2026-02-03', calls: 4, billed_minutes: 9 })] },
      (day) => day,
    );
    expect(days).toHaveLength(28);
    expect(days[2]).toEqual({ label: '3', title: '2026-02-03', calls: 4, billed_minutes: 9 });
    expect(days[0]).toMatchObject({ calls: 0, billed_minutes: 0 });
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
