import type { SupplierBookings } from '@aurora/contracts/travel/suppliers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { SupplierEditRoute } from './routes/supplier-edit';
import {
  categoriesAnswer,
  makeSupplier,
  makeSupplierBooking,
  makeSupplierBookings,
} from './supplier-fixtures';

function serve(bookings: SupplierBookings) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = categoriesAnswer(request.url) ?? referenceAnswer(request.url);
    if (reference) return reference;
    if (request.method === 'DELETE') return { status: 204 };
    if (request.url === '/api/v2/MX/suppliers/12') return { body: { data: makeSupplier() } };
    if (request.url === '/api/v2/MX/suppliers/12/bookings') return { body: bookings };
    return { body: page([]) };
  });
  return requests;
}

function SupplierPage() {
  return (
    <Tooltip.Provider>
      <SupplierEditRoute />
    </Tooltip.Provider>
  );
}

const routes = [
  { path: '/:orgCode/suppliers/:id/edit', Component: SupplierPage },
  { path: '/:orgCode/suppliers', Component: () => <h1>Suppliers list</h1> },
];

const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('supplier edit screen', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it("sums the commissions in the organization's currency, overdue in red, and lists each booking with its trip", async () => {
    serve(
      makeSupplierBookings(
        [
          makeSupplierBooking(),
          makeSupplierBooking({
            id: 102,
            trip: { id: 6, reference: 'MX-2026-0006', title: 'Luna de miel en Tulum' },
            type: 'tour',
            title: 'Chichén Itzá at dawn',
            status: 'option',
            starts_on: '2026-10-02',
            sell: 800_000,
            commission_expected: 100_000,
            commission_received: 40_000,
            commission_expected_on: '2026-11-01',
            commission_state: 'overdue',
          }),
          makeSupplierBooking({
            id: 103,
            type: 'transfer',
            title: 'Airport pick-up',
            status: 'cancelled',
            currency: 'USD',
            sell: 9_000,
            commission_expected: 0,
            commission_state: null,
          }),
        ],
        { expected: 400_000, received: 40_000, overdue: 60_000 },
      ),
    );
    renderRoutes(routes, '/MX/suppliers/12/edit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Casa Santo Domingo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preferred')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Expected')).getByText('$4,000.00')).toBeInTheDocument());
    expect(within(card('Received')).getByText('$400.00')).toBeInTheDocument();
    const overdue = card('Overdue');
    expect(within(overdue).getByText('$600.00')).toHaveClass('text-error-700');
    expect(within(overdue).getByText('Past the expected date, unpaid')).toBeInTheDocument();
    expect(screen.getByText('In MXN, the organization’s currency')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Bookings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [hotel, tour, transfer] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(hotel).getByRole('link', { name: /MX-2026-0005.*Oaxaca en familia/ })).toHaveAttribute(
      'href',
      '/MX/trips/5',
    );
    expect(within(hotel).getByText('Casa Santo Domingo · 2 rooms')).toBeInTheDocument();
    expect(within(hotel).getByText('Confirmed')).toBeInTheDocument();
    expect(within(hotel).getByText('$24,000.00')).toBeInTheDocument();
    expect(within(hotel).getByText('$3,000.00')).toBeInTheDocument();
    expect(within(hotel).getByText('Expected')).toBeInTheDocument();
    expect(within(hotel).getByText('Dec 20, 2026')).toBeInTheDocument();

    expect(within(tour).getByRole('link', { name: /MX-2026-0006/ })).toHaveAttribute('href', '/MX/trips/6');
    expect(within(tour).getByText('Tour')).toBeInTheDocument();
    expect(within(tour).getByText('Option')).toBeInTheDocument();
    expect(within(tour).getByText('Overdue')).toBeInTheDocument();
    expect(within(tour).getByText('$400.00 received')).toBeInTheDocument();

    // Each booking in its own currency; one without a commission says so.
    expect(within(transfer).getByText('USD 90.00')).toBeInTheDocument();
    expect(within(transfer).getByText('Cancelled')).toBeInTheDocument();
    expect(within(transfer).getByText('No commission')).toBeInTheDocument();
  });

  it('says when the supplier has no bookings yet, and nothing is overdue', async () => {
    serve(makeSupplierBookings([]));
    renderRoutes(routes, '/MX/suppliers/12/edit');

    expect(await screen.findByText('No bookings with this supplier yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bookings' })).not.toBeInTheDocument();
    expect(within(card('Overdue')).getByText('$0.00')).not.toHaveClass('text-error-700');
    expect(within(card('Overdue')).getByText('Nothing overdue')).toBeInTheDocument();
  });

  it('deletes the supplier after saying its bookings stay, without a supplier', async () => {
    const requests = serve(makeSupplierBookings([]));
    const { router } = renderRoutes(routes, '/MX/suppliers/12/edit');
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 1, name: 'Hotel Casa Santo Domingo' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hotel Casa Santo Domingo?' });
    expect(dialog).toHaveTextContent('its 3 bookings stay on their trips, without a supplier');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/suppliers'));
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/v2/MX/suppliers/12');
  });
});
