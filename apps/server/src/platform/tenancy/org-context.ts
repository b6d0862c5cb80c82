import type { OrganizationRef } from '@aurora/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#platform/db/client.ts';
import { notFound } from '#platform/errors.ts';
import { currentAuth } from './auth.plugin.ts';
import { resolveOrganizationForUser } from './organizations.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    organization: OrganizationRef | null;
  }
}

const ORG_CODE = /^[A-Za-z]{2}$/;

/** The organization of an org-scoped route (`/api/v2/:orgCode/...`). */
export function currentOrganization(request: FastifyRequest): OrganizationRef {
  if (!request.organization) throw notFound();
  return request.organization;
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
