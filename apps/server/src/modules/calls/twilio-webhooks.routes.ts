import type { CallStatus } from '@aurora/contracts/calls';
import { API_BASE } from '@aurora/contracts/constants';
import { errorSchema, validationErrorSchema } from '@aurora/contracts/http';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#platform/errors.ts';
import { acceptFormBodies } from '#platform/http/form-body.ts';
import {
  type CallbackUrls,
  hangupTwiml,
  incomingTwiml,
  outgoingTwiml,
  voicemailTwiml,
} from '#platform/telephony/twiml.ts';
import { agentIdentityOf } from '#platform/tenancy/users.service.ts';
import {
  applyCallProgress,
  applyRecording,
  type DialOutcome,
  findCallForProvider,
  handleDialEnded,
  receiveIncomingCall,
} from './call-events.service.ts';

export const WEBHOOKS_PATH = '/telephony/webhooks';

/** Twilio's CallStatus to ours (`queued` is our `initiated`). */
const CALL_STATUS: Record<string, CallStatus> = {
  queued: 'initiated',
  initiated: 'initiated',
  ringing: 'ringing',
  'in-progress': 'in-progress',
  completed: 'completed',
  busy: 'busy',
  failed: 'failed',
  'no-answer': 'no-answer',
  canceled: 'canceled',
};

const optionalInt = z
  .string()
  .optional()
  .transform((value) => (value && /^\d+$/.test(value) ? Number(value) : null));
// Prices come as decimal strings (negative: a cost); kept as strings, never floats.
const optionalPrice = z
  .string()
  .optional()
  .transform((value) => (value && /^-?\d{1,9}(\.\d{1,8})?$/.test(value) ? value : null));

const callIdQuery = z.object({
  CallId: z.coerce.number().int().positive(),
  Voicemail: z.enum(['1']).optional(),
});
const formBody = z.looseObject({
  CallSid: z.string().max(64).optional(),
  From: z.string().max(200).optional(),
  To: z.string().max(200).optional(),
  CallId: z.string().max(20).optional(),
  CallStatus: z.string().max(32).optional(),
  CallDuration: optionalInt,
  DialCallStatus: z.string().max(32).optional(),
  DialCallDuration: optionalInt,
  Price: optionalPrice,
  PriceUnit: z.string().max(8).optional(),
  RecordingSid: z.string().max(64).optional(),
  RecordingUrl: z.string().max(500).optional(),
  RecordingStatus: z.string().max(32).optional(),
  RecordingDuration: optionalInt,
});

const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const twiml = (reply: FastifyReply, xml: string) =>
  reply.header('content-type', 'text/xml; charset=utf-8').send(xml);
const leg = (to: string | undefined) => {
  const match = to?.match(/^client:agent_(\d{1,12})$/);
  return match ? Number(match[1]) : null;
};

/**
 * Twilio's webhooks: form posts signed with X-Twilio-Signature over PUBLIC_BASE_URL + path +
 * query (400 without it, 403 when it does not verify). Public in the authorization matrix, since
 * Twilio has no bearer token; the signature is the authentication. With the simulator nothing can
 * sign them (every signed request answers 403).
 */
export const twilioWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app, 64 * 1024);
  // Before validation: a request that does not come from Twilio learns nothing about our schemas.
  app.addHook('preValidation', async (request) => {
    const signature = request.headers['x-twilio-signature'];
    if (typeof signature !== 'string' || signature === '') {
      throw new AppError(400, 'The X-Twilio-Signature header is required.');
    }
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries((request.body as Record<string, unknown> | null) ?? {})) {
      params[key] = String(value);
    }
    const url = `${app.telephony.publicBaseUrl}${request.url}`;
    if (!app.telephony.provider.verifyWebhook(url, params, signature)) {
      throw new AppError(403, 'The Twilio signature is invalid.');
    }
  });

  // Each webhook is an entry of its own: its context loads the call's organization at most once.
  const ctx = () => app.telephony.context();
  const base = () => `${app.telephony.publicBaseUrl}${API_BASE}${WEBHOOKS_PATH}`;
  const urls = (): CallbackUrls => ({
    dialAction: (id) => `${base()}/voice/dial-action?CallId=${id}`,
    status: (id) => `${base()}/status?CallId=${id}`,
    recording: (id, voicemail) => `${base()}/recording?CallId=${id}${voicemail ? '&Voicemail=1' : ''}`,
    hangup: () => `${base()}/voice/hangup`,
  });
  const config = { access: 'public' as const };

  /** TwiML for what the caller of an incoming call gets next. */
  const next = (outcome: DialOutcome): string => {
    if (outcome.next === 'ring') {
      return incomingTwiml(urls(), {
        id: outcome.call.id,
        identities: outcome.ringing.identities,
        timeoutSeconds: outcome.ringing.seconds,
        record: outcome.ringing.record,
        callerId: null,
      });
    }
    if (outcome.next === 'voicemail') {
      return voicemailTwiml(urls(), { id: outcome.call.id, greeting: outcome.greeting });
    }
    return hangupTwiml(outcome.next === 'say' ? outcome.message : undefined);
  };

  app.post(
    `${WEBHOOKS_PATH}/voice/outgoing`,
    {
      config,
      schema: {
        tags: ['telephony webhooks'],
        summary: 'TwiML App voice URL: the browser device connected (params To, CallId)',
        body: formBody,
        response: errors,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const callId = Number(body.CallId);
      const event = ctx();
      const row =
        Number.isInteger(callId) && callId > 0 ? await findCallForProvider(event, callId) : undefined;
      const own = row && body.From === `client:${agentIdentityOf(row.userId ?? 0)}`;
      if (!row || !own || row.type !== 'live' || row.direction !== 'outbound' || !row.phoneTo) {
        return twiml(reply, hangupTwiml('This call cannot be placed.'));
      }
      if (!row.phoneFrom) {
        await applyCallProgress(event, { callId: row.id, status: 'failed', providerCallId: body.CallSid });
        return twiml(reply, hangupTwiml('No outgoing number is set up for this organization.'));
      }
      await applyCallProgress(event, { callId: row.id, status: 'initiated', providerCallId: body.CallSid });
      return twiml(
        reply,
        outgoingTwiml(urls(), {
          id: row.id,
          phoneTo: row.phoneTo,
          callerId: row.phoneFrom,
          record: row.recordingEnabled,
        }),
      );
    },
  );

  app.post(
    `${WEBHOOKS_PATH}/voice/incoming`,
    {
      config,
      schema: {
        tags: ['telephony webhooks'],
        summary: "A number's voice URL: an incoming call (rings the agents' devices)",
        body: formBody,
        response: errors,
      },
    },
    async (request, reply) => {
      const { From, To, CallSid } = request.body;
      if (!To || !CallSid) return twiml(reply, hangupTwiml());
      const result = await receiveIncomingCall(ctx(), {
        from: From ?? null,
        to: To,
        providerCallId: CallSid,
      });
      if (result.kind === 'unknown-number') {
        return twiml(reply, hangupTwiml('The number you have called is not in service.'));
      }
      return twiml(reply, next(result.outcome));
    },
  );

  app.post(
    `${WEBHOOKS_PATH}/voice/dial-action`,
    {
      config,
      schema: {
        tags: ['telephony webhooks'],
        summary: 'Dial action: the dial ended (answered and done, or nobody answered: voicemail or missed)',
        querystring: callIdQuery,
        body: formBody,
        response: errors,
      },
    },
    async (request, reply) => {
      const outcome = await handleDialEnded(
        ctx(),
        request.query.CallId,
        request.body.DialCallStatus ?? 'failed',
        request.body.DialCallDuration,
      );
      return twiml(reply, next(outcome));
    },
  );

  app.post(
    `${WEBHOOKS_PATH}/voice/hangup`,
    {
      config,
      schema: {
        tags: ['telephony webhooks'],
        summary: "The voicemail's Record action: hang up once the message is left",
        body: formBody,
        response: errors,
      },
    },
    async (_request, reply) => twiml(reply, hangupTwiml()),
  );

  app.post(
    `${WEBHOOKS_PATH}/status`,
    {
      config,
      schema: {
        tags: ['telephony webhooks'],
        summary: 'Status callback of a call leg (ringing, answered, completed, price)',
        querystring: callIdQuery,
        body: formBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const status = CALL_STATUS[request.body.CallStatus ?? ''];
      if (status) {
        await applyCallProgress(ctx(), {
          callId: request.query.CallId,
          status,
          providerCallId: request.body.CallSid,
          durationSeconds: request.body.CallDuration,
          price: request.body.Price,
          priceUnit: request.body.PriceUnit,
          legUserId: leg(request.body.To),
        });
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${WEBHOOKS_PATH}/recording`,
    {
      config,
      schema: {
        tags: ['telephony webhooks'],
        summary: 'Recording status callback: a recording or voicemail is ready',
        querystring: callIdQuery,
        body: formBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { RecordingSid, RecordingUrl, RecordingStatus, RecordingDuration } = request.body;
      if (RecordingSid && RecordingUrl && (RecordingStatus ?? 'completed') === 'completed') {
        await applyRecording(ctx(), {
          callId: request.query.CallId,
          recordingSid: RecordingSid,
          url: RecordingUrl,
          durationSeconds: RecordingDuration,
          voicemail: request.query.Voicemail === '1',
        });
      }
      return reply.code(204).send(null);
    },
  );
};
