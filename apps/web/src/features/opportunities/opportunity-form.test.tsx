import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import {
  makeClient,
  makeOpportunity,
  page,
  referenceAnswer,
  signInForRecords,
} from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { OpportunityCreateRoute } from './routes/opportunity-create';
import { OpportunityEditRoute } from './routes/opportunity-edit';

function serve(onSave: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.url.includes('/teams')) return { body: { data: [{ id: 3, name: 'Ventas' }] } };
    if (request.url.includes('/members') || request.url.includes('/users')) return { body: page([]) };
    if (request.url.startsWith('/api/v2/MX/clients/9/contacts')) {
      return {
        body: page([
          { id: 12, full_name: 'Laura Pérez', client_id: 9, is_primary: false },
          { id: 13, full_name: 'Jorge Pérez', client_id: 9, is_primary: true },
        ]),
      };
    }
    if (request.url.startsWith('/api/v2/MX/clients/9')) return { body: { data: makeClient() } };
    if (request.method === 'GET' && request.url.startsWith('/api/v2/MX/clients')) {
      return { body: page([makeClient()]) };
    }
    if (request.method === 'GET' && request.url.startsWith('/api/v2/MX/opportunities/31')) {
      return { body: { data: makeOpportunity() } };
    }
    return onSave(request);
  });
  return requests;
}

function DealPage() {
  return <p>Deal page</p>;
}

const routes = [
  { path: '/:orgCode/opportunities/create', Component: OpportunityCreateRoute },
  { path: '/:orgCode/opportunities/:id/edit', Component: OpportunityEditRoute },
  { path: '/:orgCode/opportunities/:id', Component: DealPage },
];

describe('opportunity form', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('creates a deal from a column quick-add: the stage prefilled, the client picked, the amount in cents', async () => {
    const requests = serve((request) =>
      request.method === 'POST' ? { status: 201, body: { data: makeOpportunity({ id: 31 }) } } : {},
    );
    const { router } = renderRoutes(routes, '/MX/opportunities/create?stage=quoted');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Madrid · May 2027');
    await user.type(screen.getByRole('combobox', { name: 'Search clients' }), 'Pér');
    await user.click(await screen.findByRole('option', { name: /Familia Pérez/ }));
    // The client's primary contact comes first; another can be picked.
    const contact = screen.getByRole('combobox', { name: 'Primary contact' });
    await waitFor(() => expect(contact).toHaveValue('13'));
    await user.selectOptions(contact, '12');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '4,500.50');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Stage/ })).toHaveValue('quoted'));
    expect(screen.getByRole('spinbutton', { name: 'Probability (%)' })).toHaveAccessibleDescription(
      'Empty: the stage’s 40% (Quoted).',
    );
    await user.click(screen.getByRole('button', { name: 'Create opportunity' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/opportunities/31'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/v2/MX/opportunities');
    expect(post?.body).toMatchObject({
      title: 'Madrid · May 2027',
      client_id: 9,
      primary_contact_id: 12,
      stage: 'quoted',
      probability: null,
      amount: 450050,
      owner_id: 7,
    });
  });

  it('asks for a title and a client, and a readable amount, before sending anything', async () => {
    const requests = serve(() => ({ status: 201, body: {} }));
    renderRoutes(routes, '/MX/opportunities/create');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Create opportunity' }));

    expect(await screen.findByText('The title field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Search clients' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('opens with the client of a client page and shows its name', async () => {
    serve(() => ({}));
    renderRoutes(routes, '/MX/opportunities/create?client_id=9');
    expect(await screen.findByText('Familia Pérez')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Choose another client than Familia Pérez' }),
    ).toBeInTheDocument();
  });

  it('edits a deal into a lost stage: the reason is asked, and the server 422 lands on it', async () => {
    const requests = serve((request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'A lost reason is required to mark a deal as lost.',
              errors: { lost_reason: ['A lost reason is required to mark a deal as lost.'] },
            },
          }
        : {},
    );
    renderRoutes(routes, '/MX/opportunities/31/edit');
    const user = userEvent.setup();

    const stage = await screen.findByRole('combobox', { name: /^Stage/ });
    await waitFor(() => expect(stage).toHaveValue('quoted'));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('4500.00');
    expect(screen.queryByRole('combobox', { name: /^Lost reason/ })).not.toBeInTheDocument();
    await user.selectOptions(stage, 'lost');
    const reason = screen.getByRole('combobox', { name: /^Lost reason/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('A lost reason is required to mark a deal as lost.'),
    );
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/v2/MX/opportunities/31');
    expect(put?.body).toMatchObject({ stage: 'lost', amount: 450000, client_id: 9 });
  });

  it('lists no client until one is searched, tells two of the same name apart, and creates a missing one', async () => {
    const twins = [
      makeClient({ id: 9, name: 'Familia Jiménez', city: 'Guadalajara', email: 'ana@jimenez.mx' }),
      makeClient({ id: 10, name: 'Familia Jiménez', city: 'Monterrey', email: null, phone: '+528112345678' }),
    ];
    const requests: MockRequest[] = [];
    mockFetch((request) => {
      requests.push(request);
      const reference = referenceAnswer(request.url);
      if (reference) return reference;
      if (request.method === 'POST' && request.url === '/api/v2/MX/clients') {
        return { status: 201, body: { data: makeClient({ id: 11, name: 'Familia Ruiz', city: 'Puebla' }) } };
      }
      if (request.method === 'GET' && request.url.startsWith('/api/v2/MX/clients?'))
        return { body: page(twins) };
      return { body: page([]) };
    });
    renderRoutes(routes, '/MX/opportunities/create');
    const user = userEvent.setup();

    const search = await screen.findByRole('combobox', { name: 'Search clients' });
    expect(screen.queryByRole('option', { name: /Familia/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith('/api/v2/MX/clients?'))).toBe(false);

    await user.type(search, 'Jimé');
    // After the search's pause (250 ms), on a machine that may be busy.
    expect(
      await screen.findByRole('option', { name: /Guadalajara · ana@jimenez\.mx/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Monterrey · \+528112345678/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Familia Ruiz');
    await user.click(screen.getByRole('button', { name: 'Create a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Familia Ruiz');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Puebla');
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = requests.find(
      (request) => request.method === 'POST' && request.url === '/api/v2/MX/clients',
    );
    expect(created?.body).toEqual({ name: 'Familia Ruiz', city: 'Puebla' });
    // The new client is the deal's.
    expect(screen.getByText('Familia Ruiz')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Choose another client than Familia Ruiz' }),
    ).toBeInTheDocument();
  });
});
