import type { User } from '@aurora/contracts/auth';
import { isAdmin, isAgent } from './permissions';

/** What kind of route is being entered; each kind has its rules (spec §2, navigation guards). */
export type RouteKind = 'guest' | 'root-index' | 'protected' | 'admin' | 'agent' | 'organization';

export type GuardUser = Pick<User, 'roles' | 'agent'>;
export type GuardOrganization = { code: string };

export type GuardInput = {
  /** null when nobody is signed in. */
  user: GuardUser | null;
  /** The accessible organizations; null when loading them failed. */
  organizations: GuardOrganization[] | null;
  /** The current organization's code (saved or chosen), any case. */
  currentCode: string | null;
  /** The `:orgCode` of the URL, for organization routes. */
  urlCode?: string | undefined;
};

export type GuardDecision = {
  /** Where to send the user instead; null lets the navigation through. */
  redirect: string | null;
  /** An organization to make current before showing the route (rule 6). */
  select?: string;
};

export const LOGIN_PATH = '/login';
export const AGENT_DASHBOARD_PATH = '/agent/dashboard';

/** Organization codes are shown lower-case in URLs. */
export const organizationDashboardPath = (code: string) => `/${code.toLowerCase()}`;

const findByCode = (organizations: GuardOrganization[], code: string | null | undefined) =>
  code
    ? organizations.find((organization) => organization.code.toLowerCase() === code.toLowerCase())
    : undefined;

/** The current organization: the saved one if it is accessible, else the first (spec §4). */
function currentOrganization(input: GuardInput): GuardOrganization | undefined {
  const organizations = input.organizations ?? [];
  return findByCode(organizations, input.currentCode) ?? organizations[0];
}

function firstOrganization(input: GuardInput): GuardOrganization | undefined {
  return input.organizations?.[0];
}

/** The current organization's dashboard, else the agent dashboard for an agent, else null. */
export function homePath(input: GuardInput): string | null {
  const current = currentOrganization(input);
  if (current) return organizationDashboardPath(current.code);
  if (isAgent(input.user)) return AGENT_DASHBOARD_PATH;
  return null;
}

const allow: GuardDecision = { redirect: null };
const go = (redirect: string): GuardDecision => ({ redirect });

/** Decides whether a navigation may proceed, and where to go instead (pure; see guards.test.ts). */
export function decideNavigation(kind: RouteKind, input: GuardInput): GuardDecision {
  const { user } = input;

  if (kind === 'guest') {
    // /login: an authenticated visitor goes home; with nowhere to go, they stay on login.
    if (!user) return allow;
    const home = homePath(input);
    return home ? go(home) : allow;
  }

  // Rule 1: every other route needs a signed-in user.
  if (!user) return go(LOGIN_PATH);

  switch (kind) {
    case 'root-index': {
      const first = firstOrganization(input);
      if (first) return go(organizationDashboardPath(first.code));
      return go(isAgent(user) ? AGENT_DASHBOARD_PATH : LOGIN_PATH);
    }
    case 'protected':
      return allow;
    case 'admin':
      // Rule 2.
      if (isAdmin(user)) return allow;
      return go(homePath(input) ?? LOGIN_PATH);
    case 'agent': {
      // Rule 3.
      if (isAgent(user)) return allow;
      const current = currentOrganization(input);
      return go(current ? organizationDashboardPath(current.code) : LOGIN_PATH);
    }
    case 'organization': {
      // Rule 4: the list must have loaded.
      if (input.organizations === null) return go(LOGIN_PATH);
      // Rule 5: case-insensitive match, else the fallback chain.
      const match = findByCode(input.organizations, input.urlCode);
      if (!match) {
        const first = firstOrganization(input);
        if (first) return go(organizationDashboardPath(first.code));
        return go(isAgent(user) ? AGENT_DASHBOARD_PATH : LOGIN_PATH);
      }
      // Rule 6: the URL organization becomes the current one.
      if (match.code.toLowerCase() !== input.currentCode?.toLowerCase()) {
        return { redirect: null, select: match.code };
      }
      return allow;
    }
  }
}
