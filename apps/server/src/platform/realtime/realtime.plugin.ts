import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#platform/config.ts';
import { createLocalBus } from './bus.ts';
import { generateRealtimeApp } from './credentials.ts';
import { createRealtimeServer, type RealtimeServer } from './realtime-server.ts';
import { createRedisBus } from './redis-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The realtime server: `app.realtime.publish(channels, event, payload, { exceptSocketId })`
     * from any service or route. It listens on its own port only when server.ts (or a test)
     * calls `listen`; closing the app closes it.
     */
    realtime: RealtimeServer;
  }
}

/** Decorates `app.realtime`: the Pusher-protocol server, on Redis with REDIS_URL, alone otherwise. */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    // server.ts resolves persisted credentials; a bare buildApp (tests) gets throwaway ones.
    const credentials = config.realtime.app ?? generateRealtimeApp();
    const log = app.log.child({ module: 'realtime' });
    const bus = config.redisUrl
      ? createRedisBus(config.redisUrl, { prefix: `aurora:rt:${credentials.id}:`, log })
      : createLocalBus();
    const realtime = createRealtimeServer({
      app: credentials,
      bus,
      log,
      activityTimeoutSeconds: config.realtime.activityTimeoutSeconds,
      clientEvents: config.realtime.clientEvents,
      maxConnectionsPerAddress: config.realtime.maxConnectionsPerAddress,
      maxMessagesPerSecond: config.realtime.maxMessagesPerSecond,
      trustProxy: config.trustProxy,
    });
    app.decorate('realtime', realtime);
    app.addHook('onClose', () => realtime.close());
  },
  { name: 'realtime' },
);
