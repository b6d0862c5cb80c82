import type { Readable } from 'node:stream';
import type { ProviderUsageCategory } from '@aurora/contracts/billing/usage';
import type { NumberCandidate } from '@aurora/contracts/numbers';
import type { TelephonyProvider as ProviderName } from '@aurora/contracts/telephony';

/** A device access token and how long it lives. */
export type ClientToken = { token: string; ttlSeconds: number; expiresAt: Date };

/** One usage category of the provider account in a month (calls: billed minutes; numbers: numbers). */
export type ProviderUsageFigures = { count: number; usage: number; price: string };

/** The provider account's own usage records for a month, as its bill will show them. */
export type ProviderUsage = {
  /** ISO code of its prices (Twilio's account currency, USD for most accounts). */
  currency: string;
  /** The days it covers, `YYYY-MM-DD`, counted in UTC as the provider counts them. */
  startDate: string;
  endDate: string;
  asOf: Date | null;
  categories: Record<ProviderUsageCategory, ProviderUsageFigures>;
};

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
  /**
   * The account's usage records of a month (`YYYY-MM`): calls in and out and phone numbers;
   * undefined: the provider keeps none (the simulator). The account is the deployment's, so its
   * figures cover every organization calling through it.
   */
  usageForMonth?: (month: string) => Promise<ProviderUsage>;
};
