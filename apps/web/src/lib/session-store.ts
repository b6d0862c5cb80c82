import type { LoginResponse, User } from '@aurora/contracts/auth';
import type { LoginRequest } from '@aurora/contracts/login';
import { ApiError, apiClient, onUnauthorized } from './api-client';
import { createStore, useStore } from './create-store';
import { type OrganizationStore, organizationStore } from './organization-store';
import { storage } from './storage';

export type SessionState = {
  token: string | null;
  user: User | null;
  /** 'verified' once the stored token was confirmed by GET /auth/me (or a fresh login). */
  status: 'unverified' | 'verifying' | 'verified';
};

export function createSessionStore(organizations: OrganizationStore) {
  const store = createStore<SessionState>({
    token: storage.getToken(),
    user: storage.getToken() ? storage.getUser() : null,
    status: 'unverified',
  });
  let pending: Promise<User | null> | null = null;

  /** Clears token, user and organizations (logout, failed profile fetch, 401). */
  function clear(): void {
    storage.setToken(null);
    storage.setUser(null);
    organizations.clear();
    store.setState({ token: null, user: null, status: 'verified' });
  }

  async function verify(): Promise<User | null> {
    const token = storage.getToken();
    if (!token) {
      store.setState({ token: null, user: null, status: 'verified' });
      return null;
    }
    store.setState((state) => ({ ...state, status: 'verifying' }));
    try {
      const { data: user } = await apiClient.get<{ data: User }>('/auth/me');
      // A 401 of another request may have ended the session meanwhile: it stays ended.
      if (storage.getToken() !== token) return null;
      storage.setUser(user);
      store.setState({ token, user, status: 'verified' });
      return user;
    } catch (error) {
      // A 401 is the expected end of an expired token (the API client already redirects).
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Could not load the current user; signing out.', error);
      }
      clear();
      return null;
    }
  }

  /** At startup, with a stored token, loads the current user once (spec §4). */
  function ensureSession(): Promise<User | null> {
    const state = store.getState();
    if (state.status === 'verified') return Promise.resolve(state.user);
    pending ??= verify().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** Saves token and user, loads the organizations and selects the user's default one (spec §4). */
  async function login(credentials: LoginRequest): Promise<User> {
    const { token, user } = await apiClient.post<LoginResponse>('/auth/login', credentials);
    storage.setToken(token);
    storage.setUser(user);
    organizations.clear();
    store.setState({ token, user, status: 'verified' });
    try {
      await organizations.load();
      organizations.selectDefault(user);
    } catch (error) {
      // The guards retry the list and send the user on; signing in itself succeeded.
      console.error(error);
    }
    return user;
  }

  /** A failed logout is logged, and the local session is cleared anyway (spec §8). */
  async function logout(): Promise<void> {
    try {
      await apiClient.post('/auth/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    clear();
  }

  /** Replaces the stored user (e.g. after a language change saved on the server). */
  function setUser(user: User): void {
    storage.setUser(user);
    store.setState((state) => ({ ...state, user }));
  }

  /** Forgets the verification, so the stored token is checked again (tests, account switches). */
  function reset(): void {
    pending = null;
    const token = storage.getToken();
    store.setState({ token, user: token ? storage.getUser() : null, status: 'unverified' });
  }

  return { store, ensureSession, login, logout, clear, setUser, reset };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore(organizationStore);

onUnauthorized(() => sessionStore.clear());

export function useSession(): SessionState {
  return useStore(sessionStore.store);
}
