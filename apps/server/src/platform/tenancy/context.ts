import type { OrganizationRef } from '@aurora/contracts/auth';
import type { Database } from '#platform/db/client.ts';

/**
 * An organization as its rules need it: phones are read in its country, days in its time zone,
 * totals in its currency. Loaded once per org-scoped request (by the org-context plugin) or once
 * per job, never again by the services below.
 */
export type OrganizationScope = OrganizationRef & {
  country: string;
  timeZone: string;
  currency: string;
  /** Its telephony settings: new numbers' ring time and recording, and its voicemail greeting. */
  calls: { ringTimeoutSeconds: number; recordingEnabled: boolean; voicemailGreeting: string | null };
};

/**
 * What an organization's services receive: the database (or the transaction) to use, the
 * organization, who acts (null: the system), and how to tell the organization's open screens that
 * something changed (its realtime presence channel; a no-op where no realtime server runs).
 */
export type OrganizationContext = {
  db: Database;
  organization: OrganizationScope;
  actorId: number | null;
  broadcast: (event: string, payload: unknown) => void;
};

/** The channel every member of an organization listens to (the realtime presence channel). */
export const organizationChannel = (organizationId: number) => `presence-organization.${organizationId}`;

/** What a read needs: the database and the organization (reads have no actor and tell nobody). */
export type OrganizationData = Pick<OrganizationContext, 'db' | 'organization'>;
