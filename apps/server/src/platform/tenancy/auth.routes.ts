import { loginResponseSchema, meResponseSchema } from '@aurora/contracts/auth';
import { errorSchema, validationErrorSchema } from '@aurora/contracts/http';
import { loginRequestSchema } from '@aurora/contracts/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#platform/config.ts';
import { currentAuth } from './auth.plugin.ts';
import { getCurrentUser, login, logout, warmUpDummyHash } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await warmUpDummyHash();

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: 'Returns a bearer token (shown once) and the user. Rate-limited per email and per IP.',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      login(app.db, app.rateLimiter, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        limits: config.loginRateLimit,
        tokenTtlDays: config.tokenTtlDays,
      }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      await logout(app.db, currentAuth(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        description: 'The client reads the user from `data`.',
        response: { 200: meResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await getCurrentUser(app.db, currentAuth(request).userId) }),
  );
};
