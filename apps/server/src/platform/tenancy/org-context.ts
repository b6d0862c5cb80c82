import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#platform/db/client.ts';
import { notFound } from '#platform/errors.ts';
import { currentAuth } from './auth.plugin.ts';
import {
  appContext,
  type Context,
  type OrganizationContext,
  type OrganizationScope,
  withOrganization,
} from './context.ts';
import { resolveOrganizationForUser } from './organizations.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    organization: OrganizationScope | null;
  }
}

const ORG_CODE = /^[A-Za-z]{2}$/;

/** The organization of an org-scoped route (`/api/v2/:orgCode/...`). */
export function currentOrganization(request: FastifyRequest): OrganizationScope {
  if (!request.organization) throw notFound();
  return request.organization;
}

/** The context a signed-in route hands its services: the app's, acting as the signed-in user. */
export function requestContext(request: FastifyRequest): Context {
  return appContext(request.server, currentAuth(request).userId);
}

/** The context an org-scoped route hands its services: the organization loaded for this request. */
export function currentContext(request: FastifyRequest): OrganizationContext {
  return withOrganization(requestContext(request), currentOrganization(request));
}

/**
 * Registers routes under `/api/v2/:orgCode`. Before validation (which would drop the param), the
 * code is matched case-insensitively; unknown, deleted and not-accessible organizations all
 * answer 404 (administrators reach every organization, others their memberships).
 */
export function orgScopedRoutes(db: Database, routes: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.decorateRequest('organization', null);
    scope.addHook('preValidation', async (request) => {
      const { orgCode } = request.params as { orgCode?: string };
      if (!orgCode || !ORG_CODE.test(orgCode)) throw notFound();
      request.organization = await resolveOrganizationForUser(db, orgCode, currentAuth(request));
    });
    await routes(scope);
  };
}
