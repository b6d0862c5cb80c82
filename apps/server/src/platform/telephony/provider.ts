import type { Readable } from 'node:stream';
import type { NumberCandidate } from '@aurora/contracts/numbers';
import type { TelephonyProvider as ProviderName } from '@aurora/contracts/telephony';

/** A device access token and how long it lives. */
export type ClientToken = { token: string; ttlSeconds: number; expiresAt: Date };

/**
 * What the rest of the server needs of a calling provider. One file per implementation
 * (`twilio/twilio-provider.ts`, `simulator/simulator-provider.ts`); both feed call progress into
 * the same handlers of `modules/calls/call-events.service.ts`: Twilio through its webhooks, the
 * simulator through its timeline.
 */
export type TelephonyProvider = {
  readonly name: ProviderName;
  /** A JWT for the browser device of `identity` (alphanumeric and underscore). */
  issueClientToken: (identity: string) => ClientToken;
  /**
   * Whether a webhook really comes from the provider: `url` is the public URL it was sent to
   * (PUBLIC_BASE_URL + path + query), `params` the form fields.
   */
  verifyWebhook: (url: string, params: Record<string, string>, signature: string) => boolean;
  /** The numbers of the provider account ("import from account"); undefined: not supported. */
  listAccountNumbers?: () => Promise<Omit<NumberCandidate, 'imported'>[]>;
  /** The bytes of a recording kept by the provider (its URL as stored on the call). */
  fetchRecording?: (url: string) => Promise<{ stream: Readable; contentType: string }>;
};
