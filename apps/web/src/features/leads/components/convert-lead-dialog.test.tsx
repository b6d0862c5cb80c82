import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import {
  makeClient,
  makeContact,
  makeLead,
  page,
  referenceAnswer,
  signInForRecords,
} from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { LeadDetailRoute } from '../routes/lead-detail';

const client = makeClient({ id: 9, name: 'Familia Pérez' });

function serve(onConvert: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.url === '/api/v2/MX/leads/5') return { body: { data: makeLead() } };
    if (request.url.match(/\/leads\/5\/(notes|attachments)$/)) return { body: { data: [] } };
    if (request.url.includes('/leads/5/activity')) return { body: page([]) };
    if (request.url.startsWith('/api/v2/MX/clients?')) return { body: page([client]) };
    if (request.url === '/api/v2/MX/leads/5/convert') return onConvert(request);
    return { status: 404, body: { message: 'Not found.' } };
  });
  return requests;
}

const converted = {
  body: {
    data: {
      lead: makeLead({ status: 'converted', converted_at: '2026-03-02T10:00:00.000Z' }),
      client,
      contact: makeContact({ full_name: 'Laura Gómez' }),
    },
  },
};

// The app shell provides the tooltips' provider.
function LeadPage() {
  return (
    <Tooltip.Provider>
      <LeadDetailRoute />
    </Tooltip.Provider>
  );
}

function ClientPage() {
  return <p>Client page</p>;
}

function renderLead() {
  return renderRoutes(
    [
      { path: '/:orgCode/leads/:id', Component: LeadPage },
      { path: '/:orgCode/clients/:id', Component: ClientPage },
    ],
    '/MX/leads/5',
  );
}

describe('convert lead dialog', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('creates a new company client from the lead and opens it', async () => {
    const requests = serve(() => converted);
    const { router } = renderLead();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Convert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Laura Gómez' });
    await user.click(within(dialog).getByRole('radio', { name: 'Company' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Client name' }), 'Gómez Travel SA');
    await user.click(within(dialog).getByRole('button', { name: 'Convert lead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/clients/9'));
    const post = requests.find((request) => request.url.endsWith('/convert'));
    // The deal is offered by default, titled after the lead's trip wishes.
    expect(post?.body).toEqual({
      client_type: 'company',
      client_name: 'Gómez Travel SA',
      create_opportunity: true,
      opportunity_title: 'Cancún',
    });
  });

  it('links an existing client found by typing, with the keyboard', async () => {
    const requests = serve(() => converted);
    const { router } = renderLead();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Convert' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Link an existing client/ }));
    const search = within(dialog).getByRole('combobox', { name: 'Search clients' });
    await user.type(search, 'pére');
    await waitFor(() =>
      expect(
        requests.some((request) => request.url.includes('/clients?') && request.url.includes('q=p%C3%A9re')),
      ).toBe(true),
    );
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('checkbox', { name: /Also create an opportunity/ }));
    expect(within(dialog).queryByRole('textbox', { name: /Opportunity title/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: /Familia Pérez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Convert lead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/clients/9'));
    expect(requests.find((request) => request.url.endsWith('/convert'))?.body).toEqual({
      client_id: 9,
      create_opportunity: false,
      opportunity_title: null,
    });
  });

  it('asks for a client before linking, and shows the server refusal', async () => {
    serve(() => ({ status: 409, body: { message: 'This lead has already been converted.' } }));
    const { router } = renderLead();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Convert' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Link an existing client/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Convert lead' }));
    expect(await within(dialog).findByText('Choose the client to link.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Create a new client/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Convert lead' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This lead has already been converted.',
    );
    expect(router.state.location.pathname).toBe('/MX/leads/5');
  });
});
