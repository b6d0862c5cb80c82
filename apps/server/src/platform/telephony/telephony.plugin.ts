import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type twilio from 'twilio';
import type { Config } from '#platform/config.ts';
import type { Database } from '#platform/db/client.ts';
import type { RealtimeServer } from '#platform/realtime/realtime-server.ts';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import { createFileStorage } from '#platform/storage/storage.ts';
import {
  appContext,
  type Context,
  type OrganizationContext,
  type OrganizationScope,
} from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import type { TelephonyProvider } from './provider.ts';
import { createSimulatorProvider } from './simulator-provider.ts';
import { createTwilioProvider } from './twilio-provider.ts';

/**
 * What the call rules need around them, for one entry: a request, a webhook, a simulator step, a
 * job or a schedule's run. It is the entry's context with the telephony's parts; services,
 * webhooks, the simulator and the CLI all go through the same call handlers with it.
 */
export type TelephonyContext = Context & {
  /** Who is connected, for routing (the realtime server's presence). */
  presence: Pick<RealtimeServer, 'presenceMembers'>;
  provider: TelephonyProvider;
  /** Where recordings made here (the simulator's) are kept. */
  recordings: FileStorage;
  /**
   * The organization of the call at hand. A webhook names a call, not an organization, and most
   * of them need none, so it is loaded when first asked for and never again in this entry; an
   * org-scoped request hands in the one it loaded already.
   */
  organizationOf: (organizationId: number) => Promise<OrganizationScope>;
};

/** The telephony context of an org-scoped request: its organization is the calls' organization. */
export type OrganizationTelephonyContext = TelephonyContext & OrganizationContext;

export type Telephony = {
  provider: TelephonyProvider;
  /**
   * What call services take: the entry's context (a request's, with its organization when it is
   * org-scoped) with the telephony's parts, or the system's for a webhook, a job or a schedule.
   */
  context: {
    (entry: OrganizationContext): OrganizationTelephonyContext;
    (entry?: Context): TelephonyContext;
  };
  /** Where recordings made here (the simulator's) are kept. */
  recordings: FileStorage;
  /** PUBLIC_BASE_URL: webhook signatures are checked against it, callback URLs built on it. */
  publicBaseUrl: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    telephony: Telephony;
  }
}

export type TelephonyOptions = {
  /** Twilio's REST client transport (tests fake Twilio's API with it). */
  twilioHttpClient?: twilio.RequestClient;
  /** Where Twilio's REST API is for the requests made without its client (tests fake it locally). */
  twilioApiBaseUrl?: string;
};

/** Decorates `app.telephony`: the configured provider and the context the call rules take. */
export const telephonyPlugin = fp(
  async (app: FastifyInstance, options: { config: Config } & TelephonyOptions) => {
    const { config } = options;
    const { clock } = app;
    const twilioCredentials = config.telephony.twilio;
    const provider =
      config.telephonyProvider === 'twilio' && twilioCredentials
        ? createTwilioProvider(twilioCredentials, {
            httpClient: options.twilioHttpClient,
            apiBaseUrl: options.twilioApiBaseUrl,
            now: clock.now,
          })
        : // The realtime secret is this deployment's shared secret already (every instance has it).
          createSimulatorProvider({ secret: app.realtime.app.secret, now: clock.now });
    const recordings = createFileStorage(config, 'recordings');
    const context = (entry: Context | OrganizationContext = appContext(app, null)) => ({
      ...entry,
      presence: app.realtime,
      provider,
      recordings,
      organizationOf: organizationLoader(entry.db, 'organization' in entry ? entry.organization : undefined),
    });
    app.decorate('telephony', {
      provider,
      context: context as Telephony['context'],
      recordings,
      publicBaseUrl: config.publicBaseUrl,
    });
  },
  { name: 'telephony', dependencies: ['realtime'] },
);

/** Loads each organization asked for once (a failed load fails alike when asked again). */
function organizationLoader(db: Database, known: OrganizationScope | undefined) {
  const loaded = new Map<number, Promise<OrganizationScope>>();
  if (known) loaded.set(known.id, Promise.resolve(known));
  return (organizationId: number) => {
    const organization = loaded.get(organizationId) ?? getOrganizationScope(db, organizationId);
    loaded.set(organizationId, organization);
    return organization;
  };
}
