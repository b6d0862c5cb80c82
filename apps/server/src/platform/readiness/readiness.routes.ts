import { readinessSchema } from '@aurora/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /ready`, the load balancer's readiness probe (`/health` stays the liveness one): 200 when
 * every component is up, 503 with the same body when one is down or the instance is shutting
 * down. Public, like `/health`: it names no host and carries no error text.
 */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: database, Redis, job queue and file storage; 503 while shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await app.readiness.check();
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
