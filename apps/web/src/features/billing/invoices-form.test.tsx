import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { makeClient, page, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { makeTrip } from '../../testing/trip-fixtures';
import { billingReferenceAnswer, makeInvoice } from './invoices-fixtures';
import { InvoiceCreateRoute } from './routes/invoice-create';

type Answer = { status?: number; body?: unknown };

function serve(
  onCreate: (request: MockRequest) => Answer = () => ({ status: 201, body: { data: makeInvoice() } }),
) {
  const requests: MockRequest[] = [];
  let tripLinesAsked = 0;
  mockFetch((request) => {
    requests.push(request);
    const answer = billingReferenceAnswer(request.url);
    if (answer) return answer;
    if (request.url === '/api/v2/MX/clients/9') {
      return { body: { data: makeClient({ id: 9, name: 'Familia Pérez' }) } };
    }
    if (request.url === '/api/v2/MX/trips/41') return { body: { data: makeTrip() } };
    if (request.url.startsWith('/api/v2/MX/invoices/trip-lines?')) {
      tripLinesAsked += 1;
      const line = (description: string, unit: number) => ({
        description,
        quantity: '1',
        unit_price: unit,
        tax_rate: 0,
        subtotal: unit,
        tax: 0,
        total: unit,
      });
      return {
        body: {
          // Asked again, the trip has changed: only the flight is left to add.
          data: [line('Hotel Xcaret Arte', 3_200_000), line('Vuelo MEX-CUN', 1_150_000)].slice(
            tripLinesAsked === 1 ? 0 : 1,
          ),
        },
      };
    }
    if (request.method === 'POST' && request.url === '/api/v2/MX/invoices') return onCreate(request);
    return { body: page([]) };
  });
  return requests;
}

const routes = [
  { path: '/:orgCode/billing/invoices/create', Component: InvoiceCreateRoute },
  { path: '/:orgCode/billing/invoices/:id', Component: () => <h1>Invoice page</h1> },
];
const posts = (requests: MockRequest[]) => requests.filter((request) => request.method === 'POST');

async function typeLine(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Description, line 1' }), 'Hotel');
  const quantity = screen.getByRole('textbox', { name: 'Qty, line 1' });
  await user.clear(quantity);
  await user.type(quantity, '2.5');
  await user.type(screen.getByRole('textbox', { name: 'Unit price, line 1' }), '19.99');
  const tax = screen.getByRole('textbox', { name: 'Tax %, line 1' });
  await user.clear(tax);
  await user.type(tax, '16');
}

describe('invoice form', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it("prices each line as the server does and sends the contract's input", async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/billing/invoices/create?client_id=9');
    const user = userEvent.setup();

    await typeLine(user);
    // 2.5 × 19.99 = 49.975 → 49.98; 16 % of it = 7.9968 → 8.00: each rounded once, half away from zero.
    const row = screen.getByRole('textbox', { name: 'Description, line 1' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('$57.98')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$49.98');
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent('$8.00');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    // The new line takes the previous one's tax and the focus.
    expect(screen.getByRole('textbox', { name: 'Description, line 2' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Tax %, line 2' })).toHaveValue('16');
    await user.keyboard('Discount');
    await user.type(screen.getByRole('textbox', { name: 'Unit price, line 2' }), '-10');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toMatchObject({
      client_id: 9,
      trip_id: null,
      currency: 'MXN',
      lines: [
        { description: 'Hotel', quantity: '2.5', unit_price: 1999, tax_rate: 1600 },
        { description: 'Discount', quantity: '1', unit_price: -1000, tax_rate: 1600 },
      ],
      schedule: { type: 'in_full' },
    });
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeInTheDocument();
  });

  it('from a trip, shows its bookings as lines to edit before saving, and adds them again on demand', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/billing/invoices/create?trip_id=41');
    const user = userEvent.setup();

    const first = await screen.findByRole('textbox', { name: 'Description, line 1' });
    expect(first).toHaveValue('Hotel Xcaret Arte');
    expect(screen.getByRole('textbox', { name: 'Unit price, line 2' })).toHaveValue('11500.00');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$43,500.00');
    const asked = requests.find((request) => request.url.includes('/invoices/trip-lines?'));
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('currency')).toBe('MXN');

    // Edited before saving; added again, the bookings come after what is there.
    await user.clear(first);
    await user.type(first, 'Hotel Xcaret Arte, 5 noches');
    await user.click(screen.getByRole('button', { name: "Add the trip's bookings" }));
    expect(await screen.findByRole('textbox', { name: 'Description, line 3' })).toHaveValue('Vuelo MEX-CUN');
    await user.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    const body = posts(requests)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      client_id: 9,
      trip_id: 41,
      lines: [
        { description: 'Hotel Xcaret Arte, 5 noches', unit_price: 3_200_000 },
        { description: 'Vuelo MEX-CUN', unit_price: 1_150_000 },
      ],
    });
    expect(body).not.toHaveProperty('add_trip_bookings');
  });

  it('shows what is left to allocate and refuses instalments that do not add up', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/billing/invoices/create?client_id=9');
    const user = userEvent.setup();

    await typeLine(user);
    await user.click(screen.getByRole('radio', { name: /Instalments/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount of instalment 1' }), '20');
    await user.type(screen.getByLabelText('Due date of instalment 2'), '2027-02-01');
    await user.type(screen.getByRole('textbox', { name: 'Amount of instalment 2' }), '30');
    expect(screen.getByText('$7.98 left to allocate')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText('The instalments add up to $50.00, not the total of $57.98.'),
    ).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Put it on the last' }));
    expect(screen.getByRole('textbox', { name: 'Amount of instalment 2' })).toHaveValue('37.98');
    expect(screen.getByText('The instalments add up to the total.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toMatchObject({
      schedule: {
        type: 'custom',
        instalments: [
          { due_date: expect.any(String), amount: 2000 },
          { due_date: '2027-02-01', amount: 3798 },
        ],
      },
    });
  });

  it("puts the server's refusal of a line on that line's field", async () => {
    serve(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'lines.0.quantity': ['This amount is too large.'] },
      },
    }));
    renderRoutes(routes, '/MX/billing/invoices/create?client_id=9');
    const user = userEvent.setup();

    await typeLine(user);
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    const quantity = screen.getByRole('textbox', { name: 'Qty, line 1' });
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription('This amount is too large.');
  });

  it('asks for the client and a line before sending anything', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/billing/invoices/create');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Choose the client.')).toBeInTheDocument();
    expect(screen.getByText("Add a line, or the trip's bookings.")).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });
});
