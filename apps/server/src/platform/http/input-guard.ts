import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, invalid } from '#platform/errors.ts';

export const NUL_MESSAGE = 'Must not contain a NUL character.';

const hasNul = (text: string) => text.includes('\u0000');

/** The dotted path of the first string holding a NUL in a JSON value, if any. */
function nulPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = hasNul(key) ? [...path, key] : nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL's text cannot hold a NUL character, so one would fail deep in a query as a 500. Every
 * route, present and future, refuses it before validation: 400 in the query string, 422 on the
 * body field that holds it. (Uploaded file names are checked where they are read.)
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (nulPath(request.query))
        throw new AppError(400, 'The query string must not contain NUL characters.');
      const path = nulPath(request.body);
      if (path) throw invalid({ [path.join('.') || 'body']: [NUL_MESSAGE] });
    });
  },
  { name: 'input-guard' },
);
