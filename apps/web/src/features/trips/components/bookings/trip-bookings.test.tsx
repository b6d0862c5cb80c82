import { REQUEST_ID_HEADER } from '@aurora/contracts/constants';
import type { Booking } from '@aurora/contracts/travel/bookings';
import type { Trip } from '@aurora/contracts/travel/trips';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../../../testing/fetch-mock';
import { signInForRecords } from '../../../../testing/record-fixtures';
import { renderRoutes } from '../../../../testing/render';
import { bookingsApi, makeBooking, makeFlightBooking, makeTrip } from './booking-fixtures';
import { TripBookings } from './trip-bookings';

function renderBookings(
  bookings: Booking[],
  onChange: (request: MockRequest) => MockAnswer = () => ({ status: 500 }),
  trip: Trip = makeTrip(),
) {
  const requests: MockRequest[] = [];
  const api = bookingsApi(bookings, onChange);
  mockFetch((request) => {
    requests.push(request);
    return api(request);
  });
  const routes = [{ path: '/:orgCode/trips/:id', element: <TripBookings trip={trip} /> }];
  return { ...renderRoutes(routes, '/MX/trips/5'), requests };
}

const sent = (requests: MockRequest[], method: string) =>
  requests.find((request) => request.method === method);

/** Picks a place in an airport or airline picker by typing some of its words. */
async function pick(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  typed: string,
  option: RegExp,
) {
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('trip bookings', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('lists a flight with its segments, overnight arrival and time in the air, and a cancelled booking struck through', async () => {
    renderBookings([
      makeFlightBooking(),
      makeBooking({
        id: 42,
        title: 'Tour del Coliseo',
        type: 'tour',
        status: 'cancelled',
        cancellation_sell: 2_000,
      }),
    ]);

    const flight = await screen.findByRole('listitem', { name: 'MEX → MAD → FCO' });
    const [overnight, connection] = within(flight).getAllByRole('listitem');
    expect(overnight).toHaveTextContent(/AM 1.*MEX 19:45.*T1.*MAD 13:30\+1.*T4.*10 h 45 min.*Business · J/);
    expect(connection).toHaveTextContent(/IB 3254.*MAD 15:20.*FCO 17:45.*2 h 25 min.*Economy · Y/);
    expect(connection).not.toHaveTextContent('+1');
    expect(within(flight).getByText('PNR ABC123')).toBeInTheDocument();
    expect(within(flight).getByText('Laura Pérez, Jorge Pérez')).toBeInTheDocument();

    const tour = screen.getByRole('listitem', { name: 'Tour del Coliseo' });
    expect(within(tour).getByRole('button', { name: 'Tour del Coliseo' })).toHaveClass('line-through');
    expect(within(tour).getByText('Cancelled')).toBeInTheDocument();
    expect(within(tour).getByText(/Charges/)).toHaveTextContent('EUR 20.00');
  });

  it('retries a list that did not load, then offers the kinds of booking for a trip without any', async () => {
    const api = bookingsApi([]);
    let answered = 0;
    mockFetch((request) =>
      request.url.endsWith('/trips/5/bookings') && answered++ === 0
        ? { status: 500, body: { message: 'The server is down.' } }
        : api(request),
    );
    renderRoutes(
      [{ path: '/:orgCode/trips/:id', element: <TripBookings trip={makeTrip()} /> }],
      '/MX/trips/5',
    );
    const user = userEvent.setup();

    expect(await screen.findByText('The bookings could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add the first booking' })).toBeInTheDocument();
    for (const kind of [
      'Flight',
      'Hotel',
      'Tour',
      'Transfer',
      'Cruise',
      'Car',
      'Train',
      'Insurance',
      'Other',
    ]) {
      expect(screen.getByRole('button', { name: kind })).toBeInTheDocument();
    }
  });

  it('sends a two-segment flight as the API takes it: local times as typed, codes upper-case, money in cents', async () => {
    const { requests } = renderBookings([], (request) =>
      request.method === 'POST' ? { status: 201, body: { data: makeFlightBooking() } } : { status: 500 },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add the first booking' }));
    await user.click(await screen.findByRole('button', { name: /Flight/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a booking' });

    await user.type(within(dialog).getByRole('textbox', { name: 'PNR' }), 'abc123');
    const [airline] = within(dialog).getAllByRole('combobox', { name: 'Airline' });
    await pick(user, airline as HTMLElement, 'aerom', /^AM.*Aeroméxico/);
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Flight number' })[0] as HTMLElement, '1');
    await pick(user, within(dialog).getByRole('combobox', { name: 'From' }), 'MEX', /^MEX.*Mexico City/);
    await pick(user, within(dialog).getByRole('combobox', { name: 'To' }), 'barajas', /^MAD.*Madrid/);
    fireEvent.change(within(dialog).getByLabelText('Departure (local)'), {
      target: { value: '2026-03-02T19:45' },
    });
    fireEvent.change(within(dialog).getByLabelText('Arrival (local)'), {
      target: { value: '2026-03-03T13:30' },
    });
    expect(within(dialog).getByLabelText('Arrival (local)')).toHaveAccessibleDescription(
      'Local time in Madrid',
    );
    expect(await within(dialog).findByText('Flight time: 10 h 45 min')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Cabin' }), 'business');
    await user.type(within(dialog).getByRole('textbox', { name: 'Class' }), 'j');

    // The next segment leaves from where the first landed, on the same airline.
    await user.click(within(dialog).getByRole('button', { name: 'Add the next segment' }));
    const second = within(dialog).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(second).getByRole('combobox', { name: 'From' })).toHaveValue('MAD · Madrid');
    await pick(user, within(second).getByRole('combobox', { name: 'Airline' }), 'iberia', /^IB.*Iberia/);
    await user.type(within(second).getByRole('textbox', { name: 'Flight number' }), '3254');
    // A code typed whole is taken as it is, upper-case.
    await user.type(within(second).getByRole('combobox', { name: 'To' }), 'fco');
    await user.tab();
    fireEvent.change(within(second).getByLabelText('Departure (local)'), {
      target: { value: '2026-03-03T15:20' },
    });
    fireEvent.change(within(second).getByLabelText('Arrival (local)'), {
      target: { value: '2026-03-03T17:45' },
    });
    await user.type(within(second).getByRole('textbox', { name: 'Fare basis' }), 'yowmx');
    expect(await within(dialog).findByText('Connection: 1 h 50 min')).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Ticket number of Laura Pérez' }),
      '139-2412345678',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cost' }), '1,234.56');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sell price' }), '1500');
    await user.type(within(dialog).getByLabelText('Date'), '2026-02-20');
    await user.type(within(dialog).getByLabelText('Time'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Add booking' }));

    await waitFor(() => expect(sent(requests, 'POST')).toBeDefined());
    const post = sent(requests, 'POST');
    expect(post?.url).toBe('/api/v2/MX/trips/5/bookings');
    expect(post?.body).toMatchObject({
      title: '',
      currency: 'USD',
      cost: 123456,
      sell: 150000,
      commission_rate: null,
      commission_amount: null,
      deadline_at: '2026-02-20T18:00:00-06:00',
      deadline_kind: 'ticketing',
      travellers: [
        { contact_id: 12, ticket_number: '1392412345678' },
        { contact_id: 13, ticket_number: null },
      ],
      details: {
        type: 'flight',
        pnr: 'ABC123',
        segments: [
          {
            marketing_carrier: 'AM',
            flight_number: '1',
            operating_carrier: null,
            departure_airport: 'MEX',
            departure_time: '2026-03-02T19:45',
            arrival_airport: 'MAD',
            arrival_time: '2026-03-03T13:30',
            cabin: 'business',
            booking_class: 'J',
          },
          {
            marketing_carrier: 'IB',
            flight_number: '3254',
            departure_airport: 'MAD',
            departure_time: '2026-03-03T15:20',
            arrival_airport: 'FCO',
            arrival_time: '2026-03-03T17:45',
            cabin: 'business',
            fare_basis: 'YOWMX',
          },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a server 422 on a segment’s arrival time under that field', async () => {
    const { requests } = renderBookings([makeFlightBooking()], (request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: {
                'details.segments.1.arrival_time': [
                  'The flight arrives before it departs (in real time, across time zones).',
                ],
              },
            },
          }
        : { status: 500 },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'MEX → MAD → FCO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit MEX → MAD → FCO' });
    // The kind is fixed; the title follows the route.
    expect(within(dialog).queryByRole('button', { name: 'Change kind' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const arrivals = within(dialog).getAllByLabelText('Arrival (local)');
    expect(arrivals[1]).toHaveValue('2026-03-03T17:45');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(arrivals[1]).toHaveAccessibleDescription(
        'The flight arrives before it departs (in real time, across time zones).',
      ),
    );
    expect(arrivals[0]).not.toHaveAttribute('aria-invalid');
    expect(sent(requests, 'PUT')?.url).toBe('/api/v2/MX/trips/5/bookings/40');
    expect(screen.getByRole('dialog', { name: 'Edit MEX → MAD → FCO' })).toBeInTheDocument();
  });

  it('sends a hotel’s board basis and rooms, with its supplier’s terms and yen without decimals', async () => {
    const { requests } = renderBookings([], (request) =>
      request.method === 'POST' ? { status: 201, body: { data: makeBooking() } } : { status: 500 },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a booking' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Park Hyatt Tokyo');
    await user.type(within(dialog).getByRole('combobox', { name: 'Search suppliers' }), 'hotel');
    await user.click(await within(dialog).findByRole('option', { name: /Hotelbeds/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(within(dialog).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('12.50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'JPY');
    await user.type(within(dialog).getByLabelText('Check-in'), '2026-03-10');
    await user.type(within(dialog).getByLabelText('Check-out'), '2026-03-14');
    expect(within(dialog).getByLabelText('Check-out')).toHaveAccessibleDescription('4 nights');
    await user.type(within(dialog).getByRole('textbox', { name: 'Room type' }), 'Park Deluxe King');
    const rooms = within(dialog).getByRole('spinbutton', { name: 'Rooms' });
    await user.clear(rooms);
    await user.type(rooms, '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Board basis' }), 'HB');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jorge Pérez' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cost' }), '185,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sell price' }), '212000');
    await user.click(screen.getByRole('button', { name: 'Add booking' }));

    await waitFor(() => expect(sent(requests, 'POST')).toBeDefined());
    expect(sent(requests, 'POST')?.body).toMatchObject({
      title: 'Park Hyatt Tokyo',
      supplier_id: 21,
      currency: 'JPY',
      cost: 185000,
      sell: 212000,
      commission_rate: '12.50',
      starts_on: '2026-03-10',
      ends_on: '2026-03-14',
      start_time: null,
      travellers: [{ contact_id: 12, ticket_number: null }],
      details: { type: 'hotel', room_type: 'Park Deluxe King', rooms: 2, board_basis: 'HB' },
    });
  });

  it("shows a paid supplier payment's reference and sends it; an unpaid one has none to give", async () => {
    const { requests } = renderBookings(
      [
        makeBooking({
          supplier_payments: [
            { due_on: '2026-02-01', amount: 150_000, paid_on: '2026-01-30', reference: 'SPEI 4471' },
            { due_on: '2026-03-01', amount: 80_000, paid_on: null, reference: null },
          ],
        }),
      ],
      (request) =>
        request.method === 'PUT' ? { status: 200, body: { data: makeBooking() } } : { status: 500 },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Hotel Arts Barcelona' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hotel Arts Barcelona' });
    const [paid, open] = within(dialog).getAllByRole('textbox', { name: 'Reference' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(paid).toHaveValue('SPEI 4471');
    expect(open).toBeDisabled();
    await user.clear(paid);
    await user.type(paid, 'SPEI 4472');
    // Paying the second one lets it carry its own reference.
    await user.type(within(dialog).getAllByLabelText('Paid on')[1] as HTMLElement, '2026-02-27');
    expect(open).toBeEnabled();
    await user.type(open, 'TRF-88');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent(requests, 'PUT')).toBeDefined());
    expect(sent(requests, 'PUT')?.body).toMatchObject({
      supplier_payments: [
        { due_on: '2026-02-01', amount: 150_000, paid_on: '2026-01-30', reference: 'SPEI 4472' },
        { due_on: '2026-03-01', amount: 80_000, paid_on: '2026-02-27', reference: 'TRF-88' },
      ],
    });
  });

  it('asks for a service’s title before sending anything', async () => {
    const { requests } = renderBookings([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tour' }));
    await user.click(await screen.findByRole('button', { name: 'Add booking' }));
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'The title field is required.',
    );
    expect(sent(requests, 'POST')).toBeUndefined();
  });

  it('cancels a booking with its charges: it stays, with status cancelled', async () => {
    const { requests } = renderBookings([makeBooking()], (request) =>
      request.method === 'PUT'
        ? { status: 200, body: { data: makeBooking({ status: 'cancelled' }) } }
        : { status: 500 },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Hotel Arts Barcelona' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Hotel Arts Barcelona?' });
    expect(dialog).toHaveTextContent('The booking stays on the trip');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kept by the supplier' }), '120.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Charged to the client' }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(sent(requests, 'PUT')).toBeDefined());
    const put = sent(requests, 'PUT');
    expect(put?.url).toBe('/api/v2/MX/trips/5/bookings/41');
    expect(put?.body).toEqual({ status: 'cancelled', cancellation_cost: 12050, cancellation_sell: 15000 });
  });

  it('a cancellation the server failed: its message and the reference of the request in the dialog', async () => {
    const { requests } = renderBookings([makeBooking()], () => ({
      status: 500,
      body: { message: 'Internal server error' },
    }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Hotel Arts Barcelona' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Hotel Arts Barcelona?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    const requestId = sent(requests, 'PUT')?.headers[REQUEST_ID_HEADER] ?? '';
    expect(requestId).not.toBe('');
    expect(within(alert).getByText(`Reference: ${requestId.slice(0, 8)}`)).toBeInTheDocument();
  });

  it('deletes a booking made by mistake after saying to cancel a real one instead', async () => {
    const { requests } = renderBookings([makeBooking()], (request) =>
      request.method === 'DELETE' ? { status: 204 } : { status: 500 },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Hotel Arts Barcelona' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hotel Arts Barcelona?' });
    expect(dialog).toHaveTextContent('should be cancelled instead');
    await user.click(within(dialog).getByRole('button', { name: 'Delete booking' }));
    await waitFor(() => expect(sent(requests, 'DELETE')?.url).toBe('/api/v2/MX/trips/5/bookings/41'));
  });
});
