import type { Invoice } from '@aurora/contracts/billing/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { billingReferenceAnswer, makeInvoice, makePayment } from './invoices-fixtures';
import { InvoiceDetailRoute } from './routes/invoice-detail';

/** A server holding one invoice: each action answers as the real one does, and the invoice changes. */
function serve(start: Invoice) {
  const requests: MockRequest[] = [];
  let invoice = start;
  let payments = [] as ReturnType<typeof makePayment>[];
  mockFetch((request) => {
    requests.push(request);
    const answer = billingReferenceAnswer(request.url);
    if (answer) return answer;
    const { method, url } = request;
    if (method === 'POST' && url === '/api/v2/MX/invoices/17/issue') {
      invoice = { ...invoice, status: 'issued', number: 'MX-2026-00017' };
      return { body: { data: invoice } };
    }
    if (method === 'POST' && url === '/api/v2/MX/invoices/17/void') {
      invoice = { ...invoice, status: 'void', void_reason: (request.body as { reason: string }).reason };
      return { body: { data: invoice } };
    }
    if (method === 'POST' && url === '/api/v2/MX/invoices/17/credit-notes') {
      return {
        status: 201,
        body: {
          data: makeInvoice({ id: 30, kind: 'credit_note', number: 'CN-MX-2026-00001', total: -116_000 }),
        },
      };
    }
    if (method === 'POST' && url === '/api/v2/MX/payments') {
      const body = request.body as { amount: number; overpayment: boolean };
      if (body.amount > invoice.balance && !body.overpayment) {
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { amount: ['The payment is more than open.'] },
          },
        };
      }
      const payment = makePayment({ amount: body.amount });
      payments = [payment, ...payments];
      invoice = {
        ...invoice,
        status: 'partly_paid',
        paid: body.amount,
        balance: invoice.balance - body.amount,
      };
      return { status: 201, body: { data: payment } };
    }
    if (url === '/api/v2/MX/invoices/17') return { body: { data: invoice } };
    if (url.startsWith('/api/v2/MX/payments?')) return { body: page(payments) };
    return { body: page([]) };
  });
  return requests;
}

const routes = [
  { path: '/:orgCode/billing/invoices/:id', Component: InvoiceDetailRoute },
  { path: '/:orgCode/billing', Component: () => <h1>Invoices</h1> },
];
const posts = (requests: MockRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url === `/api/v2/MX${path}`);

describe('invoice page', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('issues a draft only once confirmed, then offers payments instead of edits', async () => {
    const requests = serve(makeInvoice({ status: 'draft', number: null }));
    renderRoutes(routes, '/MX/billing/invoices/17');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Draft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/MX/billing/invoices/17/edit',
    );
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(posts(requests, '/invoices/17/issue')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Issue and lock' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'MX-2026-00017' })).toBeInTheDocument();
    expect(posts(requests, '/invoices/17/issue')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Record payment' }).length).toBeGreaterThan(0);
  });

  it('voids an issued invoice with the reason given', async () => {
    const requests = serve(makeInvoice());
    renderRoutes(routes, '/MX/billing/invoices/17');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void MX-2026-00017?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void the invoice' }));
    expect(
      await within(dialog).findByText('Say why: the reason is kept with the record.'),
    ).toBeInTheDocument();
    expect(posts(requests, '/invoices/17/void')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Billed to the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Void the invoice' }));
    await waitFor(() =>
      expect(posts(requests, '/invoices/17/void')[0]?.body).toEqual({ reason: 'Billed to the wrong client' }),
    );
    expect(await screen.findByText('Billed to the wrong client')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('credits chosen lines with a reason and opens the credit note', async () => {
    const requests = serve(makeInvoice());
    const { router } = renderRoutes(routes, '/MX/billing/invoices/17');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for MX-2026-00017' });
    await user.click(within(dialog).getByRole('radio', { name: /Some of its lines/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hotel Riu Cancún' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Room cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Create the credit note' }));

    await waitFor(() =>
      expect(posts(requests, '/invoices/17/credit-notes')[0]?.body).toEqual({
        reason: 'Room cancelled',
        lines: [{ description: 'Hotel Riu Cancún', quantity: '2', unit_price: 50_000, tax_rate: 1600 }],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/billing/invoices/30'));
  });

  it('asks the rate of a payment in another currency, and sends it', async () => {
    const requests = serve(makeInvoice());
    renderRoutes(routes, '/MX/billing/invoices/17');
    const user = userEvent.setup();

    await user.click((await screen.findAllByRole('button', { name: 'Record payment' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    // What is open, by default.
    expect(within(dialog).getByRole('textbox', { name: 'Amount received' })).toHaveValue('1160.00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'USD');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received' });
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('A payment in USD needs its rate: how many MXN one USD buys.'),
    ).toBeInTheDocument();
    expect(posts(requests, '/payments')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Exchange rate: 1 USD in MXN' }), '17.5');
    expect(within(dialog).getByText('Comes to $350.00 on the invoice.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(posts(requests, '/payments')[0]?.body).toMatchObject({
        invoice_id: 17,
        amount: 2000,
        currency: 'USD',
        exchange_rate: '17.5',
        method: 'transfer',
        overpayment: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Partly paid')).toBeInTheDocument();
  });

  it('records more than what is open only as an explicit overpayment', async () => {
    const requests = serve(makeInvoice());
    renderRoutes(routes, '/MX/billing/invoices/17');
    const user = userEvent.setup();

    await user.click((await screen.findAllByRole('button', { name: 'Record payment' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received' });
    await user.clear(amount);
    await user.type(amount, '1200');
    const overpayment = within(dialog).getByRole('checkbox', {
      name: 'Record as overpayment (the excess becomes the client’s credit)',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(posts(requests, '/payments')).toHaveLength(0);
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.click(overpayment);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(posts(requests, '/payments')[0]?.body).toMatchObject({ amount: 120_000, overpayment: true }),
    );
  });
});
