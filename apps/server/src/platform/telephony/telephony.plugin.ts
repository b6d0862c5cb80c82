import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type twilio from 'twilio';
import type { TelephonyContext } from '#modules/calls/call-events.service.ts';
import { type Clock, createSimulator, type Simulator, systemClock } from '#modules/calls/simulator.ts';
import type { Config } from '#platform/config.ts';
import { createFileStorage } from '#platform/storage/storage.ts';
import type { TelephonyProvider } from './provider.ts';
import { createSimulatorProvider } from './simulator-provider.ts';
import { createTwilioProvider } from './twilio-provider.ts';

export type Telephony = {
  provider: TelephonyProvider;
  /** What call services take: database, realtime, provider, recordings, clock. */
  ctx: TelephonyContext;
  /** The simulator's timeline; undefined with Twilio (its routes then answer 404). */
  simulator: Simulator | undefined;
  /** PUBLIC_BASE_URL: webhook signatures are checked against it, callback URLs built on it. */
  publicBaseUrl: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    telephony: Telephony;
  }
}

export type TelephonyOptions = {
  /** The simulator's and the call services' time (tests pass a manual clock). */
  clock?: Clock;
  /** Twilio's REST client transport (tests fake Twilio's API with it). */
  twilioHttpClient?: twilio.RequestClient;
};

/** Decorates `app.telephony`: the configured provider and, with the simulator, its timeline. */
export const telephonyPlugin = fp(
  async (app: FastifyInstance, options: { config: Config } & TelephonyOptions) => {
    const { config } = options;
    const clock = options.clock ?? systemClock;
    const twilioCredentials = config.telephony.twilio;
    const provider =
      config.telephonyProvider === 'twilio' && twilioCredentials
        ? createTwilioProvider(twilioCredentials, { httpClient: options.twilioHttpClient, now: clock.now })
        : // The realtime secret is this deployment's shared secret already (every instance has it).
          createSimulatorProvider({ secret: app.realtime.app.secret, now: clock.now });
    const ctx: TelephonyContext = {
      db: app.db,
      realtime: app.realtime,
      provider,
      recordings: createFileStorage(config, 'recordings'),
      now: clock.now,
    };
    const simulator =
      provider.name === 'simulator'
        ? createSimulator({
            ctx,
            clock,
            delays: config.telephony.simulator,
            log: app.log.child({ module: 'telephony-simulator' }),
          })
        : undefined;
    app.decorate('telephony', { provider, ctx, simulator, publicBaseUrl: config.publicBaseUrl });
    app.addHook('onClose', async () => simulator?.close());
  },
  { name: 'telephony', dependencies: ['realtime'] },
);
