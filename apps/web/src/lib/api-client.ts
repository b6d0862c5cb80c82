import {
  API_BASE,
  GLOBAL_PATH_PREFIXES,
  REQUEST_ID_HEADER,
  REQUEST_REFERENCE_LENGTH,
} from '@aurora/contracts/constants';
import { storage } from './storage';

/** An error answered by the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** 422 field errors, `{field: [messages]}`; empty otherwise. */
  readonly errors: Record<string, string[]>;
  readonly data: unknown;
  /** The request's `X-Request-Id` (the server's answer, else the one sent); null when unknown. */
  readonly requestId: string | null;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    data: unknown = null,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data;
    this.requestId = requestId;
  }
}

/**
 * A new id for one request. `crypto.randomUUID` exists only in secure contexts (HTTPS,
 * localhost): a page served over plain HTTP on a LAN address gets random hex instead.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * What the error toast shows as "Reference: a1b2c3d4" for a failure support must look up: a
 * server error (5xx) or a request that got no answer. Other errors say what to fix themselves.
 */
export function errorReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.requestId) return undefined;
  if (error.status !== 0 && error.status < 500) return undefined;
  return error.requestId.slice(0, REQUEST_REFERENCE_LENGTH);
}

/** The id the server answered (it may have replaced ours), else the one sent. */
const answeredRequestId = (response: Response, sent: string) =>
  response.headers.get(REQUEST_ID_HEADER) ?? sent;

export type OrganizationContext = {
  /** The `:orgCode` parameter of the current route, if any. */
  routeCode: string | null | undefined;
  /** The organization code saved in the browser. */
  savedCode: string | null | undefined;
};

const ORGANIZATION_SEGMENT = /^\/[A-Za-z]{2}(?:[/?#]|$)/;

/**
 * The spec's organization prefix rule (§7): every path gets `/{orgCode}` in front, except the
 * global ones and those that already start with a two-letter code. The route's code wins over
 * the saved one; with neither, a warning is logged and the path is left as it is.
 */
export function resolveApiPath(path: string, context: OrganizationContext): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (GLOBAL_PATH_PREFIXES.some((prefix) => normalized.startsWith(prefix))) return normalized;
  if (ORGANIZATION_SEGMENT.test(normalized)) return normalized;
  const code = context.routeCode || context.savedCode;
  if (!code) {
    console.warn(`No organization available for the request to ${normalized}; sending it unscoped.`);
    return normalized;
  }
  return `/${code}${normalized}`;
}

let routeOrganizationCode: string | null = null;

/** Kept in step with the router: the `:orgCode` of the route being shown or loaded. */
export function setRouteOrganizationCode(code: string | null | undefined): void {
  routeOrganizationCode = code ?? null;
}

/** Indirection so tests can observe the redirect that jsdom cannot perform. */
export const browserNavigation = {
  redirect: (url: string) => {
    window.location.assign(url);
  },
};

const unauthorizedListeners = new Set<() => void>();

/** Called after a 401 cleared the stored session, before the redirect to /login. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Spec §8, for a 401 answered to `sentToken`: clears token, user and saved organization, and sends
 * the browser to /login, however many requests the dead token had in flight. A 401 that comes back
 * after someone signed in again, for a token that is no longer the stored one, ends nothing: it
 * belongs to the session that already ended.
 */
function handleUnauthorized(sentToken: string | null): void {
  const stored = storage.getToken();
  if (stored !== null && stored !== sentToken) return;
  storage.clearSession();
  for (const listener of unauthorizedListeners) listener();
  if (window.location.pathname !== '/login') browserNavigation.redirect('/login');
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: Query): string {
  const resolved = resolveApiPath(path, {
    routeCode: routeOrganizationCode,
    savedCode: storage.getOrganizationCode(),
  });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${resolved}${search ? `${resolved.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** The full URL of an API path (organization prefix and query included), for XHR uploads. */
export function apiUrl(path: string, query?: Query): string {
  return buildUrl(path, query);
}

/** The headers every request sends: the Bearer token when signed in. */
export function authHeaders(): Record<string, string> {
  const token = storage.getToken();
  return token ? { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } : {};
}

/**
 * Lets a request made outside this client (an XHR upload, the realtime channel authorisation)
 * report a 401 like the others do; it was sent with the stored token.
 */
export function reportUnauthorized(): void {
  handleUnauthorized(storage.getToken());
}

function readMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message || undefined;
  }
  return undefined;
}

function readFieldErrors(data: unknown): Record<string, string[]> {
  if (
    data &&
    typeof data === 'object' &&
    'errors' in data &&
    data.errors &&
    typeof data.errors === 'object'
  ) {
    return data.errors as Record<string, string[]>;
  }
  return {};
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const requestId = newRequestId();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    [REQUEST_ID_HEADER]: requestId,
  };
  const token = storage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file uploads) sets its own multipart content type, boundary included.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error: the server could not be reached.', {}, null, requestId);
  }

  const data = await parseBody(response);
  if (response.ok) return data as T;

  if (response.status === 401) handleUnauthorized(token);
  if (response.status === 403) console.error('Access denied', data);
  throw new ApiError(
    response.status,
    readMessage(data) ?? `Request failed with status ${response.status}`,
    response.status === 422 ? readFieldErrors(data) : {},
    data,
    answeredRequestId(response, requestId),
  );
}

/** A file answered by the API: its content and the name from `Content-Disposition`. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

function readFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/**
 * GET of a file (CSV export...) with the Bearer header, which a plain link cannot send. Errors
 * are answered like any other request.
 */
async function download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<DownloadedFile> {
  const requestId = newRequestId();
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    [REQUEST_ID_HEADER]: requestId,
  };
  const token = storage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error: the server could not be reached.', {}, null, requestId);
  }
  if (!response.ok) {
    const data = await parseBody(response);
    if (response.status === 401) handleUnauthorized(token);
    throw new ApiError(
      response.status,
      readMessage(data) ?? `Request failed with status ${response.status}`,
      response.status === 422 ? readFieldErrors(data) : {},
      data,
      answeredRequestId(response, requestId),
    );
  }
  return { blob: await response.blob(), fileName: readFileName(response.headers.get('Content-Disposition')) };
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T = null>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** POST of a FormData body (multipart upload). */
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: form }),
  download,
};

/** The server's message when it gave one, else the fallback text (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return readMessage(error.data) ?? fallback;
  return fallback;
}

/** Awaits a request; an error without a server message gets the fallback text (spec §8). */
export async function withErrorFallback<T>(promise: Promise<T>, fallback: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && !readMessage(error.data)) {
      throw new ApiError(error.status, fallback, error.errors, error.data, error.requestId);
    }
    throw error;
  }
}
