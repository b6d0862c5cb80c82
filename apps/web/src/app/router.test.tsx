import { STORAGE_KEYS } from '@aurora/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationStore } from '../lib/organization-store';
import { sessionStore } from '../lib/session-store';
import { mockFetch } from '../testing/fetch-mock';
import { adminRoles, makeOrganization, makeUser } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { leaveWhenSessionEnds } from './route-loaders';
import { routes } from './router';

const organizations = [
  makeOrganization({ id: 1, code: 'CO', name: 'Colombia' }),
  makeOrganization({ id: 2, code: 'MX', name: 'México' }),
];
const stats = {
  members: 2,
  agents: 1,
  leads: 0,
  clients: 0,
  open_opportunities: 0,
  open_opportunities_value: '0',
  upcoming_trips: 0,
  outstanding_invoices: 0,
  overdue_invoices: 0,
  calls_this_month: 0,
  call_minutes_this_month: 0,
};

function signedInAs(user: ReturnType<typeof makeUser> | null) {
  if (user) {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  sessionStore.reset();
  organizationStore.clear();
  return mockFetch(({ url }) => {
    if (url.startsWith('/api/v2/auth/me')) return { body: { data: user } };
    if (url.startsWith('/api/v2/organizations')) {
      return {
        body: { data: organizations, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } },
      };
    }
    const dashboard = url.match(/^\/api\/v2\/(\w\w)\/dashboard/);
    if (dashboard) return { body: { data: { organization: organizations[0], stats } } };
    return { status: 404, body: { message: 'Not Found' } };
  });
}

const path = (router: ReturnType<typeof renderRoutes>['router']) => router.state.location.pathname;

describe('router guards wired into the route loaders', () => {
  beforeEach(() => localStorage.clear());

  it('sends a guest on an organization route to /login', async () => {
    signedInAs(null);
    const { router } = renderRoutes(routes, '/mx/leads');
    // The guard runs once the matched routes' modules are loaded (the shell, the leads list): on a
    // cold run that alone can take more than the default second.
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
  });

  it('redirects / to the first organization dashboard', async () => {
    signedInAs(makeUser());
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(path(router)).toBe('/co'));
    // The dashboard's modules load once the redirect has landed: cold, more than the default second.
    expect(await screen.findByText('Welcome back, Ana', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a non-admin away from organization administration to the current dashboard', async () => {
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'MX');
    signedInAs(makeUser());
    const { router } = renderRoutes(routes, '/organizations');
    await waitFor(() => expect(path(router)).toBe('/mx'));
  });

  it('opens an organization route in any case and makes it the current organization', async () => {
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'CO');
    signedInAs(makeUser({ roles: adminRoles }));
    const { router } = renderRoutes(routes, '/MX/analytics/calls');
    expect(await screen.findByRole('heading', { name: 'Call analytics' })).toBeInTheDocument();
    expect(path(router)).toBe('/MX/analytics/calls');
    expect(organizationStore.getCurrent()?.code).toBe('MX');
    expect(localStorage.getItem(STORAGE_KEYS.currentOrganizationCode)).toBe('MX');
  });

  it('sends an unknown organization code to the first organization', async () => {
    signedInAs(makeUser());
    const { router } = renderRoutes(routes, '/zz/clients');
    await waitFor(() => expect(path(router)).toBe('/co'));
  });

  it('sends a non-agent away from the agent dashboard', async () => {
    signedInAs(makeUser({ roles: adminRoles }));
    const { router } = renderRoutes(routes, '/agent/dashboard');
    await waitFor(() => expect(path(router)).toBe('/co'));
  });
});

describe('a session that ends', () => {
  it('while the guard waits for the organizations sends to /login, not to an error', async () => {
    signedInAs(makeUser());
    let answerOrganizations: () => void = () => {};
    mockFetch(({ url }) => {
      if (url.startsWith('/api/v2/auth/me')) return { body: { data: makeUser() } };
      if (url.startsWith('/api/v2/organizations')) {
        return new Promise((resolve) => {
          answerOrganizations = () =>
            resolve({
              body: { data: organizations, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } },
            });
        });
      }
      return { status: 404, body: { message: 'Not Found' } };
    });
    const { router } = renderRoutes(routes, '/MX/analytics/calls');
    await vi.waitFor(() => expect(organizationStore.store.getState().status).toBe('loading'));
    // Another request's 401 ends the session (the API client clears storage, then the stores).
    localStorage.clear();
    sessionStore.clear();
    answerOrganizations();
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.currentOrganizationCode)).toBeNull();
  });

  it('under a signed-in screen leaves it for /login at once', async () => {
    signedInAs(makeUser());
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('Welcome back, Ana')).toBeInTheDocument();
    const stop = leaveWhenSessionEnds(router);
    sessionStore.clear();
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    stop();
  });
});
