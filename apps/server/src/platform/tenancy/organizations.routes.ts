import { dataOf, errorSchema, idParamSchema, pageOf, validationErrorSchema } from '@aurora/contracts/http';
import {
  getOrganizationQuerySchema,
  listOrganizationsQuerySchema,
  organizationInputSchema,
  organizationSchema,
  organizationUpdateSchema,
  organizationWithMembersSchema,
} from '@aurora/contracts/organizations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from './auth.plugin.ts';
import { listMembers } from './members.service.ts';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  toOrganizationJson,
  updateOrganization,
} from './organizations.service.ts';

const tags = ['organizations'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    {
      schema: {
        tags,
        summary: 'List organizations',
        description: 'Administrators get every organization; other users only those they are a member of.',
        querystring: listOrganizationsQuerySchema,
        response: { 200: pageOf(organizationSchema), 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      return listOrganizations(app.db, { userId: auth.userId, isAdmin: auth.isAdmin }, request.query);
    },
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One organization, optionally with its members',
        params: idParamSchema,
        querystring: getOrganizationQuerySchema,
        response: { 200: dataOf(organizationWithMembersSchema), ...errors },
      },
    },
    async (request) => {
      const organization = toOrganizationJson(await getOrganization(app.db, request.params.id));
      if (request.query.include !== 'members') return { data: organization };
      return { data: { ...organization, members: await listMembers(app.db, request.params.id) } };
    },
  );

  app.post(
    '/organizations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an organization',
        body: organizationInputSchema,
        response: { 201: dataOf(organizationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const organization = await createOrganization(app.db, request.body);
      return reply.code(201).send({ data: toOrganizationJson(organization) });
    },
  );

  app.put(
    '/organizations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update an organization (any subset of its fields)',
        params: idParamSchema,
        body: organizationUpdateSchema,
        response: { 200: dataOf(organizationSchema), ...errors },
      },
    },
    async (request) => ({
      data: toOrganizationJson(await updateOrganization(app.db, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/organizations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an organization (soft delete: its code stays taken)',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOrganization(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
