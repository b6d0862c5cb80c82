import type { User } from '@aurora/contracts/auth';
import { CLIENT_ERRORS, MAX_PER_PAGE, ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import type { PaginationMeta } from '@aurora/contracts/http';
import type { Organization } from '@aurora/contracts/organizations';
import { apiClient, errorMessage } from './api-client';
import { createStore, useStore } from './create-store';
import { storage } from './storage';

export type OrganizationStatus = 'idle' | 'loading' | 'ready' | 'error';

export type OrganizationState = {
  /** The organizations the signed-in user may open (all of them for an administrator). */
  organizations: Organization[];
  /** Code of the current organization, as the server spells it (upper-case). */
  currentCode: string | null;
  status: OrganizationStatus;
  error: string | null;
};

type OrganizationPage = { data: Organization[]; meta?: PaginationMeta };

// A safety cap: an agency with more than this many organizations needs a searchable picker.
const MAX_PAGES = 20;

async function fetchAccessibleOrganizations(): Promise<Organization[]> {
  const all: Organization[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await apiClient.get<OrganizationPage>('/organizations', {
      query: { page, per_page: MAX_PER_PAGE, sort: 'code' },
    });
    all.push(...answer.data);
    if (!answer.meta || answer.meta.current_page >= answer.meta.last_page) break;
  }
  return all;
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function findOrganization(organizations: Organization[], code: string | null | undefined) {
  if (!code) return undefined;
  return organizations.find((organization) => sameCode(organization.code, code));
}

export function createOrganizationStore() {
  const store = createStore<OrganizationState>({
    organizations: [],
    currentCode: null,
    status: 'idle',
    error: null,
  });
  let pending: Promise<Organization[]> | null = null;
  // Bumped by `clear`: a list answered after the session ended is not saved again.
  let generation = 0;

  /** Saved code if it is in the list, else the first organization (spec §4). */
  function setList(organizations: Organization[], preferredCode: string | null) {
    const current = findOrganization(organizations, preferredCode) ?? organizations[0];
    const currentCode = current?.code ?? null;
    storage.setOrganizationCode(currentCode);
    store.setState({ organizations, currentCode, status: 'ready', error: null });
  }

  async function load(): Promise<Organization[]> {
    const current = generation;
    store.setState((state) => ({ ...state, status: 'loading', error: null }));
    try {
      const organizations = await fetchAccessibleOrganizations();
      if (current === generation) setList(organizations, storage.getOrganizationCode());
      return organizations;
    } catch (error) {
      const message = errorMessage(error, ORGANIZATION_ERRORS.list);
      if (current === generation) store.setState((state) => ({ ...state, status: 'error', error: message }));
      throw new Error(message);
    }
  }

  /** Loads the list once; later calls reuse it (a failed load is retried next time). */
  function ensureLoaded(): Promise<Organization[]> {
    const state = store.getState();
    if (state.status === 'ready') return Promise.resolve(state.organizations);
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  }

  function getCurrent(): Organization | null {
    const { organizations, currentCode } = store.getState();
    return findOrganization(organizations, currentCode) ?? null;
  }

  /** Makes the organization with this code (any case) the current one, and remembers it. */
  function select(code: string): Organization {
    const organization = findOrganization(store.getState().organizations, code);
    if (!organization) throw new Error(CLIENT_ERRORS.organizationNotFound(code));
    storage.setOrganizationCode(organization.code);
    store.setState((state) => ({ ...state, currentCode: organization.code }));
    return organization;
  }

  /** After login: the user's default organization, when it is one of the accessible ones. */
  function selectDefault(user: Pick<User, 'default_organization'>): void {
    const code = user.default_organization?.code;
    if (code && findOrganization(store.getState().organizations, code)) select(code);
  }

  function requireCurrent(): Organization {
    const current = getCurrent();
    if (!current) throw new Error(CLIENT_ERRORS.noOrganization);
    return current;
  }

  /** Path of an organization-scoped endpoint; throws 'No organization selected' without one. */
  function scopedPath(path: string): string {
    return `/${requireCurrent().code}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** Adds or refreshes one organization (after an administrator created or edited it). */
  function upsert(organization: Organization): void {
    const { organizations, currentCode, status } = store.getState();
    if (status !== 'ready') return;
    const exists = organizations.some((item) => item.id === organization.id);
    const next = exists
      ? organizations.map((item) => (item.id === organization.id ? organization : item))
      : [...organizations, organization].sort((a, b) => a.code.localeCompare(b.code));
    const previous = organizations.find((item) => item.code === currentCode);
    // An edited code must keep pointing at the same current organization.
    const preferred = previous?.id === organization.id ? organization.code : currentCode;
    setList(next, preferred);
  }

  /** Drops a deleted organization; if it was the current one, the first remaining one takes over. */
  function remove(id: number): void {
    const { organizations, currentCode } = store.getState();
    const next = organizations.filter((item) => item.id !== id);
    const stillThere = findOrganization(next, currentCode);
    setList(next, stillThere ? stillThere.code : null);
  }

  /** Forgets the loaded list (logout). */
  function clear(): void {
    generation += 1;
    pending = null;
    store.setState({ organizations: [], currentCode: null, status: 'idle', error: null });
  }

  return {
    store,
    load,
    ensureLoaded,
    getCurrent,
    requireCurrent,
    select,
    selectDefault,
    scopedPath,
    upsert,
    remove,
    clear,
  };
}

export type OrganizationStore = ReturnType<typeof createOrganizationStore>;

export const organizationStore = createOrganizationStore();

export function useOrganizations(): OrganizationState & { current: Organization | null } {
  const state = useStore(organizationStore.store);
  return { ...state, current: findOrganization(state.organizations, state.currentCode) ?? null };
}
