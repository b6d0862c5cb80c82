import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#platform/config.ts';
import { realtimeEndpoint } from '#platform/realtime/realtime.service.ts';

/** What the Twilio Voice SDK reaches: signalling and insights (connect), its ring sounds (media). */
const TWILIO_CONNECT = ['wss://*.twilio.com', 'https://*.twilio.com'];
const TWILIO_MEDIA = ['https://sdk.twilio.com'];

/**
 * A year, and the hosts under the app's host too. No `preload`: it asks browsers to hard-code
 * HTTPS for the whole registrable domain, a choice for the domain's owner that takes months to
 * undo, not for one app on one of its hosts; an operator who wants it sets it at the proxy.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A host name or an IPv6 literal: anything else in a Host header stays out of the policy. */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i;

/**
 * Security headers on every answer, by @fastify/helmet (decision 014): a Content-Security-Policy
 * the web app, the realtime socket and the Twilio SDK work under, frames refused, no sniffing, no
 * referrer beyond the origin; API answers are never stored by a browser or a proxy; and HSTS on
 * answers that came over HTTPS (behind a trusted TLS proxy, `TRUST_PROXY`).
 *
 * Styles allow 'unsafe-inline': Radix injects a style element to lock scrolling behind dialogs.
 * Scripts allow only files of this origin; the docs page adds its own hashes (openapi.ts).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    const twilio = config.telephonyProvider === 'twilio';

    /** ws(s)://host:port of the realtime server as this page's browser will dial it (read per request: the realtime plugin comes later). */
    const realtimeSource = (request: IncomingMessage) => {
      const { host, port, tls } = realtimeEndpoint(config, app.realtime);
      const forwarded = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
      const pageHost = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host ?? '';
      const hostname = host ?? pageHost.replace(/:\d+$/, '');
      return HOST_PATTERN.test(hostname) ? `${tls ? 'wss' : 'ws'}://${hostname}:${port}` : '';
    };

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", realtimeSource, ...(twilio ? TWILIO_CONNECT : [])],
          // Recordings are fetched with the token and played from a blob.
          mediaSrc: ["'self'", 'blob:', ...(twilio ? TWILIO_MEDIA : [])],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.publicBaseUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent per request below, from the scheme the request came by.
      strictTransportSecurity: false,
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      // Fastify reads X-Forwarded-Proto only when TRUST_PROXY is set (a client could forge it
      // otherwise); never over plain HTTP, where a browser would ignore it anyway.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
