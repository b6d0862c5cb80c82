import type { Payables } from '@aurora/contracts/billing/payables';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { bookingRef, daysFromToday, makePayable, makePayables, today } from './payables-fixtures';
import { SupplierPayablesRoute } from './routes/supplier-payables';

const routes = [{ path: '/:orgCode/billing/payables', Component: SupplierPayablesRoute }];

const overdue = makePayable({
  booking: bookingRef({ id: 102, title: 'Chichén Itzá at dawn', confirmation_number: null }),
  supplier: { id: 14, name: 'Mayan Tours' },
  due_on: daysFromToday(-3),
  amount: 450_000,
  state: 'overdue',
});
const due = makePayable();
const paid = makePayable({
  index: 1,
  due_on: daysFromToday(-20),
  amount: 90_00,
  currency: 'USD',
  paid_on: daysFromToday(-21),
  reference: 'SPEI 99812',
  state: 'paid',
});

function serve(answer: (request: MockRequest) => Payables, pay?: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.method === 'POST' && pay) return pay(request);
    if (request.url.startsWith('/api/v2/MX/billing/payables')) return { body: answer(request) };
    return { status: 404, body: { message: `Unexpected ${request.url}` } };
  });
  return requests;
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
const listed = () =>
  within(screen.getByRole('table', { name: 'Supplier payments' }))
    .getAllByRole('row')
    .slice(1);

describe('supplier payables tab', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('lists what is due to whom and when, with the totals on top', async () => {
    serve(() => makePayables([overdue, due, paid], { overdue: 450_000, due_in_30_days: 1_200_000 }));
    renderRoutes(routes, '/MX/billing/payables');

    const [late, open, done] = (await waitFor(() => {
      const rows = listed();
      expect(rows).toHaveLength(3);
      return rows;
    })) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(card('Overdue')).getByText('$4,500.00')).toHaveClass('text-error-700');
    expect(within(card('Due in 30 days')).getByText('$12,000.00')).toBeInTheDocument();
    expect(within(card('Payments shown')).getByText('2 still open')).toBeInTheDocument();

    expect(within(late).getByText('Mayan Tours')).toBeInTheDocument();
    expect(within(late).getByText('3 days late')).toBeInTheDocument();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: /MX-2026-0005.*Oaxaca en familia/ })).toHaveAttribute(
      'href',
      '/MX/trips/5',
    );
    expect(within(open).getByText('Conf. CSD-4471')).toBeInTheDocument();
    expect(within(open).getByText('$12,000.00')).toBeInTheDocument();
    // Each payment in its booking's currency; a paid one shows its day and reference, no button.
    expect(within(done).getByText('USD 90.00')).toBeInTheDocument();
    expect(within(done).getByText('Ref. SPEI 99812')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: /Mark paid/ })).toBeInTheDocument();
  });

  it('sends the filters in the URL to the server, and says when nothing matches', async () => {
    const requests = serve((request) =>
      request.url.includes('state=overdue') ? makePayables([]) : makePayables([overdue, due]),
    );
    const { router } = renderRoutes(routes, '/MX/billing/payables?supplier=14');
    const user = userEvent.setup();

    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(requests.some((request) => request.url.endsWith('/billing/payables?supplier_id=14'))).toBe(true);
    expect(screen.getByLabelText('Supplier')).toHaveValue('14');

    await user.selectOptions(screen.getByLabelText('Due'), '30');
    await waitFor(() => expect(router.state.location.search).toBe('?supplier=14&within=30'));
    expect(requests.at(-1)?.url).toContain(`due_from=${today()}&due_to=${daysFromToday(30)}`);

    await user.selectOptions(screen.getByLabelText('State'), 'overdue');
    expect(await screen.findByText('No supplier payment matches these filters')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toContain('state=overdue');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listed()).toHaveLength(2));
  });

  it('says when nothing at all is due to suppliers', async () => {
    serve(() => makePayables([]));
    renderRoutes(routes, '/MX/billing/payables');
    expect(await screen.findByText('Nothing is due to suppliers')).toBeInTheDocument();
    expect(within(card('Overdue')).getByText('Nothing is overdue.')).toBeInTheDocument();
  });

  it('marks a payment paid with its day and reference', async () => {
    let state: Payables = makePayables([due]);
    const requests = serve(
      () => state,
      (request) => {
        const body = request.body as { paid_on: string; reference: string | null };
        const done = { ...due, state: 'paid' as const, paid_on: body.paid_on, reference: body.reference };
        state = makePayables([done]);
        return { body: { data: done } };
      },
    );
    renderRoutes(routes, '/MX/billing/payables');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Mark paid: Casa Santo Domingo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark supplier payment paid' });
    expect(within(dialog).getByText(/\$12,000\.00 to Hotel Casa Santo Domingo/)).toBeInTheDocument();
    const paidOn = within(dialog).getByLabelText(/Paid on/);
    expect(paidOn).toHaveValue(today());

    await user.clear(paidOn);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Must be a date like 2026-05-31.')).toBeInTheDocument();
    expect(paidOn).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(paidOn, daysFromToday(-1));
    await user.type(within(dialog).getByLabelText('Reference'), 'SPEI 4471');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/v2/MX/billing/payables/101/0/pay');
    expect(post?.body).toEqual({ paid_on: daysFromToday(-1), reference: 'SPEI 4471' });
    // The list is asked again and shows it paid.
    expect(await screen.findByText('Ref. SPEI 4471')).toBeInTheDocument();
  });

  it('shows a second mark of the same payment as already paid (409), and refreshes the list', async () => {
    let state: Payables = makePayables([due]);
    const paidDay = daysFromToday(-2);
    serve(
      () => state,
      () => {
        state = makePayables([{ ...due, state: 'paid', paid_on: paidDay, reference: 'Other tab' }]);
        return {
          status: 409,
          body: { message: `This supplier payment was already marked paid on ${paidDay}.` },
        };
      },
    );
    renderRoutes(routes, '/MX/billing/payables');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Mark paid: Casa Santo Domingo/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/already marked paid on/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByText('Ref. Other tab')).toBeInTheDocument();
  });

  it('shows a long list a page at a time, the open payments first', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      makePayable({ index, due_on: daysFromToday(index + 1), booking: bookingRef({ id: 200 + index }) }),
    );
    serve(() => makePayables([paid, ...many]));
    renderRoutes(routes, '/MX/billing/payables');
    const user = userEvent.setup();

    await waitFor(() => expect(listed()).toHaveLength(25));
    expect(screen.getByText('1–25 of 31')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listed()).toHaveLength(6));
    // The paid one comes last, after every open payment.
    expect(listed().at(-1)).toHaveTextContent('SPEI 99812');
  });
});
