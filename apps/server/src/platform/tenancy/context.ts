import type { OrganizationRef } from '@aurora/contracts/auth';
import { DEFAULT_LANGUAGE, type Language, languageOf } from '@aurora/contracts/constants';
import { organizationPresenceChannel } from '@aurora/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '#platform/clock.ts';
import type { Database } from '#platform/db/client.ts';

/**
 * An organization as its rules need it: phones are read in its country, days in its time zone,
 * totals in its currency. Loaded once per request, job or webhook, at its entry point, never again
 * by the services below (decision 030).
 */
export type OrganizationScope = OrganizationRef & {
  country: string;
  timeZone: string;
  currency: string;
  /** How it writes ("es-MX"): the texts the app writes into its records are in its language. */
  locale: string;
  /** Its telephony settings: new numbers' ring time and recording, and its voicemail greeting. */
  calls: { ringTimeoutSeconds: number; recordingEnabled: boolean; voicemailGreeting: string | null };
  /** How its clients reach it (an itinerary's footer). */
  contact: { phone: string | null; email: string | null };
  /** Who it is on its invoices and receipts. */
  legal: { name: string | null; taxId: string | null; address: string | null };
};

/** The language of the texts the app writes into an organization's records. */
export const languageOfOrganization = (organization: Pick<OrganizationScope, 'locale'>): Language =>
  languageOf(organization.locale) ?? DEFAULT_LANGUAGE;

/**
 * What every entry point (a request, a job or a schedule's run, a webhook, a simulator step, a
 * seed) builds once and hands down: services take it, or a context built on it, first.
 */
export type Context = {
  /** The database, or the transaction the work runs in. */
  db: Database;
  /** Who acts: the signed-in user, or null for the system (jobs, schedules, webhooks, seeds). */
  actorId: number | null;
  /** The time of the rules; tests pass a manual clock. */
  clock: Clock;
  /** Sends a realtime event to channels; never throws (a lost event only delays a refresh). */
  publish: (channels: string | readonly string[], event: string, payload: unknown) => Promise<void>;
};

/** The context of work about one organization, which the entry point loaded. */
export type OrganizationContext = Context & {
  organization: OrganizationScope;
  /** Tells the organization's open screens that something changed (its presence channel). */
  broadcast: (event: string, payload: unknown) => void;
};

/** What a read needs: the database and the organization (reads have no actor and tell nobody). */
export type OrganizationData = Pick<OrganizationContext, 'db' | 'organization'>;

/** The context an app's entry point builds: its database, clock and realtime server. */
export function appContext(app: FastifyInstance, actorId: number | null): Context {
  return {
    db: app.db,
    actorId,
    clock: app.clock,
    publish: (channels, event, payload) => app.realtime.publish(channels, event, payload),
  };
}

/** Where no realtime server runs (seeds, the CLI): events go nowhere, time is the system's. */
export function offlineContext(db: Database): Context {
  return { db, actorId: null, clock: systemClock, publish: async () => {} };
}

/** The same context, about one organization (and acting as `actorId` when given). */
export function withOrganization(
  ctx: Context,
  organization: OrganizationScope,
  actorId = ctx.actorId,
): OrganizationContext {
  return {
    db: ctx.db,
    actorId,
    clock: ctx.clock,
    publish: ctx.publish,
    organization,
    broadcast: (event, payload) =>
      void ctx.publish(organizationPresenceChannel(organization.id), event, payload),
  };
}
