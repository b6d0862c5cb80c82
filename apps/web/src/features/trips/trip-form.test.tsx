import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import {
  makeClient,
  makeContact,
  makeOpportunity,
  page,
  referenceAnswer,
  signInForRecords,
} from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { makeTrip, tripReferenceAnswer } from '../../testing/trip-fixtures';
import { TripCreateRoute } from './routes/trip-create';
import { TripEditRoute } from './routes/trip-edit';

function serve(onSave: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  let contacts = [
    makeContact({ id: 12, full_name: 'Laura Pérez', date_of_birth: '1990-05-12' }),
    makeContact({ id: 13, full_name: 'Jorge Pérez', is_primary: false }),
  ];
  mockFetch((request) => {
    requests.push(request);
    const answer = tripReferenceAnswer(request.url) ?? referenceAnswer(request.url);
    if (answer) return answer;
    if (request.url.includes('/members') || request.url.includes('/users')) return { body: page([]) };
    if (request.url.startsWith('/api/v2/MX/clients/9/contacts')) {
      if (request.method === 'POST') {
        const body = request.body as { first_name: string; last_name: string };
        const created = makeContact({
          id: 14,
          full_name: `${body.first_name} ${body.last_name}`,
          is_primary: false,
        });
        contacts = [...contacts, created];
        return { status: 201, body: { data: created, warnings: { duplicates: [] } } };
      }
      return { body: page(contacts) };
    }
    if (request.url.startsWith('/api/v2/MX/clients/9')) return { body: { data: makeClient() } };
    if (request.method === 'GET' && request.url.startsWith('/api/v2/MX/clients')) {
      return { body: page([makeClient()]) };
    }
    if (request.url.startsWith('/api/v2/MX/opportunities/31')) {
      return { body: { data: makeOpportunity({ stage: 'won', stage_kind: 'won' }) } };
    }
    if (request.method === 'GET' && request.url.startsWith('/api/v2/MX/trips/41')) {
      return { body: { data: makeTrip() } };
    }
    return onSave(request);
  });
  return requests;
}

function TripPage() {
  return <p>Trip page</p>;
}

const routes = [
  { path: '/:orgCode/trips/create', Component: TripCreateRoute },
  { path: '/:orgCode/trips/:id/edit', Component: TripEditRoute },
  { path: '/:orgCode/trips/:id', Component: TripPage },
];

const posts = (requests: MockRequest[], url: string) =>
  requests.filter((request) => request.method === 'POST' && request.url === url);

describe('trip form', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('asks for a title, a client and dates in order before sending anything', async () => {
    const requests = serve(() => ({ status: 201, body: {} }));
    renderRoutes(routes, '/MX/trips/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Start date'), '2027-05-17');
    await user.type(screen.getByLabelText('End date'), '2027-05-10');
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));

    expect(await screen.findByText('The title field is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose the client the trip is for.')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'The trip cannot end before it starts.',
    );
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Search clients' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(requests, '/api/v2/MX/trips')).toHaveLength(0);
  });

  it('creates a trip for a client with two of its people, destinations and a budget in cents', async () => {
    const requests = serve((request) =>
      request.method === 'POST' ? { status: 201, body: { data: makeTrip({ id: 41 }) } } : {},
    );
    const { router } = renderRoutes(routes, '/MX/trips/create');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Cancún honeymoon');
    await user.type(screen.getByRole('combobox', { name: 'Search clients' }), 'Pér');
    await user.click(await screen.findByRole('option', { name: /Familia Pérez/ }));
    const travellers = await screen.findByRole('group', { name: 'Travellers' });
    await user.click(await within(travellers).findByRole('checkbox', { name: /Laura Pérez/ }));
    await user.click(within(travellers).getByRole('checkbox', { name: /Jorge Pérez/ }));
    expect(within(travellers).getByText('2 travellers chosen.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Destinations' }), 'Cancún{Enter}Tulum{Enter}');
    await user.type(screen.getByLabelText('Start date'), '2027-05-10');
    await user.type(screen.getByLabelText('End date'), '2027-05-17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trip type' }), 'honeymoon');
    await user.type(screen.getByRole('textbox', { name: 'Budget' }), '45,000.50');
    await user.type(screen.getByRole('textbox', { name: 'Notes for the client' }), 'Bring sunscreen.');
    // A new trip starts as an inquiry, a quote or confirmed: never travelling, completed or cancelled.
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Inquiry', 'Quoted', 'Confirmed']);
    await user.click(screen.getByRole('button', { name: 'Create trip' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/trips/41'));
    expect(posts(requests, '/api/v2/MX/trips')[0]?.body).toEqual({
      title: 'Cancún honeymoon',
      client_id: 9,
      traveller_ids: [12, 13],
      destinations: ['Cancún', 'Tulum'],
      start_date: '2027-05-10',
      end_date: '2027-05-17',
      status: 'inquiry',
      trip_type: 'honeymoon',
      owner_id: 7,
      currency: 'MXN',
      budget: 4_500_050,
      notes_internal: null,
      notes_for_client: 'Bring sunscreen.',
    });
  });

  it('adds a new traveller to the client from the form and ticks them', async () => {
    const requests = serve(() => ({}));
    renderRoutes(routes, '/MX/trips/create?client_id=9');
    const user = userEvent.setup();

    const travellers = await screen.findByRole('group', { name: 'Travellers' });
    await user.click(await within(travellers).findByRole('button', { name: 'Add a new traveller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a new traveller' });
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Mateo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Pérez');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2026-01-20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Passport number' }), 'G1234567');
    await user.type(within(dialog).getByLabelText('Passport expiry'), '2031-01-20');
    await user.click(within(dialog).getByRole('button', { name: 'Add traveller' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests, '/api/v2/MX/clients/9/contacts')[0]?.body).toEqual({
      first_name: 'Mateo',
      last_name: 'Pérez',
      date_of_birth: '2026-01-20',
      passport_number: 'G1234567',
      passport_expiry: '2031-01-20',
    });
    expect(await within(travellers).findByRole('checkbox', { name: /Mateo Pérez/ })).toBeChecked();
    // The traveller's dialog saved itself, not the trip.
    expect(posts(requests, '/api/v2/MX/trips')).toHaveLength(0);
  });

  it('starts from a won deal: its client, primary contact, title and budget, and sends the deal along', async () => {
    const requests = serve((request) =>
      request.method === 'POST' ? { status: 201, body: { data: makeTrip({ id: 41 }) } } : {},
    );
    const { router } = renderRoutes(routes, '/MX/trips/create?opportunity_id=31');
    const user = userEvent.setup();

    expect(await screen.findByText('From the won deal')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Cancún, Tulum · March 2027');
    expect(screen.getByText('Familia Pérez')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('4500.00');
    const travellers = screen.getByRole('group', { name: 'Travellers' });
    expect(await within(travellers).findByRole('checkbox', { name: /Laura Pérez/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create trip' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/trips/41'));
    expect(posts(requests, '/api/v2/MX/trips')[0]?.body).toMatchObject({
      opportunity_id: 31,
      client_id: 9,
      traveller_ids: [12],
      budget: 450_000,
      currency: 'MXN',
    });
  });

  it('edits a trip: the status offers only its allowed moves, and a 422 lands on its field', async () => {
    const requests = serve((request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'A traveller must be a contact of the trip’s client.',
              errors: { traveller_ids: ['A traveller must be a contact of the trip’s client.'] },
            },
          }
        : {},
    );
    renderRoutes(routes, '/MX/trips/41/edit');
    const user = userEvent.setup();

    const status = await screen.findByRole('combobox', { name: /^Status/ });
    await waitFor(() =>
      expect(
        within(status)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Confirmed', 'Quoted', 'Travelling', 'Cancelled']),
    );
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('45000.00');
    await user.selectOptions(status, 'travelling');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('A traveller must be a contact of the trip’s client.'),
    ).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/v2/MX/trips/41');
    expect(put?.body).toMatchObject({
      status: 'travelling',
      client_id: 9,
      traveller_ids: [12, 13],
      budget: 4_500_000,
    });
  });
});
