import { dataOf, errorSchema, idParamSchema, validationErrorSchema } from '@aurora/contracts/http';
import {
  addMemberSchema,
  createMemberSchema,
  directoryMemberSchema,
  memberParamsSchema,
  memberSchema,
  updateMemberSchema,
} from '@aurora/contracts/organizations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from './auth.plugin.ts';
import {
  addMember,
  createMember,
  listMemberDirectory,
  listMembers,
  removeMember,
  updateMember,
} from './members.service.ts';
import { currentContext } from './org-context.ts';
import { getOrganization } from './organizations.service.ts';

const tags = ['members'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Membership administration; administrators only. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id/members',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Members of an organization',
        params: idParamSchema,
        response: { 200: dataOf(z.array(memberSchema)), ...errors },
      },
    },
    async (request) => {
      await getOrganization(app.db, request.params.id);
      return { data: await listMembers(app.db, request.params.id) };
    },
  );

  app.post(
    '/organizations/:id/members',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add an existing user, by email',
        params: idParamSchema,
        body: addMemberSchema,
        response: { 201: dataOf(memberSchema), ...errors },
      },
    },
    async (request, reply) => {
      const member = await addMember(app.db, request.params.id, request.body.email);
      return reply.code(201).send({ data: member });
    },
  );

  app.post(
    '/organizations/:id/members/new',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a user and make them a member',
        params: idParamSchema,
        body: createMemberSchema,
        response: { 201: dataOf(memberSchema), ...errors },
      },
    },
    async (request, reply) => {
      const member = await createMember(app.db, request.params.id, request.body);
      return reply.code(201).send({ data: member });
    },
  );

  app.put(
    '/organizations/:id/members/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a member's roles and agent record",
        description: 'An administrator cannot remove their own Administrador role (422).',
        params: memberParamsSchema,
        body: updateMemberSchema,
        response: { 200: dataOf(memberSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateMember(
        app.db,
        request.params.id,
        request.params.userId,
        request.body,
        currentAuth(request).userId,
      ),
    }),
  );

  app.delete(
    '/organizations/:id/members/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove a member',
        params: memberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};

/** Registered inside the org scope: `/api/v2/{orgCode}/members`, for every member of the organization. */
export const memberDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      schema: {
        tags,
        summary: 'Colleagues in the organization, for owner pickers and assignment',
        response: { 200: dataOf(z.array(directoryMemberSchema)), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ data: await listMemberDirectory(currentContext(request)) }),
  );
};
