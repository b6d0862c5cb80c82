import { createHmac, randomBytes } from 'node:crypto';
import { TELEPHONY_TOKEN_TTL_SECONDS } from '@aurora/contracts/telephony';
import type { TelephonyProvider } from './provider.ts';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The built-in provider for development, demos and tests: no account, no network. Its token
 * has the claims' shape of Twilio's (`grants.identity`, `grants.voice`), signed HS256 with this
 * deployment's secret. It sends no webhooks: its timeline (`simulator.ts`) calls the call-event
 * handlers directly, so a Twilio-signed request can never be valid here.
 */
export function createSimulatorProvider(options: { secret: string; now?: () => Date }): TelephonyProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'simulator',
    issueClientToken: (identity) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', cty: 'aurora-simulator;v=1' }));
      const payload = base64url(
        JSON.stringify({
          jti: `SIM-${randomBytes(8).toString('hex')}`,
          iss: 'aurora-simulator',
          sub: 'simulator',
          iat: issuedAt,
          exp: issuedAt + TELEPHONY_TOKEN_TTL_SECONDS,
          grants: {
            identity,
            voice: { incoming: { allow: true }, outgoing: { application_sid: 'simulator' } },
          },
        }),
      );
      const signature = createHmac('sha256', options.secret)
        .update(`${header}.${payload}`)
        .digest('base64url');
      return {
        token: `${header}.${payload}.${signature}`,
        ttlSeconds: TELEPHONY_TOKEN_TTL_SECONDS,
        expiresAt: new Date((issuedAt + TELEPHONY_TOKEN_TTL_SECONDS) * 1000),
      };
    },
    verifyWebhook: () => false,
  };
}
