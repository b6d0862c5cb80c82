import { dataOf, errorSchema, validationErrorSchema } from '@aurora/contracts/http';
import {
  channelAuthRequestSchema,
  channelAuthResponseSchema,
  clientConfigSchema,
  healthSchema,
  realtimeStatsSchema,
} from '@aurora/contracts/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#platform/config.ts';
import { tooManyRequests } from '#platform/errors.ts';
import { acceptFormBodies } from '#platform/http/form-body.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { authorizeChannel, realtimeEndpoint } from './realtime.service.ts';

/** pusher-js re-authorises every channel on each reconnect; a few tabs stay far below this. */
const AUTH_PER_MINUTE = 120;

/** Channel authorisation, the client configuration, liveness and the realtime counters. */
export const realtimeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  acceptFormBodies(app, 4096);

  app.post(
    '/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Authorise a private or presence channel subscription (pusher-js channelAuthorization)',
        body: channelAuthRequestSchema,
        response: {
          200: channelAuthResponseSchema,
          401: errorSchema,
          403: errorSchema,
          422: validationErrorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const key = `broadcasting-auth:user:${auth.userId}`;
      const wait = await app.rateLimiter.reserve(key, AUTH_PER_MINUTE, 60);
      if (wait > 0)
        throw tooManyRequests(`Too many channel authorisations. Try again in ${wait} seconds.`, wait);
      return authorizeChannel(app.db, app.realtime.app, auth, request.body);
    },
  );

  // Below /auth/: a path spec §7 lets the client send unprefixed while an organization is selected.
  app.get(
    '/auth/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['realtime'],
        summary: 'Where clients connect: realtime key, host, port, TLS; telephony provider',
        response: { 200: z.object({ data: clientConfigSchema }) },
      },
    },
    async () => ({
      data: {
        realtime: { key: app.realtime.app.key, ...realtimeEndpoint(config, app.realtime) },
        telephony: { provider: config.telephonyProvider },
      },
    }),
  );

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['realtime'], summary: 'Liveness', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/realtime/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['realtime'],
        summary: "This instance's realtime counters: connections, subscriptions, messages, Redis",
        response: { 200: dataOf(realtimeStatsSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const stats = app.realtime.stats();
      return {
        data: {
          connections: stats.connections,
          channels: stats.channels,
          subscriptions: stats.subscriptions,
          messages_sent: stats.messagesSent,
          messages_received: stats.messagesReceived,
          redis: stats.redis,
        },
      };
    },
  );
};
