import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { SuppliersListRoute } from './routes/suppliers-list';
import { categoriesAnswer, makeSupplier } from './supplier-fixtures';

function serve(
  suppliers = [
    makeSupplier(),
    makeSupplier({
      id: 13,
      name: 'Aeroméxico',
      category: 'airline',
      preferred: false,
      commission_rate: null,
      bookings_count: 0,
    }),
  ],
) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = categoriesAnswer(request.url) ?? referenceAnswer(request.url);
    if (reference) return reference;
    if (request.url.startsWith('/api/v2/MX/suppliers?')) {
      const q = new URL(request.url, 'http://x').searchParams.get('q');
      return { body: page(q ? suppliers.filter((supplier) => supplier.name.includes(q)) : suppliers) };
    }
    return { body: page([]) };
  });
  return requests;
}

function SuppliersPage() {
  return (
    <Tooltip.Provider>
      <SuppliersListRoute />
    </Tooltip.Provider>
  );
}

const routes = [
  { path: '/:orgCode/suppliers', Component: SuppliersPage },
  { path: '/:orgCode/suppliers/:id/edit', Component: () => <h1>Supplier edit</h1> },
];

describe('suppliers list', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('shows each supplier with its category, star, rate and bookings, finds one as you type and opens it', async () => {
    const requests = serve();
    const { router } = renderRoutes(routes, '/MX/suppliers');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const hotel = await within(table).findByRole('row', { name: /Hotel Casa Santo Domingo/ });
    await waitFor(() => expect(within(hotel).getByText('Hotel')).toBeInTheDocument());
    expect(within(hotel).getByTitle('Preferred')).toBeInTheDocument();
    expect(within(hotel).getByText('12.5%')).toBeInTheDocument();
    expect(within(hotel).getByText('3')).toBeInTheDocument();
    expect(within(hotel).getByRole('button', { name: 'Call +52 55 1111 2222' })).toHaveAttribute(
      'data-callable-type',
      'supplier',
    );
    const airline = within(table).getByRole('row', { name: /Aeroméxico/ });
    expect(within(airline).getByText('Airline')).toBeInTheDocument();
    expect(within(airline).queryByTitle('Preferred')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search suppliers' }), 'Aero');
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Hotel Casa/ })).not.toBeInTheDocument(),
    );
    expect(requests.some((request) => request.url.includes('q=Aero'))).toBe(true);

    await user.click(within(table).getByRole('link', { name: 'Aeroméxico' }));
    expect(router.state.location.pathname).toBe('/MX/suppliers/13/edit');
  });

  it('invites to add the first supplier when there is none', async () => {
    serve([]);
    renderRoutes(routes, '/MX/suppliers');

    expect(await screen.findByText('No suppliers yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New supplier' });
    expect(links.at(-1)).toHaveAttribute('href', '/MX/suppliers/create');
  });
});
