import { type DataRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { setRouteOrganizationCode } from '../lib/api-client';
import { decideNavigation, type GuardInput, LOGIN_PATH, type RouteKind } from '../lib/guards';
import { organizationStore } from '../lib/organization-store';
import { sessionStore } from '../lib/session-store';

async function gatherInput(urlCode?: string): Promise<GuardInput> {
  const user = await sessionStore.ensureSession();
  let organizations: GuardInput['organizations'] = [];
  if (user) {
    try {
      organizations = await organizationStore.ensureLoaded();
    } catch (error) {
      console.error(error);
      organizations = null;
    }
  }
  // A 401 while the guard waited (for the organizations, say) ended the session: no user then.
  const stillSignedIn = user !== null && sessionStore.store.getState().user !== null;
  return {
    user: stillSignedIn ? user : null,
    organizations,
    currentCode: organizationStore.store.getState().currentCode,
    urlCode,
  };
}

/** A route loader that applies the navigation guard rules of one kind of route. */
export function guardLoader(kind: RouteKind) {
  return async ({ params }: LoaderFunctionArgs) => {
    const input = await gatherInput(params.orgCode);
    const decision = decideNavigation(kind, input);
    if (decision.redirect) throw redirect(decision.redirect);
    if (decision.select) organizationStore.select(decision.select);
    if (kind === 'organization') setRouteOrganizationCode(params.orgCode);
    return null;
  };
}

/**
 * When the session ends under a signed-in screen (a 401 of any request, spec §8; a logout), the
 * router leaves for /login at once, whatever that screen was still waiting for (its lazy module and
 * texts, a list): no spinner is left up while the browser's own trip to /login is on its way.
 */
export function leaveWhenSessionEnds(router: Pick<DataRouter, 'navigate' | 'state'>): () => void {
  let signedIn = sessionStore.store.getState().user !== null;
  return sessionStore.store.subscribe(() => {
    const wasSignedIn = signedIn;
    signedIn = sessionStore.store.getState().user !== null;
    if (wasSignedIn && !signedIn && router.state.location.pathname !== LOGIN_PATH) {
      void router.navigate(LOGIN_PATH, { replace: true });
    }
  });
}
