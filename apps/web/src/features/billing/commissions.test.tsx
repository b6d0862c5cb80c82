import type { CommissionReceipt, CommissionStatement, Commissions } from '@aurora/contracts/billing/payables';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { bookingRef, daysFromToday, makeCommission, today } from './payables-fixtures';
import { CommissionsRoute } from './routes/commissions';

const routes = [{ path: '/:orgCode/billing/commissions', Component: CommissionsRoute }];

const hotel = makeCommission();
const tour = makeCommission({
  booking: bookingRef({ id: 102, title: 'Chichén Itzá at dawn', confirmation_number: 'MT-88' }),
  supplier: { id: 14, name: 'Mayan Tours' },
  expected: 100_000,
  received: 40_000,
  open: 60_000,
  expected_on: daysFromToday(-5),
  state: 'overdue',
});
const dollars = makeCommission({
  booking: bookingRef({ id: 103, title: 'Airport pick-up' }),
  currency: 'USD',
  expected: 5_000,
  open: 5_000,
});
const all: Commissions = {
  data: [tour, hotel, dollars],
  summary: { currency: 'MXN', expected: 400_000, received: 40_000, open: 360_000, overdue: 60_000 },
};

type Handler = (request: MockRequest) => MockAnswer | undefined;

const receipts: CommissionReceipt[] = [
  {
    id: 4,
    received_on: '2026-11-03',
    currency: 'MXN',
    amount: 100_000,
    unallocated: 20_000,
    reference: 'Dep. 5521',
    statement_id: 9,
    allocations: [
      { booking: tour.booking, amount: 40_000 },
      { booking: hotel.booking, amount: 40_000 },
    ],
    recorded_by: { id: 7, name: 'Ana Agent' },
    created_at: '2026-11-03T16:00:00.000Z',
  },
];

function serve(
  extra: Handler = () => undefined,
  commissions: (request: MockRequest) => Commissions = () => all,
) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    const answer = extra(request);
    if (answer) return answer;
    if (request.url.startsWith('/api/v2/MX/billing/commissions')) return { body: commissions(request) };
    if (request.url === '/api/v2/MX/billing/commission-statements') return { body: { data: [] } };
    if (request.url === '/api/v2/MX/billing/commission-receipts') return { body: { data: receipts } };
    if (request.url.startsWith('/api/v2/MX/suppliers')) {
      return {
        body: {
          data: [{ id: 14, name: 'Mayan Tours', currency: 'MXN' }],
          meta: { current_page: 1, per_page: 8, total: 1, last_page: 1 },
        },
      };
    }
    return { status: 404, body: { message: `Unexpected ${request.method} ${request.url}` } };
  });
  return requests;
}

const card = (label: string) =>
  screen.getAllByText(label, { selector: 'dt' })[0]?.parentElement as HTMLElement;
const table = () => screen.getByRole('table', { name: 'Commissions by booking' });

describe('commissions tab', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('shows expected, received and overdue per booking with totals, filtered in the URL', async () => {
    const requests = serve(undefined, (request) =>
      request.url.includes('state=overdue') ? { ...all, data: [tour] } : all,
    );
    const { router } = renderRoutes(routes, '/MX/billing/commissions');
    const user = userEvent.setup();

    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    expect(within(card('To come')).getByText('$3,600.00')).toBeInTheDocument();
    expect(within(card('Overdue')).getByText('$600.00')).toHaveClass('text-error-700');
    const row = within(table()).getByText('Chichén Itzá at dawn').closest('tr') as HTMLElement;
    expect(within(row).getByText('Mayan Tours')).toBeInTheDocument();
    expect(within(row).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(row).getByText('$400.00')).toBeInTheDocument();
    expect(within(row).getByText('$600.00')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();

    // The payments received, with what of them no booking has yet.
    const received = await screen.findByRole('table', { name: 'Commission payments received' });
    const payment = within(received).getByText('Dep. 5521').closest('tr') as HTMLElement;
    expect(within(payment).getByText('MX-2026-0005 · Chichén Itzá at dawn')).toBeInTheDocument();
    expect(within(payment).getByText('and 1 more booking')).toBeInTheDocument();
    expect(within(payment).getByText('$200.00')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'overdue');
    await waitFor(() => expect(router.state.location.search).toBe('?state=overdue'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(requests.some((request) => request.url.endsWith('/billing/commissions?state=overdue'))).toBe(true);
  });

  it('records a commission received split across two bookings, checking each allocation first', async () => {
    const receipts: MockRequest[] = [];
    serve((request) => {
      if (request.method !== 'POST') return undefined;
      receipts.push(request);
      if (receipts.length === 1) {
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { 'allocations.1.booking_id': ['This booking is in USD, not MXN.'] },
          },
        };
      }
      return { status: 201, body: { data: { id: 1 } } };
    });
    renderRoutes(routes, '/MX/billing/commissions');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Record commission received' }));
    const dialog = screen.getByRole('dialog', { name: 'Record commission received' });
    expect(within(dialog).getByLabelText(/Received on/)).toHaveValue(today());
    // Only bookings with something to come in the receipt's currency are offered.
    const first = within(dialog).getByLabelText('Booking 1');
    expect(within(first).queryByText(/Airport pick-up/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Choose a booking.')).toBeInTheDocument();
    expect(receipts).toHaveLength(0);

    await user.selectOptions(first, '102');
    // What is still open on it is proposed.
    expect(within(dialog).getByLabelText('Amount (MXN)')).toHaveValue('600.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add a booking' }));
    await user.selectOptions(within(dialog).getByLabelText('Booking 2'), '102');
    const amounts = within(dialog).getAllByLabelText('Amount (MXN)');
    await user.clear(amounts[1] as HTMLElement);
    await user.type(amounts[1] as HTMLElement, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('This booking is already in the list.')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be an amount, like 1250.50.')).toBeInTheDocument();
    expect(receipts).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Booking 2'), '101');
    await user.clear(amounts[1] as HTMLElement);
    await user.type(amounts[1] as HTMLElement, '1,500.5');
    expect(within(dialog).getByText('$2,100.50')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reference'), 'SPEI 7781');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    // The server's 422 lands on the allocation it names.
    expect(await within(dialog).findByText('This booking is in USD, not MXN.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Booking 2')).toHaveAttribute('aria-invalid', 'true');
    expect(receipts[0]?.body).toEqual({
      received_on: today(),
      currency: 'MXN',
      reference: 'SPEI 7781',
      allocations: [
        { booking_id: 102, amount: 60_000 },
        { booking_id: 101, amount: 150_050 },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receipts).toHaveLength(2);
  });

  it('uploads a statement, shows how it was read, confirms it and resolves its unmatched lines', async () => {
    const line = (overrides: Partial<CommissionStatement['lines'][number]>) => ({
      line: 2,
      confirmation_number: 'MT-88',
      traveller: 'Laura Gómez',
      date: daysFromToday(-10),
      amount: 60_000,
      booking: null,
      match: null,
      state: 'unmatched' as const,
      ...overrides,
    });
    const draft: CommissionStatement = {
      id: 9,
      supplier: { id: 14, name: 'Mayan Tours' },
      file_name: 'mayan-noviembre.csv',
      status: 'draft',
      separator: ';',
      decimal_mark: ',',
      currency: 'MXN',
      columns: {
        confirmation_number: 'Localizador',
        traveller: 'Pasajero',
        date: 'Fecha',
        amount: 'Comisión',
        currency: null,
      },
      lines: [
        line({ booking: tour.booking, match: 'confirmation_number', state: 'matched' }),
        line({ line: 3, confirmation_number: 'ZZ-1', traveller: 'Pedro Páramo', amount: 25_000 }),
        line({ line: 4, confirmation_number: null, traveller: 'Nadie', amount: 1_000 }),
      ],
      totals: { matched: 60_000, unmatched: 26_000, ignored: 0 },
      receipt_id: null,
      created_at: '2026-11-20T16:00:00.000Z',
    };
    const confirmed: CommissionStatement = { ...draft, status: 'confirmed', receipt_id: 4 };
    let current = draft;
    const posts: MockRequest[] = [];
    serve((request) => {
      if (request.method === 'POST') posts.push(request);
      if (
        request.method === 'POST' &&
        request.url === '/api/v2/MX/billing/commission-statements?supplier_id=14'
      ) {
        if (posts.length === 1) {
          return {
            status: 422,
            body: {
              message: 'Line 3 has no amount.',
              errors: { file: ['Line 3 has no amount in "Comisión".'] },
            },
          };
        }
        return { status: 201, body: { data: draft } };
      }
      if (request.url === '/api/v2/MX/billing/commission-statements/9/confirm') {
        current = confirmed;
        return { body: { data: confirmed } };
      }
      if (request.url === '/api/v2/MX/billing/commission-statements/9/lines/3/resolve') {
        current = {
          ...confirmed,
          lines: [
            confirmed.lines[0] as CommissionStatement['lines'][number],
            line({ line: 3, booking: hotel.booking, match: 'assigned', state: 'matched', amount: 25_000 }),
            confirmed.lines[2] as CommissionStatement['lines'][number],
          ],
          totals: { matched: 85_000, unmatched: 1_000, ignored: 0 },
        };
        return { body: { data: current } };
      }
      if (request.url === '/api/v2/MX/billing/commission-statements/9/lines/4/resolve') {
        current = {
          ...current,
          lines: current.lines.map((item) =>
            item.line === 4 ? { ...item, state: 'ignored' as const } : item,
          ),
          totals: { matched: 85_000, unmatched: 0, ignored: 1_000 },
        };
        return { body: { data: current } };
      }
      if (request.url === '/api/v2/MX/billing/commission-statements/9') return { body: { data: current } };
      return undefined;
    });
    renderRoutes(routes, '/MX/billing/commissions');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Import statement' }));
    let dialog = screen.getByRole('dialog', { name: "Import a supplier's statement" });
    await user.click(within(dialog).getByRole('button', { name: 'Upload and review' }));
    expect(within(dialog).getByText('Choose the supplier the statement comes from.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the CSV file.')).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('option', { name: /Mayan Tours/ }));
    const file = new File(['Localizador;Pasajero;Fecha;Comisión\n'], 'mayan-noviembre.csv', {
      type: 'text/csv',
    });
    fireEvent.change(within(dialog).getByLabelText(/CSV file/), { target: { files: [file] } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload and review' }));
    // A bad file stays here with the server's reason, which names the line.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file was not imported. Line 3 has no amount in "Comisión".',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Upload and review' }));
    dialog = await screen.findByRole('dialog', { name: 'Statement mayan-noviembre.csv' });
    expect(
      within(dialog).getByText(
        /Read with a semicolon \(;\) between columns and a comma \(,\) before decimals/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Column separator/)).toHaveValue(';');
    expect(within(dialog).getByText('3 lines read, 1 matched to a booking.')).toBeInTheDocument();
    expect(within(dialog).getByText('By confirmation number')).toBeInTheDocument();
    expect(within(dialog).getAllByText('No booking found')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Reference'), 'Dep. 5521');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm statement' }));
    expect(await within(dialog).findByRole('heading', { name: '2 lines to resolve' })).toBeInTheDocument();
    const confirm = posts.find((request) => request.url.endsWith('/confirm'));
    expect(confirm?.body).toEqual({
      separator: ';',
      decimal_mark: ',',
      received_on: today(),
      reference: 'Dep. 5521',
    });

    const unmatched = within(dialog).getByRole('table', { name: '2 lines to resolve' });
    await user.click(within(unmatched).getAllByRole('button', { name: 'Assign' })[0] as HTMLElement);
    expect(within(unmatched).getByText('Choose a booking.')).toBeInTheDocument();
    const select = within(unmatched).getByLabelText('Booking for line 3');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, '101');
    await user.click(within(unmatched).getAllByRole('button', { name: 'Assign' })[0] as HTMLElement);
    expect(await within(dialog).findByRole('heading', { name: '1 line to resolve' })).toBeInTheDocument();
    expect(posts.at(-1)?.body).toEqual({ action: 'assign', booking_id: 101 });
    expect(within(dialog).getByText('Assigned by hand')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ignore line 4' }));
    expect(
      await within(dialog).findByText('Every line went to a booking or was ignored.'),
    ).toBeInTheDocument();
    expect(posts.at(-1)?.body).toEqual({ action: 'ignore' });
  });
});
