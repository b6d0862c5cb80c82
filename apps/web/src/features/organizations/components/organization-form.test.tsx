import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { makeOrganization } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { OrganizationCreateRoute } from '../routes/organization-create';
import { OrganizationEditRoute } from '../routes/organization-edit';

const currencies = {
  data: [
    { code: 'MXN', name: 'Mexican peso', symbol: '$', decimals: 2, rate_to_base: '17', is_active: true },
    { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2, rate_to_base: '1', is_active: true },
  ],
};

function serve(onSave: (request: MockRequest) => { status: number; body?: unknown }) {
  const requests: MockRequest[] = [];
  const fetchSpy = mockFetch((request) => {
    requests.push(request);
    if (request.url.startsWith('/api/v2/currencies')) return { body: currencies };
    if (request.method === 'GET' && request.url.startsWith('/api/v2/organizations/1')) {
      return { body: { data: makeOrganization({ id: 1, code: 'MX', name: 'Aurora México' }) } };
    }
    return onSave(request);
  });
  return { fetchSpy, requests };
}

describe('organization form', () => {
  it('maps the server 422 errors onto the create form fields', async () => {
    const { requests } = serve(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { code: ['The code has already been taken.'], email: ['The email is not deliverable.'] },
      },
    }));
    renderRoutes(
      [{ path: '/organizations/create', Component: OrganizationCreateRoute }],
      '/organizations/create',
    );
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'mx');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aurora México');
    await user.type(screen.getByRole('textbox', { name: /^Country/ }), 'mx');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hola@aurora.mx');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Default currency/ })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /Default currency/ }), 'MXN');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const code = screen.getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code has already been taken.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'The email is not deliverable.',
    );

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/v2/organizations');
    expect(post?.body).toMatchObject({
      code: 'MX',
      name: 'Aurora México',
      country: 'MX',
      default_currency: 'MXN',
      email: 'hola@aurora.mx',
      legal_name: null,
      ring_timeout_seconds: 25,
    });
  });

  it('validates on the client with the contract schema before saving', async () => {
    const { requests } = serve(() => ({ status: 201, body: {} }));
    renderRoutes(
      [{ path: '/organizations/create', Component: OrganizationCreateRoute }],
      '/organizations/create',
    );
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'mex');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('maps 422 errors on the edit form and keeps the user on it', async () => {
    serve((request) =>
      request.method === 'PUT'
        ? { status: 422, body: { message: 'Invalid.', errors: { name: ['That name is reserved.'] } } }
        : { status: 404, body: { message: 'Not Found' } },
    );
    const { router } = renderRoutes(
      [{ path: '/organizations/:id/edit', Component: OrganizationEditRoute }],
      '/organizations/1/edit',
    );
    const user = userEvent.setup();

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Aurora México');
    await user.clear(name);
    await user.type(name, 'Reserved');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('That name is reserved.'));
    expect(router.state.location.pathname).toBe('/organizations/1/edit');
  });
});
