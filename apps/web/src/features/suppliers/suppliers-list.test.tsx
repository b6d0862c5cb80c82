import type { ImportJob } from '@aurora/contracts/imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImportIndicator } from '../../components/csv-import/import-indicator';
import { importTracker } from '../../components/csv-import/import-tracker';
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
    if (request.method === 'POST' && request.url === '/api/v2/MX/suppliers/imports') {
      return { status: 201, body: { data: uploadedSuppliers } };
    }
    if (request.url.startsWith('/api/v2/MX/suppliers?')) {
      const q = new URL(request.url, 'http://x').searchParams.get('q');
      return { body: page(q ? suppliers.filter((supplier) => supplier.name.includes(q)) : suppliers) };
    }
    return { body: page([]) };
  });
  return requests;
}

/** A file of suppliers as the server answers its upload: Spanish headers, the suggested fields. */
const uploadedSuppliers: ImportJob = {
  id: 31,
  module: 'suppliers',
  status: 'pending',
  file_name: 'proveedores.csv',
  headers: ['Nombre', 'Categoría', 'Comisión', 'Condiciones de pago'],
  preview: [['Hoteles Xcaret', 'Hotel', '12,5', '30 días']],
  total_rows: 1,
  suggested_mapping: {
    Nombre: 'name',
    Categoría: 'category',
    Comisión: 'commission_rate',
    'Condiciones de pago': 'payment_terms',
  },
  mapping: null,
  dedupe: null,
  progress: { processed: 0, total: 1 },
  report: { created: 0, updated: 0, skipped: 0, errors: [], errors_count: 0 },
  error: null,
  created_by: { id: 7, name: 'Ana Agent' },
  created_at: '2026-03-01T10:00:00.000Z',
  started_at: null,
  finished_at: null,
};

function SuppliersPage() {
  return (
    <Tooltip.Provider>
      <SuppliersListRoute />
      <ImportIndicator />
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
    importTracker.setState({ imports: [], wizard: { open: false } });
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

  it('imports a CSV of suppliers: the wizard uploads to the suppliers and names their fields', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/suppliers');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Suppliers from CSV' });
    expect(within(dialog).getByText(/Each row becomes a supplier/)).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File(['Nombre;Categoría\nHoteles Xcaret;Hotel\n'], 'proveedores.csv', { type: 'text/csv' }),
    );
    expect(requests.find((request) => request.method === 'POST')?.url).toBe('/api/v2/MX/suppliers/imports');

    const category = await within(dialog).findByRole('combobox', { name: 'Import column “Categoría” as' });
    expect(category).toHaveValue('category');
    expect(within(category).getByRole('option', { selected: true })).toHaveTextContent('Category');
    const rate = within(dialog).getByRole('combobox', { name: 'Import column “Comisión” as' });
    expect(within(rate).getByRole('option', { selected: true })).toHaveTextContent('Commission (%)');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Do not import',
      'Name',
      'Category',
      'Phone',
      'Email',
      'Website',
      'Commission (%)',
      'Payment terms',
      'Currency',
      'Preferred',
      'Owner email',
      'Note',
    ]);
    expect(
      within(dialog).getByText('When a row has the name or email of an existing supplier:'),
    ).toBeInTheDocument();
  });

  it('invites to add the first supplier when there is none', async () => {
    serve([]);
    renderRoutes(routes, '/MX/suppliers');

    expect(await screen.findByText('No suppliers yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New supplier' });
    expect(links.at(-1)).toHaveAttribute('href', '/MX/suppliers/create');
    // Or to bring them from a spreadsheet.
    expect(screen.getAllByRole('button', { name: 'Import' })).toHaveLength(2);
  });
});
