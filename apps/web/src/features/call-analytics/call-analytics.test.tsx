import { DEFAULT_ANALYTICS_SETTINGS } from '@aurora/contracts/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { adminRoles } from '../../testing/fixtures';
import { referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { analytics, emptyAnalytics } from './analytics-fixtures';
import { CallAnalyticsRoute } from './routes/call-analytics';

const requests: MockRequest[] = [];

function serve(answer: unknown = analytics) {
  requests.length = 0;
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (request.url.startsWith('/api/v2/definitions')) {
      return {
        body: {
          data: [
            {
              id: 1,
              list: 'call_outcomes',
              key: 'booked',
              label: 'Trip booked',
              position: 1,
              is_active: true,
              asks_follow_up: false,
            },
          ],
        },
      };
    }
    if (reference) return reference;
    if (request.url.startsWith('/api/v2/MX/analytics/calls')) return { body: { data: answer } };
    if (request.url.startsWith('/api/v2/MX/telephony/numbers')) {
      return { body: { data: [{ id: 5, number: '+525512345678', friendly_name: 'Main line' }] } };
    }
    return { body: { data: [] } };
  });
}

const analyticsRequests = () =>
  requests
    .filter((request) => request.url.startsWith('/api/v2/MX/analytics/calls'))
    .map((request) => new URL(request.url, 'http://x').searchParams);

const render = (path = '/MX/analytics/calls') =>
  renderRoutes([{ path: '/:orgCode/analytics/calls', Component: CallAnalyticsRoute }], path);

describe('call analytics page', () => {
  beforeEach(() => {
    signInForRecords({ roles: adminRoles });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the period's figures, each with its change against the previous period coloured by whether up is good", async () => {
    serve();
    render();
    const answerRate = await screen.findByRole('listitem', { name: 'Answer rate' });
    expect(screen.getByRole('link', { name: 'Wallboard' })).toHaveAttribute(
      'href',
      '/mx/analytics/wallboard',
    );
    expect(screen.getByRole('button', { name: 'All agents' })).toBeInTheDocument();
    expect(answerRate).toHaveTextContent('88.9%');
    // 88.9% against 75%: up 18.5%, good news.
    expect(within(answerRate).getByText('Up 18.5% against the previous period')).toBeInTheDocument();
    expect(within(answerRate).getByText('18.5%').parentElement).toHaveAttribute('data-tone', 'good');
    const missed = screen.getByRole('listitem', { name: 'Missed' });
    expect(missed).toHaveTextContent('4');
    // 4 missed against 10: down 60%, which is good too.
    expect(within(missed).getByText('Down 60% against the previous period').parentElement).toHaveAttribute(
      'data-tone',
      'good',
    );
    const speed = screen.getByRole('listitem', { name: 'Average speed of answer' });
    expect(speed).toHaveTextContent('0:12');
    // 12 s against 15 s: faster, good.
    expect(within(speed).getByText(/Down 20%/).parentElement).toHaveAttribute('data-tone', 'good');
    expect(screen.getByRole('listitem', { name: 'Service level' })).toHaveTextContent('80%');
    expect(screen.getByRole('listitem', { name: 'Missed callers called back' })).toHaveTextContent('50%');
    expect(screen.getByRole('listitem', { name: 'Median time to call back' })).toHaveTextContent('10:00');
    // The heatmap's cell gives its answer rate.
    expect(screen.getByRole('img', { name: /^Mon 9:00 – 12 inbound, answer rate 75%$/ })).toBeInTheDocument();
    // Outcomes by the organization's labels.
    const outcomes = screen.getByRole('region', { name: 'Outcomes' });
    expect(await within(outcomes).findByRole('row', { name: /Trip booked/ })).toHaveTextContent('30');
    expect(within(outcomes).getByRole('row', { name: /No outcome logged/ })).toHaveTextContent('70%');
  });

  it('shows each formula in a tooltip, with short abandons explained on the rates', async () => {
    serve();
    render();
    await userEvent.hover(await screen.findByRole('button', { name: 'How Answer rate is worked out' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Answered ÷ (inbound − short abandons)');
    expect(tooltip).toHaveTextContent(
      'Short abandons: callers who hung up within 5 s of ringing (10 in this period)',
    );
  });

  it('reads its filters from the URL, asks the API with them, and keeps them in the URL when one changes', async () => {
    serve();
    const { router } = render('/MX/analytics/calls?period=last_week&agent_ids=3,4&direction=inbound&bogus=1');
    await screen.findByRole('listitem', { name: 'Answer rate' });
    const first = analyticsRequests()[0];
    expect(Object.fromEntries(first?.entries() ?? [])).toEqual({
      period: 'last_week',
      agent_ids: '3,4',
      direction: 'inbound',
    });

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'custom');
    // A custom period waits for its days rather than asking for a 422.
    expect(analyticsRequests()).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('From'), '2026-10-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-10-31');
    await waitFor(() => expect(analyticsRequests().length).toBeGreaterThan(1));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search.entries())).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      agent_ids: '3,4',
      direction: 'inbound',
    });
    expect(Object.fromEntries(analyticsRequests().at(-1)?.entries() ?? [])).toEqual(
      Object.fromEntries(search.entries()),
    );
  });

  it('exports the agents table as the page shows it, in its sort order, and the hours table', async () => {
    serve();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    render();
    const agents = await screen.findByRole('region', { name: 'Agents' });
    await userEvent.click(within(agents).getByRole('button', { name: 'Agent' }));
    await userEvent.click(within(agents).getByRole('button', { name: 'Export Agents as CSV' }));
    const csv = await blobs[0]?.text();
    expect(csv?.split('\r\n')).toEqual([
      // Blob.text() drops the byte-order mark the file starts with.
      'Agent,Calls,Answered,Talk time,AHT,Occupancy,Available,On calls,Wrap-up,Unavailable,Recovery,Calls per won deal,Booked per talk hour',
      'Ana Ruiz,80,48,2:00:00,2:30,50%,2:30:00,2:00:00,30:00,1:00:00,75%,20,"$6,000.00"',
      'Beto Díaz,45,32,1:00:00,2:00,25.9%,3:20:00,1:00:00,10:00,0:00,0%,—,$0.00',
      '',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Export When calls come in as CSV' }));
    expect((await blobs[1]?.text())?.split('\r\n')).toEqual([
      'Weekday,Hour,Inbound,Answered,Answer rate',
      'Mon,9,12,9,75%',
      '',
    ]);
  });

  it("lets an administrator change the service level's seconds and the thresholds, showing the server's refusal on the field", async () => {
    const saved: unknown[] = [];
    mockFetch((request) => {
      const reference = referenceAnswer(request.url);
      if (reference) return reference;
      if (request.url.startsWith('/api/v2/MX/analytics/settings')) {
        if (request.method === 'GET') return { body: { data: DEFAULT_ANALYTICS_SETTINGS } };
        saved.push(request.body);
        return saved.length === 1
          ? {
              status: 422,
              body: { message: 'Invalid', errors: { 'thresholds.calls_waiting': ['Too many.'] } },
            }
          : { body: { data: request.body } };
      }
      if (request.url.startsWith('/api/v2/MX/analytics/calls')) return { body: { data: analytics } };
      return { body: { data: [] } };
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call analytics settings' });
    const seconds = await within(dialog).findByLabelText('Service level: answered within (seconds)');
    await userEvent.selectOptions(seconds, '30');
    const missed = within(dialog).getByLabelText('Missed today, red from');
    await userEvent.clear(missed);
    await userEvent.type(missed, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The contract's own rule (at least 1) stops it before the server.
    expect(await within(dialog).findByLabelText('Missed today, red from')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved).toHaveLength(0);
    await userEvent.clear(missed);
    await userEvent.type(missed, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too many.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.at(-1)).toEqual({
      service_level_seconds: 30,
      thresholds: { ...DEFAULT_ANALYTICS_SETTINGS.thresholds, missed_today: 12 },
    });
  });

  it('offers a plain agent neither the settings, the wallboard nor the agent and team filters', async () => {
    signInForRecords();
    serve();
    render();
    await screen.findByRole('listitem', { name: 'Answer rate' });
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wallboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All agents' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All numbers' })).toBeInTheDocument();
  });

  it("shows the server's refusal, and the figures once a retry gets them", async () => {
    let refused = true;
    mockFetch((request) => {
      const reference = referenceAnswer(request.url);
      if (reference) return reference;
      if (request.url.startsWith('/api/v2/MX/analytics/calls')) {
        return refused
          ? { status: 422, body: { message: 'A period may not be longer than 366 days.', errors: {} } }
          : { body: { data: analytics } };
      }
      return { body: { data: [] } };
    });
    render();
    expect(await screen.findByText('The call figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('A period may not be longer than 366 days.')).toBeInTheDocument();
    refused = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Answer rate' })).toHaveTextContent('88.9%');
  });

  it('says when the period has no calls', async () => {
    serve(emptyAnalytics);
    render();
    expect(await screen.findByText('No calls in this period')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agents' })).not.toBeInTheDocument();
  });
});
