import { API_BASE } from '@aurora/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#platform/db/client.ts';
import { forbidden, unauthenticated } from '#platform/errors.ts';
import { type AuthContext, authenticate } from './auth.service.ts';

/**
 * Who may call a route. Every API route needs a signed-in user unless it says `public`, so a
 * route that forgets to choose is closed, not open.
 */
export type Access = 'public' | 'user' | 'agent' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S{1,200})\s*$/i);
  return match?.[1];
}

/** The caller of a route that requires sign-in. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(`${API_BASE}/`)) return;
      const access = request.routeOptions.config.access ?? 'user';
      if (access === 'public') return;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      const auth = await authenticate(options.db, token);
      request.auth = auth;
      if (access === 'admin' && !auth.isAdmin) throw forbidden();
      if (access === 'agent' && !auth.isAgent) throw forbidden();
    });
  },
  { name: 'auth' },
);
