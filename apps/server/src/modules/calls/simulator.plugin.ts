import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '#platform/config.ts';
import { defineJob } from '#platform/jobs/jobs.ts';
import { createSimulator, type Simulator } from './simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator's timeline; undefined with Twilio (its routes then answer 404). */
    callSimulator: Simulator | undefined;
  }
}

/**
 * A simulated incoming call's step rang out: it moves on, on whichever instance claims the job,
 * also after the instance that rang it is gone. One retry: a later one would ring a step late.
 */
export const ringOutJob = defineJob({
  name: 'calls.simulator-ring-out',
  payload: z.object({ callId: z.number().int(), ringStep: z.number().int() }),
  retries: 1,
  handler: async ({ app }, step) => {
    await app.callSimulator?.ringOut(step);
  },
});

/** Starts the telephony simulator when it is the configured provider. */
export const simulatorPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { context, provider } = app.telephony;
    const simulator =
      provider.name === 'simulator'
        ? createSimulator({
            context,
            clock: app.clock,
            delays: options.config.telephony.simulator,
            rates: options.config.telephony.simulator.rates,
            scheduleRingOut: (step, delayMs) => app.jobs.enqueue(ringOutJob, step, { delayMs }),
            log: app.log.child({ module: 'telephony-simulator' }),
          })
        : undefined;
    app.decorate('callSimulator', simulator);
    app.addHook('onClose', async () => simulator?.close());
  },
  { name: 'call-simulator', dependencies: ['telephony', 'jobs'] },
);
