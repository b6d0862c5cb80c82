import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { referenceAnswer, signInForRecords } from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { ClientCreateRoute } from '../routes/client-create';

function serve(onWrite: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.method !== 'GET') return onWrite(request);
    if (request.url.includes('/duplicates')) return { body: { data: [] } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  return requests;
}

const routes = [{ path: '/:orgCode/clients/create', Component: ClientCreateRoute }];

describe('client form', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('maps the server 422 errors onto the client form, the typed email rows included', async () => {
    const requests = serve(() => ({
      status: 422,
      body: {
        message: 'Invalid.',
        errors: {
          country: ['Must be a two-letter country code.'],
          'emails.0.value': ['Must be a valid email address.'],
        },
      },
    }));
    renderRoutes(routes, '/MX/clients/create');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Viajes Sol SA');
    await user.type(screen.getByRole('textbox', { name: /^Country/ }), 'MX');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    await user.type(screen.getByRole('textbox', { name: 'Other email 1' }), 'ventas@sol.mx');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Country/ })).toHaveAccessibleDescription(
        'Must be a two-letter country code.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Other email 1' })).toHaveAccessibleDescription(
      'Must be a valid email address.',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      type: 'company',
      name: 'Viajes Sol SA',
      country: 'MX',
      emails: [{ type: 'work', value: 'ventas@sol.mx' }],
      preferred_language: null,
      owner_id: 7,
    });
  });
});
