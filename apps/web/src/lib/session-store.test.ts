import { STORAGE_KEYS } from '@aurora/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { makeOrganization, makeUser } from '../testing/fixtures';
import { createOrganizationStore } from './organization-store';
import { createSessionStore } from './session-store';

const MX = makeOrganization({ id: 1, code: 'MX' });
const CO = makeOrganization({ id: 2, code: 'CO' });
const user = makeUser({ default_organization: { id: 2, code: 'CO', name: 'Colombia' } });
const list = { data: [MX, CO], meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } };

function setup() {
  const organizations = createOrganizationStore();
  return { organizations, session: createSessionStore(organizations) };
}

describe('session store (spec §4)', () => {
  it("login saves token and user, loads organizations and selects the user's default one", async () => {
    const fetchSpy = mockFetch(({ url }) =>
      url.startsWith('/api/v2/auth/login') ? { body: { token: 'new-token', user } } : { body: list },
    );
    const { organizations, session } = setup();

    await session.login({ email: 'admin@example.com', password: 'password' });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({ id: user.id });
    expect(organizations.getCurrent()?.code).toBe('CO');
    expect(localStorage.getItem(STORAGE_KEYS.currentOrganizationCode)).toBe('CO');
    expect(fetchSpy.mock.calls.map((call) => String(call[0]).split('?')[0])).toEqual([
      '/api/v2/auth/login',
      '/api/v2/organizations',
    ]);
  });

  it('at startup loads the current user from GET /auth/me when a token is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored');
    const fetchSpy = mockFetch(() => ({ body: { data: { ...user, name: 'Fresh Name' } } }));
    const { session } = setup();

    await expect(session.ensureSession()).resolves.toMatchObject({ name: 'Fresh Name' });
    await session.ensureSession();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(session.store.getState()).toMatchObject({ token: 'stored', status: 'verified' });
  });

  it('without a stored token asks nothing and has no user', async () => {
    const fetchSpy = mockFetch(() => ({ body: {} }));
    const { session } = setup();
    await expect(session.ensureSession()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a failed profile fetch clears the session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    const { session } = setup();

    await expect(session.ensureSession()).resolves.toBeNull();

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(session.store.getState().user).toBeNull();
  });

  it('a profile answered after another request ended the session (a 401) does not bring it back', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'revoked');
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { session } = setup();

    const verifying = session.ensureSession();
    await vi.waitFor(() => expect(session.store.getState().status).toBe('verifying'));
    localStorage.removeItem(STORAGE_KEYS.token);
    session.clear();
    answer({ body: { data: user } });

    await expect(verifying).resolves.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(session.store.getState()).toMatchObject({ token: null, user: null, status: 'verified' });
  });

  it('logout posts /auth/logout and clears token, user and organizations', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored');
    const fetchSpy = mockFetch(({ url }) =>
      url.includes('/auth/logout') ? { status: 204 } : { body: list },
    );
    const { organizations, session } = setup();
    await organizations.load();

    await session.logout();

    expect(fetchSpy.mock.calls.at(-1)?.[1]?.method).toBe('POST');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(organizations.store.getState().organizations).toEqual([]);
    expect(session.store.getState()).toMatchObject({ token: null, user: null });
  });

  it('a failed logout is logged and the local session is still cleared', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    const { session } = setup();

    await session.logout();

    expect(logged).toHaveBeenCalledWith('Logout failed', expect.objectContaining({ status: 500 }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
