import { Readable } from 'node:stream';
import {
  PROVIDER_USAGE_CATEGORIES,
  type ProviderUsageCategory,
  sumDecimals,
} from '@aurora/contracts/billing/usage';
import type { NumberCapability } from '@aurora/contracts/numbers';
import { TELEPHONY_TOKEN_TTL_SECONDS } from '@aurora/contracts/telephony';
import twilio from 'twilio';
import { z } from 'zod';
import type { TelephonyConfig } from '#platform/config.ts';
import type { ProviderUsage, ProviderUsageFigures, TelephonyProvider } from './provider.ts';

type TwilioCredentials = NonNullable<TelephonyConfig['twilio']>;

export type TwilioProviderOptions = {
  /** Replaces Twilio's HTTP client (tests fake the REST API with it). */
  httpClient?: twilio.RequestClient;
  /** Where Twilio's REST API is for the calls made with fetch (tests serve a fake one locally). */
  apiBaseUrl?: string;
  now?: () => Date;
};

const TWILIO_API = 'https://api.twilio.com';
const USAGE_TIMEOUT_MS = 10_000;

/** What is read of a page of Twilio's usage records (their numbers come as text). */
const usageRecordsSchema = z.object({
  usage_records: z.array(
    z.object({
      count: z.coerce.number(),
      usage: z.coerce.number(),
      price: z.union([z.string(), z.number()]).transform(String),
      price_unit: z.string().nullish(),
      as_of: z.string().nullish(),
    }),
  ),
});

/** The last day of a `YYYY-MM` month, `YYYY-MM-DD`. */
const lastDayOf = (month: string) => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

/** Twilio Programmable Voice: AccessToken + VoiceGrant, X-Twilio-Signature, the REST API. */
export function createTwilioProvider(
  credentials: TwilioCredentials,
  options: TwilioProviderOptions = {},
): TelephonyProvider {
  const now = options.now ?? (() => new Date());
  let client: twilio.Twilio | undefined;
  // Built on first use: most requests never talk to Twilio's REST API.
  const rest = () => {
    client ??= twilio(credentials.accountSid, credentials.authToken, {
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
    return client;
  };
  const basicAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;

  /** One category's monthly usage records (Usage/Records/Monthly) of the month's days, added up. */
  const monthlyRecords = async (category: ProviderUsageCategory, startDate: string, endDate: string) => {
    const url = new URL(
      `/2010-04-01/Accounts/${credentials.accountSid}/Usage/Records/Monthly.json`,
      options.apiBaseUrl ?? TWILIO_API,
    );
    url.search = new URLSearchParams({
      Category: category,
      StartDate: startDate,
      EndDate: endDate,
    }).toString();
    const response = await fetch(url, {
      headers: { authorization: basicAuth, accept: 'application/json' },
      // The bill answers without the account's figures rather than wait on them.
      signal: AbortSignal.timeout(USAGE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Twilio usage records (${category}): ${response.status}`);
    return usageRecordsSchema.parse(await response.json()).usage_records;
  };

  return {
    name: 'twilio',
    issueClientToken: (identity) => {
      const token = new twilio.jwt.AccessToken(
        credentials.accountSid,
        credentials.apiKeySid,
        credentials.apiKeySecret,
        { identity, ttl: TELEPHONY_TOKEN_TTL_SECONDS },
      );
      token.addGrant(
        new twilio.jwt.AccessToken.VoiceGrant({
          outgoingApplicationSid: credentials.twimlAppSid,
          incomingAllow: true,
        }),
      );
      const issuedAt = now();
      return {
        token: token.toJwt(),
        ttlSeconds: TELEPHONY_TOKEN_TTL_SECONDS,
        expiresAt: new Date(issuedAt.getTime() + TELEPHONY_TOKEN_TTL_SECONDS * 1000),
      };
    },
    // twilio.webhook({authToken}) ignores a configured public URL; validateRequest takes it as given.
    verifyWebhook: (url, params, signature) =>
      twilio.validateRequest(credentials.authToken, signature, url, params),
    listAccountNumbers: async () => {
      const numbers = await rest().incomingPhoneNumbers.list({ limit: 1000 });
      return numbers.map((number) => ({
        number: number.phoneNumber,
        friendly_name: number.friendlyName ?? null,
        provider_id: number.sid,
        country: null,
        capabilities: (['voice', 'sms', 'mms', 'fax'] as const).filter(
          (capability): capability is NumberCapability =>
            Boolean((number.capabilities as unknown as Record<string, boolean> | undefined)?.[capability]),
        ),
      }));
    },
    fetchRecording: async (url) => {
      const response = await fetch(`${url}.mp3`, { headers: { authorization: basicAuth } });
      if (!response.ok || !response.body) throw new Error(`Twilio recording fetch: ${response.status}`);
      return {
        stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        contentType: 'audio/mpeg',
      };
    },
    usageForMonth: async (month) => {
      const startDate = `${month}-01`;
      const endDate = lastDayOf(month);
      const pages = await Promise.all(
        PROVIDER_USAGE_CATEGORIES.map(async (category) => ({
          category,
          records: await monthlyRecords(category, startDate, endDate),
        })),
      );
      const all = pages.flatMap((page) => page.records);
      const categories = Object.fromEntries(
        pages.map(({ category, records }): [ProviderUsageCategory, ProviderUsageFigures] => [
          category,
          {
            count: records.reduce((sum, record) => sum + record.count, 0),
            usage: Math.round(records.reduce((sum, record) => sum + record.usage, 0)),
            price: sumDecimals('0', ...records.map((record) => record.price)),
          },
        ]),
      ) as ProviderUsage['categories'];
      const asOf = all.find((record) => record.as_of)?.as_of;
      return {
        currency: (all.find((record) => record.price_unit)?.price_unit ?? 'usd').toUpperCase(),
        startDate,
        endDate,
        asOf: asOf ? new Date(asOf) : null,
        categories,
      };
    },
  };
}
