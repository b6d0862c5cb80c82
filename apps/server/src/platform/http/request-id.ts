import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@aurora/contracts/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` (the web client's, or a proxy's) when it is
 * sane, else a new UUID. Fastify's own `requestIdHeader` would take any value as is, and the id
 * lands in every log line and in a response header.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** Every answer carries its request's id, errors and 404s included, so support can find the log lines. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
