import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin scope (and only those) take `application/x-www-form-urlencoded`
 * bodies as flat string records: pusher-js posts its channel auth that way, and Twilio its
 * webhooks.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
