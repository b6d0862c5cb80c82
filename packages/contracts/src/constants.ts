/** Base path of every API route (spec §7, §9). */
export const API_BASE = '/api/v2';

/** Browser storage keys (spec §9). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  currentOrganizationCode: 'currentOrganizationCode',
  colorMode: 'colorMode',
  language: 'language',
} as const;

/** The role that makes a user an administrator (spec §1). */
export const ADMIN_ROLE = 'Administrador';

/**
 * API paths that are global, so the client never prefixes them with the organization code
 * (spec §7, "Organization scoping"). Matched with `startsWith` on the path below `API_BASE`.
 */
export const GLOBAL_PATH_PREFIXES = [
  '/auth/',
  '/statuses',
  '/currencies',
  '/definitions',
  '/agent/',
  '/organizations',
  '/tasks/my',
  '/calls/my',
] as const;

/** Lists: default and largest page size. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/** Interface defaults (spec §9). */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const COLOR_MODES = ['auto', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language the app speaks for a locale tag ("es-MX" is Spanish), if it speaks it. */
export function languageOf(tag: string): Language | undefined {
  const code = tag.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === code);
}

/** Fallback messages when the server gives none (spec §8). */
export const ORGANIZATION_ERRORS = {
  list: 'Error fetching organizations',
  get: 'Error fetching organization',
  stats: 'Error fetching organization stats',
  create: 'Error creating organization',
  update: 'Error updating organization',
  delete: 'Error deleting organization',
} as const;

/** Errors the client throws (spec §5, §8). */
export const CLIENT_ERRORS = {
  noOrganization: 'No organization selected',
  organizationNotFound: (code: string) => `Organization with code ${code} not found`,
} as const;

/** Message of every 401 answer. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
