import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '#platform/errors.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Aurora CRM</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Aurora CRM</h1>
<p>The web app is not built yet. Run <code>npm run build:web</code> at the repository root, then reload this page.</p>
<p>The API is running: see <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;

/**
 * Serves the built web app: hashed assets under /build/ with a long cache, and index.html
 * (never cached, so a deploy shows at once) for any other page a browser asks for. It owns the
 * not-found handler: API paths and non-HTML requests get the JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/build/',
      index: false,
      cacheControl: false,
      // A missing dist is expected before the first build; the fallback below explains it.
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    const wantsPage = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !request.url.startsWith('/build/') &&
      (request.headers.accept ?? '').includes('text/html');

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      const built = await access(indexFile).then(
        () => true,
        () => false,
      );
      if (!built)
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(NOT_BUILT_PAGE);
      return reply.sendFile('index.html', options.distDir, { cacheControl: false });
    });
  },
  { name: 'spa' },
);
