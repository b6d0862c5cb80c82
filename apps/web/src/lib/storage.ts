import type { User } from '@aurora/contracts/auth';
import { STORAGE_KEYS } from '@aurora/contracts/constants';

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export const storage = {
  read,
  write,
  getToken: () => read(STORAGE_KEYS.token),
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),
  getUser: (): User | null => {
    const raw = read(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as User;
    } catch {
      return null;
    }
  },
  setUser: (user: User | null) => write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null),
  getOrganizationCode: () => read(STORAGE_KEYS.currentOrganizationCode),
  setOrganizationCode: (code: string | null) => write(STORAGE_KEYS.currentOrganizationCode, code),
  /** What a 401 clears (spec §8): token, user and saved organization. */
  clearSession: () => {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.user, null);
    write(STORAGE_KEYS.currentOrganizationCode, null);
  },
};
