import { dataOf, errorSchema, idParamSchema, validationErrorSchema } from '@aurora/contracts/http';
import {
  availabilitySchema,
  callSettingsSchema,
  createTeamSchema,
  orgAgentSchema,
  setAvailabilitySchema,
  teamSchema,
  updateCallSettingsSchema,
  updateTeamSchema,
} from '@aurora/contracts/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext, requestContext } from '#platform/tenancy/org-context.ts';
import {
  createTeam,
  deleteTeam,
  getCallSettings,
  getMyAvailability,
  getTeam,
  listAgents,
  listTeams,
  setMyAvailability,
  updateCallSettings,
  updateTeam,
} from './teams.service.ts';

const tags = ['teams'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/**
 * `/api/v2/{org}/teams`: members read, administrators manage; `/agents` (members): the
 * organization's agents with their availability; `/call-settings` (administrators).
 */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams',
    {
      schema: {
        tags,
        summary: "The organization's teams, with members (and their availability), numbers and hours",
        response: { 200: dataOf(z.array(teamSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listTeams(currentContext(request), app.realtime) }),
  );

  app.get(
    '/teams/:id',
    {
      schema: {
        tags,
        summary: 'A team',
        params: idParamSchema,
        response: { 200: dataOf(teamSchema), ...errors },
      },
    },
    async (request) => ({ data: await getTeam(currentContext(request), request.params.id, app.realtime) }),
  );

  app.post(
    '/teams',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a team',
        body: createTeamSchema,
        response: { 201: dataOf(teamSchema), ...errors },
      },
    },
    async (request, reply) => {
      const team = await createTeam(currentContext(request), request.body, app.realtime);
      return reply.code(201).send({ data: team });
    },
  );

  app.put(
    '/teams/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a team (lists given replace the old ones)',
        params: idParamSchema,
        body: updateTeamSchema,
        response: { 200: dataOf(teamSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateTeam(currentContext(request), request.params.id, request.body, app.realtime),
    }),
  );

  app.delete(
    '/teams/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a team (teams falling back to it go to voicemail)',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeam(currentContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/agents',
    {
      schema: {
        tags,
        summary: "The organization's active agents with their availability",
        response: { 200: dataOf(z.array(orgAgentSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listAgents(currentContext(request), app.realtime) }),
  );

  app.get(
    '/call-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Wrap-up seconds after a call and the callback SLA of missed calls',
        response: { 200: dataOf(callSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const ctx = currentContext(request);
      return { data: await getCallSettings(ctx.db, ctx.organization.id) };
    },
  );

  app.put(
    '/call-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the call settings',
        body: updateCallSettingsSchema,
        response: { 200: dataOf(callSettingsSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateCallSettings(currentContext(request), request.body) }),
  );
};

/** `/api/v2/agent/availability`: the signed-in agent's own availability (a spec exception to org scoping). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agent/availability',
    {
      config: { access: 'agent' },
      schema: {
        tags,
        summary: 'My availability',
        response: { 200: dataOf(availabilitySchema), ...errors },
      },
    },
    async (request) => ({ data: await getMyAvailability(app.db, currentAuth(request).userId, app.realtime) }),
  );

  app.put(
    '/agent/availability',
    {
      config: { access: 'agent' },
      schema: {
        tags,
        summary: 'Say I am available, or unavailable and why (colleagues see it live)',
        body: setAvailabilitySchema,
        response: { 200: dataOf(availabilitySchema), ...errors },
      },
    },
    async (request) => ({
      data: await setMyAvailability(
        requestContext(request),
        currentAuth(request).userId,
        request.body,
        app.realtime,
      ),
    }),
  );
};
