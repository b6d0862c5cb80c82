import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { billingReferenceAnswer, makePayment } from './invoices-fixtures';
import { PaymentsListRoute } from './routes/payments-list';

function serve() {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const answer = billingReferenceAnswer(request.url);
    if (answer) return answer;
    if (request.url === '/api/v2/MX/billing/summary') {
      const empty = { amount: 0, count: 0 };
      return {
        body: {
          data: {
            currency: 'MXN',
            outstanding: empty,
            overdue: empty,
            received_this_month: { amount: 34_800, count: 1 },
            due_to_suppliers_30_days: empty,
            commissions_overdue: empty,
            received_by_month: [
              { month: '2026-10', amount: 125_000, count: 2 },
              { month: '2026-11', amount: 34_800, count: 1 },
            ],
          },
        },
      };
    }
    if (request.url.startsWith('/api/v2/MX/payments?')) {
      return {
        body: page([
          makePayment(),
          makePayment({ id: 4, amount: -5000, method: 'card', reference: null }),
          makePayment({ id: 5, status: 'void', void_reason: 'Bounced', method: 'cheque', recorded_by: null }),
        ]),
      };
    }
    return { body: page([]) };
  });
  return requests;
}

const routes = [
  { path: '/:orgCode/billing/payments', Component: PaymentsListRoute },
  { path: '/:orgCode/billing/invoices/:id', Component: () => <h1>Invoice page</h1> },
];

describe('payments list', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('shows payments, refunds and voids, newest first by default, and opens the invoice', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/billing/payments');
    const user = userEvent.setup();

    // What came in per month, said in a table beside the chart.
    const received = await screen.findByRole('table', { name: 'Received per month' });
    expect(within(received).getByRole('row', { name: /Oct 2026 \$1,250\.00/ })).toBeInTheDocument();
    expect(within(received).getByRole('row', { name: /Nov 2026 \$348\.00/ })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, payment, refund, voided] = rows as HTMLElement[];
    expect(within(payment as HTMLElement).getByText('$348.00')).toBeInTheDocument();
    expect(within(payment as HTMLElement).getByText('Transfer')).toBeInTheDocument();
    expect(within(payment as HTMLElement).getByText('SPEI 4411')).toBeInTheDocument();
    expect(within(refund as HTMLElement).getByText('-$50.00')).toBeInTheDocument();
    expect(within(refund as HTMLElement).getByText('Refund')).toBeInTheDocument();
    expect(within(voided as HTMLElement).getByText('Void')).toBeInTheDocument();
    expect(
      requests.some((request) => new URL(request.url, 'http://x').searchParams.get('sort') === '-paid_on'),
    ).toBe(true);

    await user.click(within(payment as HTMLElement).getByRole('link', { name: 'MX-2026-00017' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Invoice page' })).toBeInTheDocument());
  });
});
