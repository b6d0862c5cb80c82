import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DESCRIPTION = `JSON API of Aurora CRM.

Authenticate with \`POST /api/v2/auth/login\`; send the returned token as \`Authorization: Bearer <token>\`.
\`GET /api/v2/auth/me\` answers \`{data: user}\`: the client reads the user from \`data\`.

Errors are \`{message}\`; 422 adds \`errors: {field: [messages]}\`. Organization-scoped routes live
under \`/api/v2/{orgCode}/...\` (two letters, any case) and answer 404 for an organization the
caller is not a member of.`;

/** OpenAPI generated from the routes' zod schemas; the interactive reference is at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicBaseUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Aurora CRM API', version: '2.0.0', description: DESCRIPTION },
        servers: [{ url: options.publicBaseUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /auth/login' },
          },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
