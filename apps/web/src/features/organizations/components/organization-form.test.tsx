import { screen, waitFor, within } from '@testing-library/react';
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

/** Where the form goes once saved. */
const SavedPage = () => null;

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
    await user.type(screen.getByRole('combobox', { name: /^Country/ }), 'mexi');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Mexico (MX)');
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

  it('picks the country and the time zone by typing, with the keyboard, and saves their codes', async () => {
    const { requests } = serve(() => ({ status: 201, body: { data: makeOrganization({ id: 5 }) } }));
    renderRoutes(
      [
        { path: '/organizations/create', Component: OrganizationCreateRoute },
        { path: '/organizations/:id', Component: SavedPage },
      ],
      '/organizations/create',
    );
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'co');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aurora Colombia');

    // A country by its name, accents aside, in the interface language.
    const country = screen.getByRole('combobox', { name: /^Country/ });
    await user.type(country, 'colom');
    const countries = screen.getByRole('listbox', { name: 'Country' });
    expect(
      within(countries)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Colombia (CO)']);
    await user.keyboard('{Enter}');
    expect(country).toHaveValue('Colombia (CO)');

    // A time zone by its city, shown with its offset; the arrows move through the matches.
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    await user.clear(zone);
    await user.type(zone, 'bogota');
    expect(
      screen.getByRole('option', { name: '(UTC\u221205:00) America/Bogota — Bogota' }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('(UTC\u221205:00) America/Bogota — Bogota');

    // Escape leaves the choice as it was.
    await user.clear(zone);
    await user.type(zone, 'tokyo');
    await user.keyboard('{Escape}');
    expect(zone).toHaveValue('(UTC\u221205:00) America/Bogota — Bogota');

    await waitFor(() => expect(screen.getByRole('combobox', { name: /Default currency/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      code: 'CO',
      country: 'CO',
      timezone: 'America/Bogota',
    });
  });

  it('shows the country error on the picker when none is chosen', async () => {
    const { requests } = serve(() => ({ status: 201, body: {} }));
    renderRoutes(
      [{ path: '/organizations/create', Component: OrganizationCreateRoute }],
      '/organizations/create',
    );
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'co');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aurora Colombia');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const country = screen.getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
    expect(country).toHaveAccessibleDescription('Must be a two-letter country code.');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the stored country and time zone by name on the edit form', async () => {
    serve(() => ({ status: 404, body: { message: 'Not Found' } }));
    renderRoutes(
      [{ path: '/organizations/:id/edit', Component: OrganizationEditRoute }],
      '/organizations/1/edit',
    );

    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('Mexico (MX)');
    // The telephony settings say what they are: the defaults of numbers added from now on.
    expect(
      screen.getByRole('spinbutton', { name: /^Ring time for new numbers/ }),
    ).toHaveAccessibleDescription(/^Numbers added from now on start with it/);
    expect(screen.getByRole('checkbox', { name: 'Record calls on new numbers' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue(
      '(UTC\u221206:00) America/Mexico_City — Mexico City',
    );
  });
});
