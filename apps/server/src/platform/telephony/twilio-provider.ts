import { Readable } from 'node:stream';
import type { NumberCapability } from '@aurora/contracts/numbers';
import { TELEPHONY_TOKEN_TTL_SECONDS } from '@aurora/contracts/telephony';
import twilio from 'twilio';
import type { TelephonyConfig } from '#platform/config.ts';
import type { TelephonyProvider } from './provider.ts';

type TwilioCredentials = NonNullable<TelephonyConfig['twilio']>;

export type TwilioProviderOptions = {
  /** Replaces Twilio's HTTP client (tests fake the REST API with it). */
  httpClient?: twilio.RequestClient;
  now?: () => Date;
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
      const auth = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64');
      const response = await fetch(`${url}.mp3`, { headers: { authorization: `Basic ${auth}` } });
      if (!response.ok || !response.body) throw new Error(`Twilio recording fetch: ${response.status}`);
      return {
        stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        contentType: 'audio/mpeg',
      };
    },
  };
}
