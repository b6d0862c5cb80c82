import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#platform/config.ts';
import { createSimulator, type Simulator } from './simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator's timeline; undefined with Twilio (its routes then answer 404). */
    callSimulator: Simulator | undefined;
  }
}

/** Starts the telephony simulator when it is the configured provider. */
export const simulatorPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { ctx, clock } = app.telephony;
    const simulator =
      ctx.provider.name === 'simulator'
        ? createSimulator({
            ctx,
            clock,
            delays: options.config.telephony.simulator,
            log: app.log.child({ module: 'telephony-simulator' }),
          })
        : undefined;
    app.decorate('callSimulator', simulator);
    app.addHook('onClose', async () => simulator?.close());
  },
  { name: 'call-simulator', dependencies: ['telephony'] },
);
