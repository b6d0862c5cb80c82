import type { BillingSummary } from '@aurora/contracts/billing/calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { BillingSummaryCards } from './components/summary/billing-summary-cards';

const summary: BillingSummary = {
  currency: 'MXN',
  outstanding: { amount: 2_400_000, count: 4 },
  overdue: { amount: 500_000, count: 1 },
  received_this_month: { amount: 1_750_000, count: 2 },
  due_to_suppliers_30_days: { amount: 5_400_000, count: 9 },
  commissions_overdue: { amount: 0, count: 0 },
  received_by_month: [{ month: '2026-11', amount: 1_750_000, count: 2 }],
};

function serve(answers: Array<{ status?: number; body?: unknown }>) {
  let calls = 0;
  mockFetch((request) => {
    const answer = referenceAnswer(request.url);
    if (answer) return answer;
    if (request.url === '/api/v2/MX/billing/summary') {
      const next = answers[Math.min(calls, answers.length - 1)] ?? {};
      calls += 1;
      return next;
    }
    return { body: page([]) };
  });
}

const render = () =>
  renderRoutes([{ path: '/:orgCode/billing/*', Component: BillingSummaryCards }], '/MX/billing');

describe('billing summary cards', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('shows each figure in the organization currency, linking to the tab that lists it', async () => {
    serve([{ body: { data: summary } }]);
    render();

    const cards = await screen.findByRole('region', { name: 'Billing at a glance' });
    const outstanding = await within(cards).findByRole('link', { name: /Outstanding/ });
    expect(outstanding).toHaveTextContent('$24,000.00');
    expect(outstanding).toHaveTextContent('4 open invoices');
    expect(outstanding).toHaveAttribute(
      'href',
      `/MX/billing?${new URLSearchParams({ 'filter[status]': 'issued,partly_paid,overdue' })}`,
    );
    const overdue = within(cards).getByRole('link', { name: /Overdue\b/ });
    expect(overdue).toHaveTextContent('$5,000.00');
    expect(overdue).toHaveTextContent('1 invoice late');
    expect(overdue).toHaveAttribute(
      'href',
      `/MX/billing?${new URLSearchParams({ 'filter[status]': 'overdue' })}`,
    );
    const received = within(cards).getByRole('link', { name: /Received this month/ });
    expect(received).toHaveTextContent('2 payments');
    expect(received.getAttribute('href')).toMatch(
      /^\/MX\/billing\/payments\?filter%5Bpaid_on%5D%5Bafter%5D=\d{4}-\d{2}-01/,
    );
    expect(within(cards).getByRole('link', { name: /Suppliers, next 30 days/ })).toHaveAttribute(
      'href',
      '/MX/billing/payables?state=due&within=30',
    );
    const commissions = within(cards).getByRole('link', { name: /Commissions overdue/ });
    expect(commissions).toHaveTextContent('$0.00');
    expect(commissions).toHaveAttribute('href', '/MX/billing/commissions?state=overdue');
  });

  it('says when the figures could not be loaded and tries again', async () => {
    serve([{ status: 500, body: { message: 'Server error' } }, { body: { data: summary } }]);
    render();
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The billing figures could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Outstanding/ })).toHaveTextContent('$24,000.00');
  });
});
