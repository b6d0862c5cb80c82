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

/**
 * The header a request's id travels in: the web client sends one with each request, the server
 * keeps it when it matches `REQUEST_ID_PATTERN` (else makes its own), logs it on every line of
 * the request and answers it (decision 043).
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request id the server accepts: bounded, and nothing that could forge a log line or a header. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** How much of the id the error toast shows ("Reference: a1b2c3d4"): enough to find the log line. */
export const REQUEST_REFERENCE_LENGTH = 8;

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
