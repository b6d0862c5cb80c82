import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCalendar, makeEntry } from '../../testing/billing-fixtures';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { MoneyCalendarRoute } from './routes/money-calendar';

function serve(calendar = makeCalendar()) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const answer = referenceAnswer(request.url);
    if (answer) return answer;
    if (request.url.startsWith('/api/v2/MX/billing/calendar')) return { body: { data: calendar } };
    if (request.url.startsWith('/api/v2/mx/members')) {
      return {
        body: {
          data: [
            { id: 7, name: 'Ana Agent' },
            { id: 8, name: 'Bruno Agent' },
          ],
        },
      };
    }
    return { body: page([]) };
  });
  return requests;
}

const calendarQueries = (requests: MockRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('/api/v2/MX/billing/calendar'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));

function render(path: string) {
  return renderRoutes([{ path: '/:orgCode/billing/calendar', Component: MoneyCalendarRoute }], path);
}

describe('money calendar', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('asks for the whole weeks of the month and shows each entry on its day, opening its record', async () => {
    const requests = serve();
    render('/MX/billing/calendar?month=2026-03');

    const instalment = await screen.findByRole('link', {
      name: /Client instalment · MX-2026-00005 · Familia Jiménez · \$3,000\.00/,
    });
    expect(instalment).toHaveAttribute('href', '/MX/billing/invoices/5');
    expect(screen.getByRole('link', { name: /Supplier payment · Pestana Palace · USD/ })).toHaveAttribute(
      'href',
      '/MX/trips/41',
    );
    expect(screen.getByRole('link', { name: /Option expires · Pestana Palace/ })).toHaveAttribute(
      'href',
      '/MX/trips/41',
    );
    expect(calendarQueries(requests)[0]).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    // The month's totals in the organization's currency, the USD payment at its converted amount.
    expect(screen.getByText('$3,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('$2,040.00', { selector: 'dd' })).toBeInTheDocument();
  });

  it('moves by month and remembers the month in the URL', async () => {
    const requests = serve();
    const { router } = render('/MX/billing/calendar?month=2026-03');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'March 2026' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-04');
    await waitFor(() =>
      expect(calendarQueries(requests).at(-1)).toEqual({ from: '2026-03-30', to: '2026-05-03' }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
  });

  it('shows the rest of a busy day behind "+N more"', async () => {
    const entries = Array.from({ length: 5 }, (_, index) =>
      makeEntry({
        key: `instalment:${index + 1}:0`,
        label: `MX-2026-0000${index + 1}`,
        invoice: { id: index + 1, number: `MX-2026-0000${index + 1}` },
      }),
    );
    serve(makeCalendar({ entries }));
    render('/MX/billing/calendar?month=2026-03');
    const user = userEvent.setup();

    await screen.findByRole('link', { name: /MX-2026-00001/ });
    expect(screen.queryByRole('link', { name: /MX-2026-00004/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /\+2 more/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Everything on Tuesday, March 10, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'MX-2026-00005 · Familia Jiménez' })).toHaveAttribute(
      'href',
      '/MX/billing/invoices/5',
    );
  });

  it('lists the month by day with week subtotals in the agenda, and keeps the view in the URL', async () => {
    serve(makeCalendar({ from: '2026-03-01', to: '2026-03-31' }));
    const { router } = render('/MX/billing/calendar?month=2026-03');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'March 2026' });

    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(router.state.location.search).toBe('?month=2026-03&view=agenda');
    const week = await screen.findByRole('region', { name: 'Week of Mar 9, 2026' });
    expect(within(week).getByText('In $3,000.00')).toBeInTheDocument();
    expect(within(week).getByText('Out $2,040.00')).toBeInTheDocument();
    expect(within(week).getByText('Tuesday, March 10, 2026')).toBeInTheDocument();
    // A payment in another currency shows what it comes to in the organization's.
    expect(within(week).getByText('≈ $2,040.00')).toBeInTheDocument();
    for (const supplier of within(week).getAllByRole('link', { name: 'Hoteles Pestana' })) {
      // Suppliers open on their form (the contracts' recordUrl).
      expect(supplier).toHaveAttribute('href', '/MX/suppliers/2/edit');
    }
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by agent through the URL and says when nothing is due', async () => {
    const requests = serve(makeCalendar({ entries: [], days: [], totals: { in: 0, out: 0 } }));
    const { router } = render('/MX/billing/calendar?month=2026-03&view=agenda');
    const user = userEvent.setup();

    expect(await screen.findByText('Nothing is due in this month.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Agent' }), 'Bruno Agent');
    expect(router.state.location.search).toBe('?month=2026-03&view=agenda&owner=8');
    await waitFor(() =>
      expect(calendarQueries(requests).at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        owner_id: '8',
      }),
    );
    expect(await screen.findByText('Nothing is due in this month for these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?month=2026-03&view=agenda');
  });
});
