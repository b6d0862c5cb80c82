import {
  callSchema,
  createCallSchema,
  linkCallSchema,
  listCallsQuerySchema,
  updateCallSchema,
} from '@aurora/contracts/calls';
import { dataOf, errorSchema, idParamSchema, pageOf, validationErrorSchema } from '@aurora/contracts/http';
import {
  accessTokenSchema,
  endTrackedCallSchema,
  initiateCallSchema,
  ringingCallSchema,
} from '@aurora/contracts/telephony';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext, requestContext } from '#platform/tenancy/org-context.ts';
import { agentIdentityOf } from '#platform/tenancy/users.service.ts';
import {
  createManualCall,
  discardCall,
  endTrackedCall,
  getCall,
  getCallRecording,
  initiateCall,
  linkCall,
  listCalls,
  listMyCalls,
  listMyRingingCalls,
  toCallJson,
  updateCall,
} from './calls.service.ts';

const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

/**
 * The device token. Its identity (`agent_{userId}`) is the same in every organization: an
 * incoming call of any of the user's organizations rings the same device.
 */
function accessToken(app: FastifyInstance, request: FastifyRequest) {
  const identity = agentIdentityOf(currentAuth(request).userId);
  const token = app.telephony.provider.issueClientToken(identity);
  return {
    token: token.token,
    provider: app.telephony.provider.name,
    identity,
    ttl_seconds: token.ttlSeconds,
    expires_at: token.expiresAt.toISOString(),
  };
}

const tokenSchema = {
  tags: ['telephony'],
  summary: 'Access token of the calling device (TTL 1 hour)',
  description:
    "Twilio: an AccessToken with a VoiceGrant (outgoing TwiML App, incoming allowed). Simulator: its own HS256 JWT with the same claims' shape.",
  response: { 200: accessTokenSchema, 401: errorSchema, 404: errorSchema },
};

/** Global routes: `/calls/my` and the unprefixed access token. */
export const globalCallsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calls/my',
    {
      schema: {
        tags: ['calls'],
        summary: "The signed-in user's calls in every organization",
        querystring: listCallsQuerySchema,
        response: { 200: pageOf(callSchema), ...errors },
      },
    },
    async (request) =>
      listMyCalls(app.telephony.context(requestContext(request)), currentAuth(request).userId, request.query),
  );

  app.get(
    '/calls/my/ringing',
    {
      schema: {
        tags: ['calls'],
        summary: 'The incoming calls ringing for the signed-in agent now, in every organization',
        description:
          'A page loaded while a call rings (a reload, a second tab) shows its alert with the countdown left from `ringing_since`.',
        response: { 200: dataOf(z.array(ringingCallSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await listMyRingingCalls(
        app.telephony.context(requestContext(request)),
        currentAuth(request).userId,
      ),
    }),
  );

  app.get('/telephony/access-token', { schema: tokenSchema }, async (request) => accessToken(app, request));
};

/** Org-scoped: `/api/v2/{org}/calls...` and `/api/v2/{org}/telephony/...` (calls and token). */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The request's organization, loaded once by the org scope, is the one the call rules take.
  const ctx = (request: FastifyRequest) => app.telephony.context(currentContext(request));

  app.get('/telephony/access-token', { schema: tokenSchema }, async (request) => accessToken(app, request));

  app.post(
    '/telephony/calls/initiate',
    {
      schema: {
        tags: ['telephony'],
        summary: 'Start a live or tracked call: creates the call record',
        description:
          "422 on phone_to when it is not a phone number; 409 'Already on a call' while the agent has an open call (open calls left behind are closed as abandoned, see the calls service).",
        body: initiateCallSchema,
        response: { 201: dataOf(callSchema), ...errors },
      },
    },
    async (request, reply) => {
      const call = await initiateCall(ctx(request), currentAuth(request), request.body);
      return reply.code(201).send({ data: call });
    },
  );

  app.post(
    '/telephony/calls/:id/end-tracked',
    {
      schema: {
        tags: ['telephony'],
        summary: "End the caller's own tracked call, with its notes",
        description: "409 'No tracked call in progress' when it is not an open tracked call (a second end).",
        params: idParamSchema,
        body: endTrackedCallSchema,
        response: { 200: dataOf(callSchema), ...errors },
      },
    },
    async (request) => ({
      data: await endTrackedCall(ctx(request), currentAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/telephony/calls/:id/discard',
    {
      schema: {
        tags: ['telephony'],
        summary: "Close the caller's own open call as abandoned (a call left open by a closed tab)",
        params: idParamSchema,
        response: { 200: dataOf(callSchema), ...errors },
      },
    },
    async (request) => {
      const row = await discardCall(ctx(request), currentAuth(request), request.params.id);
      app.callSimulator?.forget(row.id);
      return { data: toCallJson(row) };
    },
  );

  app.get(
    '/calls',
    {
      schema: {
        tags: ['calls'],
        summary: 'List calls',
        description:
          'The records list grammar: filter[user_id]=me, filter[direction], filter[type], filter[status], filter[started_at][after|before], filter[callable_type] + filter[callable_id], filter[contact_id]; sort=-started_at.',
        querystring: listCallsQuerySchema,
        response: { 200: pageOf(callSchema), ...errors },
      },
    },
    async (request) => listCalls(ctx(request), currentAuth(request).userId, request.query),
  );

  app.post(
    '/calls',
    {
      schema: {
        tags: ['calls'],
        summary: 'Log a call made on another phone',
        body: createCallSchema,
        response: { 201: dataOf(callSchema), ...errors },
      },
    },
    async (request, reply) => {
      const call = await createManualCall(ctx(request), currentAuth(request), request.body);
      return reply.code(201).send({ data: call });
    },
  );

  app.get(
    '/calls/:id',
    {
      schema: {
        tags: ['calls'],
        summary: 'A call, with its recording',
        params: idParamSchema,
        response: { 200: dataOf(callSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getCall(ctx(request), request.params.id),
    }),
  );

  app.put(
    '/calls/:id',
    {
      schema: {
        tags: ['calls'],
        summary: "Notes and outcome of a call (the call's agent, or an administrator)",
        params: idParamSchema,
        body: updateCallSchema,
        response: { 200: dataOf(callSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateCall(ctx(request), currentAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/calls/:id/link',
    {
      schema: {
        tags: ['calls'],
        summary: 'Make a call about no record about one (a lead created from its number)',
        description:
          "Any member of the organization; the call then sits on the record's timeline. 409 when the call is already about a record; 422 on callable_id when the record is not of this organization.",
        params: idParamSchema,
        body: linkCallSchema,
        response: { 200: dataOf(callSchema), ...errors },
      },
    },
    async (request) => ({ data: await linkCall(ctx(request), request.params.id, request.body) }),
  );

  app.get(
    '/calls/:id/recording',
    {
      schema: {
        tags: ['calls'],
        summary: 'Download the recording (audio/wav from the simulator, audio/mpeg from Twilio)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const recording = await getCallRecording(ctx(request), request.params.id);
      return reply
        .header('content-type', recording.contentType)
        .header('content-disposition', `inline; filename="${recording.fileName}"`)
        .send(recording.stream);
    },
  );
};
