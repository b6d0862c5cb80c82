import { STORAGE_KEYS } from '@aurora/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { makeOrganization } from '../testing/fixtures';
import { createOrganizationStore } from './organization-store';

const MX = makeOrganization({ id: 1, code: 'MX', name: 'México' });
const CO = makeOrganization({ id: 2, code: 'CO', name: 'Colombia' });
const ES = makeOrganization({ id: 3, code: 'ES', name: 'España' });

function serve(organizations = [MX, CO, ES]) {
  return mockFetch(() => ({
    body: {
      data: organizations,
      meta: { current_page: 1, per_page: 100, total: organizations.length, last_page: 1 },
    },
  }));
}

const saved = () => localStorage.getItem(STORAGE_KEYS.currentOrganizationCode);

describe('organization store', () => {
  it.each([
    ['the saved code when it is in the list', 'CO', 'CO'],
    ['the saved code in another case', 'es', 'ES'],
    ['the first organization when the saved code is unknown', 'ZZ', 'MX'],
    ['the first organization when nothing is saved', null, 'MX'],
  ])('loads and chooses %s', async (_, savedCode, expected) => {
    if (savedCode) localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, savedCode);
    serve();
    const store = createOrganizationStore();

    await store.load();

    expect(store.getCurrent()?.code).toBe(expected);
    expect(saved()).toBe(expected);
  });

  it('asks GET /organizations once for concurrent ensureLoaded calls', async () => {
    const fetchSpy = serve();
    const store = createOrganizationStore();
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/^\/api\/v2\/organizations\?/);
  });

  it('a list answered after the session was cleared (a 401 elsewhere) is not saved', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const store = createOrganizationStore();

    const loading = store.ensureLoaded();
    store.clear();
    answer({ body: { data: [MX, CO], meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } } });
    await loading;

    expect(saved()).toBeNull();
    expect(store.store.getState()).toMatchObject({ organizations: [], currentCode: null, status: 'idle' });
  });

  it('follows the pages of the list', async () => {
    const fetchSpy = mockFetch(({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return {
        body: {
          data: page === 1 ? [MX] : [CO],
          meta: { current_page: page, per_page: 1, total: 2, last_page: 2 },
        },
      };
    });
    const store = createOrganizationStore();
    expect((await store.load()).map((item) => item.code)).toEqual(['MX', 'CO']);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('selects case-insensitively and persists the choice', async () => {
    serve();
    const store = createOrganizationStore();
    await store.load();

    expect(store.select('co').code).toBe('CO');
    expect(store.getCurrent()?.code).toBe('CO');
    expect(saved()).toBe('CO');
  });

  it("throws 'Organization with code {code} not found' for an unknown code", async () => {
    serve();
    const store = createOrganizationStore();
    await store.load();

    expect(() => store.select('zz')).toThrowError(new Error('Organization with code zz not found'));
    expect(store.getCurrent()?.code).toBe('MX');
  });

  it("throws 'No organization selected' for an organization-scoped path without one", async () => {
    serve([]);
    const store = createOrganizationStore();
    await store.load();

    expect(() => store.scopedPath('/dashboard')).toThrowError(new Error('No organization selected'));
    expect(() => store.requireCurrent()).toThrowError('No organization selected');
  });

  it('builds organization-scoped paths for the current organization', async () => {
    serve();
    const store = createOrganizationStore();
    await store.load();
    store.select('es');
    expect(store.scopedPath('/dashboard')).toBe('/ES/dashboard');
  });

  it('switches to the first remaining organization when the current one is deleted', async () => {
    serve();
    const store = createOrganizationStore();
    await store.load();
    store.select('ES');

    store.remove(ES.id);

    expect(store.getCurrent()?.code).toBe('MX');
    expect(saved()).toBe('MX');
    expect(store.store.getState().organizations.map((item) => item.code)).toEqual(['MX', 'CO']);
  });

  it('keeps the current organization when another one is deleted', async () => {
    serve();
    const store = createOrganizationStore();
    await store.load();
    store.select('CO');

    store.remove(MX.id);

    expect(store.getCurrent()?.code).toBe('CO');
  });

  it('has no current organization after deleting the last one', async () => {
    serve([MX]);
    const store = createOrganizationStore();
    await store.load();
    store.remove(MX.id);
    expect(store.getCurrent()).toBeNull();
    expect(saved()).toBeNull();
  });

  it("selects the user's default organization only when it is in the list", async () => {
    serve();
    const store = createOrganizationStore();
    await store.load();

    store.selectDefault({ default_organization: { id: 9, code: 'AR', name: 'Argentina' } });
    expect(store.getCurrent()?.code).toBe('MX');

    store.selectDefault({ default_organization: { id: 2, code: 'CO', name: 'Colombia' } });
    expect(store.getCurrent()?.code).toBe('CO');
  });

  it('adds a created organization and follows an edited code of the current one', async () => {
    serve([MX]);
    const store = createOrganizationStore();
    await store.load();

    store.upsert(CO);
    expect(store.store.getState().organizations.map((item) => item.code)).toEqual(['CO', 'MX']);

    store.upsert({ ...MX, code: 'MQ' });
    expect(store.getCurrent()?.code).toBe('MQ');
    expect(saved()).toBe('MQ');
  });

  it.each([
    [
      'the server message',
      { status: 500, body: { message: 'Database unavailable' } },
      'Database unavailable',
    ],
    ['the fallback text', { status: 500, body: {} }, 'Error fetching organizations'],
  ])('a failed load throws %s and is retried next time', async (_, answer, message) => {
    mockFetch(() => answer);
    const store = createOrganizationStore();

    await expect(store.ensureLoaded()).rejects.toThrowError(message);
    expect(store.store.getState()).toMatchObject({ status: 'error', error: message });

    vi.restoreAllMocks();
    serve();
    await expect(store.ensureLoaded()).resolves.toHaveLength(3);
  });
});
