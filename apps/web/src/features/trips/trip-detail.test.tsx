import type { TripStatus } from '@aurora/contracts/travel/trips';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { makeTrip, tripReferenceAnswer } from '../../testing/trip-fixtures';
import { TripDetailRoute } from './routes/trip-detail';

const tripBilling = { currency: 'MXN', invoiced: 1_000_000, paid: 400_000, balance: 600_000 };
const tripInvoices = [
  {
    id: 12,
    kind: 'invoice',
    number: 'MX-2026-00012',
    status: 'partly_paid',
    currency: 'MXN',
    total: 1_000_000,
    issue_date: '2026-02-20',
  },
  {
    id: 13,
    kind: 'invoice',
    number: null,
    status: 'draft',
    currency: 'MXN',
    total: 50_000,
    issue_date: null,
  },
];

function serve(status: TripStatus = 'confirmed', overrides: Parameters<typeof makeTrip>[0] = {}) {
  const requests: MockRequest[] = [];
  let trip = makeTrip({ status, ...overrides });
  mockFetch((request) => {
    requests.push(request);
    const answer = tripReferenceAnswer(request.url) ?? referenceAnswer(request.url);
    if (answer) return answer;
    if (request.method === 'PUT' && request.url === '/api/v2/MX/trips/41') {
      trip = { ...trip, ...(request.body as { status: TripStatus }) };
      return { body: { data: trip } };
    }
    if (request.url === '/api/v2/MX/trips/41/billing') return { body: { data: tripBilling } };
    if (request.url.startsWith('/api/v2/MX/invoices?')) return { body: page(tripInvoices) };
    if (request.url.startsWith('/api/v2/MX/trips/41/')) return { body: page([]) };
    if (request.url.startsWith('/api/v2/MX/trips/41')) return { body: { data: trip } };
    return { body: page([]) };
  });
  return requests;
}

// The app shell provides the tooltips' provider.
function TripPage() {
  return (
    <Tooltip.Provider>
      <TripDetailRoute />
    </Tooltip.Provider>
  );
}

const routes = [{ path: '/:orgCode/trips/:id', Component: TripPage }];
const puts = (requests: MockRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('trip page', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('offers only the allowed moves of a confirmed trip, and moves it', async () => {
    const requests = serve('confirmed');
    renderRoutes(routes, '/MX/trips/41');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancún honeymoon' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Status: Confirmed. Change it' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Quoted', 'Travelling', 'Cancelled']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Travelling' }));

    await waitFor(() => expect(puts(requests)[0]?.body).toEqual({ status: 'travelling' }));
    expect(await screen.findByRole('button', { name: 'Status: Travelling. Change it' })).toBeInTheDocument();
  });

  it('asks before cancelling a trip', async () => {
    const requests = serve('quoted');
    renderRoutes(routes, '/MX/trips/41');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Status: Quoted. Change it' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Inquiry', 'Confirmed', 'Cancelled']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this trip?' });
    expect(puts(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    await waitFor(() => expect(puts(requests)[0]?.body).toEqual({ status: 'cancelled' }));
  });

  it('gives a completed trip no menu, and says why', async () => {
    serve('completed');
    renderRoutes(routes, '/MX/trips/41');
    await screen.findByRole('heading', { level: 1, name: 'Cancún honeymoon' });
    expect(screen.queryByRole('button', { name: /Change it/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A completed trip stays completed.' })).toBeInTheDocument();
  });

  it('reassures when the traveller checks find nothing, and names traveller and booking when they do', async () => {
    serve('confirmed');
    const { unmount } = renderRoutes(routes, '/MX/trips/41');
    const checks = await screen.findByRole('region', { name: 'Traveller checks' });
    expect(checks).toHaveTextContent('No problems found');
    unmount();

    serve('confirmed', {
      warnings: [
        {
          kind: 'passport_expiring',
          traveller: { id: 12, name: 'Laura Pérez' },
          booking: { id: 3, title: 'Flight MEX–MAD' },
          from: null,
          to: null,
          expires_on: '2027-08-01',
        },
      ],
    });
    renderRoutes(routes, '/MX/trips/41');
    const warned = await screen.findByRole('region', { name: 'Traveller checks' });
    expect(warned).toHaveTextContent(
      'Laura Pérez’s passport expires on Aug 1, 2027, too soon after the trip ends.',
    );
    expect(warned).toHaveTextContent('Flight MEX–MAD');
    expect(within(warned).getByText('1 warning')).toBeInTheDocument();
  });

  it('lists deadlines soonest first, the overdue one in red with its task', async () => {
    serve('confirmed', {
      deadlines: [
        {
          type: 'ticketing',
          booking: { id: 3, title: 'Flight MEX–MAD' },
          due_at: '2020-01-01T05:59:59.000Z',
          amount: null,
          currency: null,
          task_id: 88,
        },
        {
          type: 'supplier_payment',
          booking: { id: 4, title: 'Hotel Prado' },
          due_at: '2099-01-01T05:59:59.000Z',
          amount: 150_000,
          currency: 'USD',
          task_id: null,
        },
      ],
    });
    renderRoutes(routes, '/MX/trips/41');
    const deadlines = await screen.findByRole('region', { name: 'Deadlines' });
    const items = within(deadlines).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ticketing deadline');
    expect(items[0]).toHaveTextContent('Overdue');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open the task' })).toHaveAttribute(
      'href',
      '/MX/tasks?task=88',
    );
    expect(items[1]).toHaveTextContent('Supplier payment');
    expect(items[1]).toHaveTextContent('Hotel Prado · USD 1,500.00');
    expect(items[1]).not.toHaveTextContent('Overdue');
  });

  it("shows what the trip's invoices come to, each invoice, and the way to invoice it", async () => {
    const requests = serve('confirmed');
    renderRoutes(routes, '/MX/trips/41');

    const panel = await screen.findByRole('region', { name: 'Billing' });
    expect(await within(panel).findByText('$10,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('$4,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('$6,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'MX-2026-00012' })).toHaveAttribute(
      'href',
      '/MX/billing/invoices/12',
    );
    expect(within(panel).getByText('Partly paid')).toBeInTheDocument();
    expect(within(panel).getAllByText('Draft').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('link', { name: 'Invoice this trip' })).toHaveAttribute(
      'href',
      '/MX/billing/invoices/create?trip_id=41',
    );
    expect(within(panel).getByRole('link', { name: 'Money calendar' })).toHaveAttribute(
      'href',
      '/MX/billing/calendar?trip=41',
    );
    const invoicesRequest = requests.find((request) => request.url.startsWith('/api/v2/MX/invoices?'));
    expect(new URL(invoicesRequest?.url ?? '', 'http://x').searchParams.get('filter[trip_id]')).toBe('41');
  });
});
