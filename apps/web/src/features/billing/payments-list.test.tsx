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
