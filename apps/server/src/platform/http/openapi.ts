import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerOpenApiComponents } from './openapi-components.ts';

const DESCRIPTION = `JSON API of Aurora CRM.

Authenticate with \`POST /api/v2/auth/login\`; send the returned token as \`Authorization: Bearer <token>\`.
\`GET /api/v2/auth/me\` answers \`{data: user}\`: the client reads the user from \`data\`.

Errors are \`{message}\`; 422 adds \`errors: {field: [messages]}\`. Organization-scoped routes live
under \`/api/v2/{orgCode}/...\` (two letters, any case) and answer 404 for an organization the
caller is not a member of.`;

const COMPONENT_REF = '#/components/schemas/';

/** Adds to `into` the name of every component that a `$ref` anywhere in `value` points to. */
function addComponentRefs(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) addComponentRefs(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_REF)) {
        into.add(child.slice(COMPONENT_REF.length));
      } else {
        addComponentRefs(child, into);
      }
    }
  }
  return into;
}

/**
 * The document with its components, keeping only the schemas something refers to. The zod
 * transform writes every registered schema twice, as answered (`Trip`) and as accepted
 * (`TripInput`), though most are only ever one of the two: the rest would be listed for nothing.
 */
const transformObject: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject);
  const components = 'components' in document ? document.components : undefined;
  const schemas: Record<string, unknown> | undefined = components?.schemas;
  if (!schemas) return document;
  const used = addComponentRefs({ ...document, components: { ...components, schemas: {} } }, new Set());
  // A Set visits what is added while it is iterated: the components that used components use.
  for (const name of used) addComponentRefs(schemas[name], used);
  // The transform builds `schemas` afresh for every document, so it is ours to trim.
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
};

/** OpenAPI generated from the routes' zod schemas; the interactive reference is at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicBaseUrl: string }) => {
    registerOpenApiComponents();
    await app.register(swagger, {
      openapi: {
        // 3.0, not 3.1: Swagger UI reads a 3.1 document through another resolver (ApiDOM) that
        // took about four times as long before it showed anything (decision 041).
        openapi: '3.0.3',
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
      transformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
