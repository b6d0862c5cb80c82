import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { billingReferenceAnswer, makeInvoice } from './invoices-fixtures';
import { InvoicesListRoute } from './routes/invoices-list';

function serve(invoices = [makeInvoice()]) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const answer = billingReferenceAnswer(request.url);
    if (answer) return answer;
    if (request.url.startsWith('/api/v2/MX/invoices?')) return { body: page(invoices) };
    return { body: page([]) };
  });
  return requests;
}

const routes = [
  { path: '/:orgCode/billing', Component: InvoicesListRoute },
  { path: '/:orgCode/billing/invoices/:id', Component: () => <h1>Invoice page</h1> },
];

describe('invoices list', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('shows each invoice with its number, client, next due instalment, total, balance and status', async () => {
    const invoice = makeInvoice();
    serve([
      {
        ...invoice,
        instalments: invoice.instalments.map((part, index) => ({
          ...part,
          due_date: index === 0 ? '2027-01-15' : part.due_date,
        })),
      },
      makeInvoice({
        id: 18,
        number: null,
        status: 'draft',
        client: { id: 10, name: 'Juan Ríos' },
        trip: null,
        total: 50_000,
      }),
      makeInvoice({
        id: 19,
        kind: 'credit_note',
        number: 'CN-MX-2026-00001',
        credited_invoice: { id: 17, name: 'MX-2026-00017' },
        total: -5000,
        balance: 0,
        status: 'paid',
      }),
    ]);
    renderRoutes(routes, '/MX/billing');

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const issued = await within(table).findByRole('row', { name: /MX-2026-00017/ });
    expect(within(issued).getByText('Familia Pérez')).toBeInTheDocument();
    expect(within(issued).getByText('MX-2026-0042 · Cancún honeymoon')).toBeInTheDocument();
    // The next open instalment is the deposit, 348.00 on 15 January; the balance is all of it.
    expect(within(issued).getByTitle('$348.00 due then')).toHaveTextContent('Jan 15, 2027');
    expect(within(issued).getAllByText('$1,160.00')).toHaveLength(2);
    expect(await within(issued).findByText('Issued')).toBeInTheDocument();

    const draft = within(table).getByRole('row', { name: /Juan Ríos/ });
    expect(within(draft).getByRole('link', { name: 'Draft' })).toBeInTheDocument();

    const credit = within(table).getByRole('row', { name: /CN-MX-2026-00001/ });
    expect(within(credit).getByText('CN')).toBeInTheDocument();
    expect(within(credit).getByText('-$50.00')).toBeInTheDocument();
    expect(screen.getByText('3 invoices')).toBeInTheDocument();
  });

  it('opens the invoice from its row', async () => {
    serve();
    renderRoutes(routes, '/MX/billing');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'MX-2026-00017' }));
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeInTheDocument();
  });

  it('searches and filters in the list grammar', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/billing?filter[status]=overdue');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Search invoices' }), 'Pérez');
    await waitFor(() =>
      expect(
        requests.some((request) => {
          const url = new URL(request.url, 'http://x');
          return (
            url.pathname === '/api/v2/MX/invoices' &&
            url.searchParams.get('q') === 'Pérez' &&
            url.searchParams.get('filter[status]') === 'overdue'
          );
        }),
      ).toBe(true),
    );
  });

  it('invites to create the first invoice when there is none', async () => {
    serve([]);
    renderRoutes(routes, '/MX/billing');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New invoice' }).at(-1)).toHaveAttribute(
      'href',
      '/MX/billing/invoices/create',
    );
  });
});
