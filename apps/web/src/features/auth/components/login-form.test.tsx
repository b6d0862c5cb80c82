import { STORAGE_KEYS } from '@aurora/contracts/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationStore } from '../../../lib/organization-store';
import { sessionStore } from '../../../lib/session-store';
import { mockFetch } from '../../../testing/fetch-mock';
import { makeOrganization, makeUser } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { LoginRoute } from '../routes/login';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', Component: LoginRoute },
      { path: '/:orgCode', element: <p>Organization dashboard</p> },
    ],
    '/login',
  );
}

async function signIn(email = 'admin@example.com', password = 'password') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  sessionStore.clear();
});

describe('login form', () => {
  it('shows the 422 field errors on their fields', async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      },
    }));
    renderLogin();

    await signIn();

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the message of a 429 above the form', async () => {
    mockFetch(() => ({
      status: 429,
      body: { message: 'Too many login attempts. Try again in 60 seconds.' },
    }));
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Try again in 60 seconds.',
    );
  });

  it('validates the email before calling the server', async () => {
    const fetchSpy = mockFetch(() => ({ body: {} }));
    renderLogin();

    await signIn('not-an-email', 'x');

    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("signs in and goes to the default organization's dashboard", async () => {
    const organizations = [makeOrganization({ id: 1, code: 'MX' }), makeOrganization({ id: 2, code: 'CO' })];
    mockFetch(({ url }) =>
      url.startsWith('/api/v2/auth/login')
        ? {
            body: {
              token: 'token-1',
              user: makeUser({ default_organization: { id: 2, code: 'CO', name: 'Colombia' } }),
            },
          }
        : { body: { data: organizations, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } } },
    );
    const { router } = renderLogin();

    await signIn();

    expect(await screen.findByText('Organization dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/co');
    expect(organizationStore.getCurrent()?.code).toBe('CO');
  });

  it('explains when the account has no organization and is not an agent', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v2/auth/login')
        ? { body: { token: 'token-2', user: makeUser({ email: 'solo@example.com' }) } }
        : { body: { data: [], meta: { current_page: 1, per_page: 100, total: 0, last_page: 1 } } },
    );
    renderLogin();

    await signIn('solo@example.com');

    expect(await screen.findByText('No organization to open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
  });
});
