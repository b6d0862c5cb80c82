import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import {
  makeClient,
  makeContact,
  page,
  referenceAnswer,
  signInForRecords,
} from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { ClientPageRoute } from './client-page';

function serve(onWrite: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  const contacts = [
    makeContact({ id: 31, full_name: 'Marta Pérez' }),
    makeContact({ id: 32, full_name: 'Marta P.', is_primary: false, email: 'mp@example.com' }),
  ];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.method !== 'GET') return onWrite(request);
    if (request.url.includes('/duplicates')) return { body: { data: [] } };
    if (request.url === '/api/v2/MX/clients/9') return { body: { data: makeClient() } };
    if (request.url.startsWith('/api/v2/MX/clients/9/contacts')) return { body: page(contacts) };
    if (request.url.match(/\/(notes|attachments)$/)) return { body: { data: [] } };
    if (request.url.includes('/activity')) return { body: page([]) };
    return { status: 404, body: { message: 'Not found.' } };
  });
  return requests;
}

function ClientPage() {
  return (
    <Tooltip.Provider>
      <ClientPageRoute />
    </Tooltip.Provider>
  );
}

const routes = [{ path: '/:orgCode/clients/:id', Component: ClientPage }];

describe('contacts on the client page', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('adds a contact from the client page, with the server errors on the sheet’s fields', async () => {
    let attempts = 0;
    const requests = serve(() => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 422,
            body: {
              message: 'Invalid.',
              errors: { emergency_contact_phone: ['Must be a valid phone number.'] },
            },
          }
        : {
            status: 201,
            body: { data: makeContact({ id: 33, full_name: 'Lucas Pérez' }), warnings: { duplicates: [] } },
          };
    });
    renderRoutes(routes, '/MX/clients/9');
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Contacts' });
    await user.click(within(panel).getByRole('button', { name: 'Add contact' }));
    const sheet = await screen.findByRole('dialog', { name: 'New contact' });
    await user.type(within(sheet).getByRole('textbox', { name: /^First name/ }), 'Lucas');
    await user.type(within(sheet).getByRole('textbox', { name: /^Emergency contact phone/ }), '12');
    await user.click(within(sheet).getByRole('button', { name: 'Add contact' }));

    const emergency = within(sheet).getByRole('textbox', { name: /^Emergency contact phone/ });
    await waitFor(() => expect(emergency).toHaveAccessibleDescription('Must be a valid phone number.'));
    await user.clear(emergency);
    await user.click(within(sheet).getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New contact' })).not.toBeInTheDocument(),
    );
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.at(-1)?.url).toBe('/api/v2/MX/clients/9/contacts');
    expect(posts.at(-1)?.body).toMatchObject({
      first_name: 'Lucas',
      emergency_contact_phone: null,
      nationality: null,
    });
  });

  it('merges two contacts after a confirmation that says what moves where', async () => {
    const requests = serve(() => ({ body: { data: makeContact({ id: 31, full_name: 'Marta Pérez' }) } }));
    renderRoutes(routes, '/MX/clients/9');
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Contacts' });
    await user.click(await within(panel).findByRole('button', { name: 'Actions for Marta Pérez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Merge with…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Marta Pérez with another contact' });
    expect(within(dialog).getByRole('button', { name: 'Merge contacts' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Marta P\./ }));
    expect(dialog).toHaveTextContent('The notes, files and timeline of Marta P. move to Marta Pérez.');
    expect(dialog).toHaveTextContent('Marta P. is then deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Merge contacts' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/v2/MX/contacts/31/merge');
    expect(post?.body).toEqual({ other_id: 32 });
  });
});
