import { API_BASE, GLOBAL_PATH_PREFIXES, STORAGE_KEYS } from '@aurora/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import {
  ApiError,
  apiClient,
  browserNavigation,
  errorMessage,
  errorReference,
  type OrganizationContext,
  onUnauthorized,
  resolveApiPath,
  setRouteOrganizationCode,
  withErrorFallback,
} from './api-client';

afterEach(() => setRouteOrganizationCode(null));

describe('resolveApiPath (spec §7 organization prefix rule)', () => {
  const route = (routeCode: string | null, savedCode: string | null = null): OrganizationContext => ({
    routeCode,
    savedCode,
  });

  it.each([
    // [path, context, expected]
    ['/leads', route('mx'), '/mx/leads'],
    ['/leads/5', route('mx', 'CO'), '/mx/leads/5'],
    ['/leads', route(null, 'CO'), '/CO/leads'],
    ['/dashboard', route('', 'CO'), '/CO/dashboard'],
    ['leads', route('mx'), '/mx/leads'],
    ['/telephony/calls/initiate', route('mx'), '/mx/telephony/calls/initiate'],
    ['/auth/login', route('mx'), '/auth/login'],
    ['/auth/me', route('mx'), '/auth/me'],
    ['/statuses', route('mx'), '/statuses'],
    ['/statuses?filter[entity_type]=lead', route('mx'), '/statuses?filter[entity_type]=lead'],
    ['/currencies', route('mx'), '/currencies'],
    ['/definitions', route('mx'), '/definitions'],
    ['/agent/dashboard', route('mx'), '/agent/dashboard'],
    ['/organizations', route('mx'), '/organizations'],
    ['/organizations/4/members', route('mx'), '/organizations/4/members'],
    ['/tasks/my', route('mx'), '/tasks/my'],
    ['/calls/my', route('mx'), '/calls/my'],
    ['/tasks', route('mx'), '/mx/tasks'],
    ['/calls', route('mx'), '/mx/calls'],
    ['/agents', route('mx'), '/mx/agents'],
    ['/auth', route('mx'), '/mx/auth'],
    ['/co/leads', route('mx'), '/co/leads'],
    ['/CO/leads', route('mx'), '/CO/leads'],
    ['/co', route('mx'), '/co'],
    ['/co?x=1', route('mx'), '/co?x=1'],
    ['/mxn/rates', route('mx'), '/mx/mxn/rates'],
    ['/auth/client-config', route('mx'), '/auth/client-config'],
    ['/config', route('mx'), '/mx/config'],
  ])('%s with %o becomes %s', (path, context, expected) => {
    expect(resolveApiPath(path, context)).toBe(expected);
  });

  it("keeps to the spec's exceptions and no others", () => {
    expect(GLOBAL_PATH_PREFIXES).toEqual([
      '/auth/',
      '/statuses',
      '/currencies',
      '/definitions',
      '/agent/',
      '/organizations',
      '/tasks/my',
      '/calls/my',
    ]);
  });

  it('warns and leaves the path unchanged when no organization is available', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveApiPath('/leads', route(null, null))).toBe('/leads');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn for a global path without organization', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveApiPath('/auth/me', route(null, null))).toBe('/auth/me');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('apiClient requests', () => {
  it('sends the base path, the bearer token, X-Requested-With and the route organization prefix', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'CO');
    setRouteOrganizationCode('mx');
    const fetchSpy = mockFetch(() => ({ body: { data: [] } }));

    await apiClient.get('/leads', { query: { page: 2, q: '' } });

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/mx/leads?page=2`);
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret-token',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    });
  });

  it('sends a new X-Request-Id with each request; a failure keeps the id the server answered', async () => {
    const fetchSpy = mockFetch(() => ({ body: { data: [] } }));
    await apiClient.get('/auth/me');
    await apiClient.get('/auth/me');
    const sent = fetchSpy.mock.calls.map(
      ([, init]) => ((init?.headers ?? {}) as Record<string, string>)['X-Request-Id'],
    );
    expect(sent[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[1]).not.toBe(sent[0]);

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Server Error' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'proxy-0a1b2c3d4e5f' },
      }),
    );
    const failure = await apiClient.get('/auth/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).requestId).toBe('proxy-0a1b2c3d4e5f');
    expect(errorReference(failure)).toBe('proxy-0a');
  });

  it('falls back to the saved organization and sends JSON bodies', async () => {
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'CO');
    const fetchSpy = mockFetch(() => ({ status: 201, body: { data: { id: 1 } } }));

    const answer = await apiClient.post<{ data: { id: number } }>('/leads', { name: 'Ada' });

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/CO/leads`);
    expect(init?.body).toBe(JSON.stringify({ name: 'Ada' }));
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(answer.data.id).toBe(1);
  });

  it('answers null for 204', async () => {
    mockFetch(() => ({ status: 204 }));
    await expect(apiClient.post('/auth/logout')).resolves.toBeNull();
  });

  it('throws ApiError with the field errors of a 422', async () => {
    mockFetch(() => ({ status: 422, body: { message: 'Invalid.', errors: { email: ['Taken.'] } } }));
    const error = await apiClient.post('/organizations', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid.', errors: { email: ['Taken.'] } });
  });

  it('on 401 clears token, user and saved organization and sends the browser to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":1}');
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'MX');
    localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');
    const redirect = vi.spyOn(browserNavigation, 'redirect').mockImplementation(() => {});
    mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));

    await expect(apiClient.get('/auth/me')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
    });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentOrganizationCode)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('every 401 of a session ends it, however many were in flight; a 401 to the token of an earlier session ends nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'revoked');
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'MX');
    const redirect = vi.spyOn(browserNavigation, 'redirect').mockImplementation(() => {});
    const ended = vi.fn();
    const stopListening = onUnauthorized(ended);
    const answers: Array<() => void> = [];
    mockFetch(() => new Promise((resolve) => answers.push(() => resolve({ status: 401 }))));

    const first = apiClient.get('/clients').catch((error: unknown) => error);
    const second = apiClient.get('/tasks/my').catch((error: unknown) => error);
    const third = apiClient.get('/leads').catch((error: unknown) => error);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[0]?.();
    expect(await first).toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
    answers[1]?.();
    expect(await second).toMatchObject({ status: 401 });

    // Someone signs in again before the last answer of the dead token comes back.
    localStorage.setItem(STORAGE_KEYS.token, 'fresh');
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'CO');
    redirect.mockClear();
    ended.mockClear();
    answers[2]?.();
    expect(await third).toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.currentOrganizationCode)).toBe('CO');
    expect(ended).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    stopListening();
  });

  it("on 403 logs 'Access denied' with the response data and does not redirect", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'valid');
    const redirect = vi.spyOn(browserNavigation, 'redirect').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 403, body: { message: 'Forbidden.' } }));

    await expect(apiClient.get('/organizations')).rejects.toMatchObject({ status: 403 });

    expect(logged).toHaveBeenCalledWith('Access denied', { message: 'Forbidden.' });
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('valid');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/auth/me')).rejects.toMatchObject({ status: 0 });
  });
});

describe('error messages (spec §8)', () => {
  it.each([
    ['server message', new ApiError(500, 'Database down', {}, { message: 'Database down' }), 'Database down'],
    ['no server message', new ApiError(500, 'Request failed with status 500', {}, null), 'Fallback'],
    ['not an ApiError', new Error('boom'), 'Fallback'],
  ])('%s', (_, error, expected) => {
    expect(errorMessage(error, 'Fallback')).toBe(expected);
  });

  it('withErrorFallback keeps the status and uses the fallback text when the server gave none', async () => {
    const failing = Promise.reject(new ApiError(500, 'Request failed with status 500', {}, null));
    await expect(withErrorFallback(failing, 'Error fetching organizations')).rejects.toMatchObject({
      status: 500,
      message: 'Error fetching organizations',
    });
  });
});
