import { type LoaderFunctionArgs, redirect } from 'react-router';
import { setRouteOrganizationCode } from '../lib/api-client';
import { decideNavigation, type GuardInput, type RouteKind } from '../lib/guards';
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
  return { user, organizations, currentCode: organizationStore.store.getState().currentCode, urlCode };
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
