import { randomBytes } from 'node:crypto';
import { callSchema } from '@aurora/contracts/calls';
import { dataOf, errorSchema, idParamSchema, validationErrorSchema } from '@aurora/contracts/http';
import { simulateIncomingSchema } from '@aurora/contracts/telephony';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, invalid, notFound } from '#platform/errors.ts';
import type { TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { receiveIncomingCall } from './call-events.service.ts';
import { type CallRecord, getCallRecord, toCallJson } from './calls.service.ts';
import type { Simulator } from './simulator.ts';

const tags = ['telephony simulator'];
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};
const NOT_ACTIVE = 'The telephony simulator is not the active provider.';

/**
 * The simulator's side of the browser: what Twilio's SDK does over its own signalling, the
 * SimulatedDevice does here (connect, hang up, answer, decline). Everything else reaches the
 * browser as realtime events, exactly as with Twilio. 404 when the simulator is not active.
 */
export const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const simulator = (): Simulator => {
    if (!app.callSimulator) throw notFound(NOT_ACTIVE);
    return app.callSimulator;
  };

  app.post(
    '/telephony/simulator/incoming',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Simulate an incoming call from `from` to a number of this organization',
        description:
          'Runs the real inbound path: caller matching, the ringing agents, `call.incoming` on their channels; nobody answering sends it to the voicemail or marks it missed.',
        body: simulateIncomingSchema,
        response: { 201: dataOf(callSchema), ...errors },
      },
    },
    async (request, reply) => {
      const sim = simulator();
      const ctx = app.telephony.context(currentContext(request));
      const { organization } = ctx;
      const result = await receiveIncomingCall(ctx, {
        from: request.body.from,
        to: request.body.to,
        providerCallId: `CASIM${randomBytes(16).toString('hex')}`,
        organizationId: organization.id,
      });
      if (result.kind === 'unknown-number') {
        throw invalid({ to: ['The number is not an active number of this organization.'] });
      }
      await sim.follow(result.outcome);
      const call = await getCallRecord(ctx, organization.id, result.call.id);
      return reply.code(201).send({ data: toCallJson(call) });
    },
  );

  /** The caller's outgoing live call, or an incoming one ringing them. */
  const deviceCall = async (
    ctx: TelephonyContext,
    organizationId: number,
    userId: number,
    id: number,
  ): Promise<CallRecord> => {
    const row = await getCallRecord(ctx, organizationId, id);
    const mine = row.userId === userId || (row.userId === null && row.ringingUserIds.includes(userId));
    if (!mine || row.type !== 'live') throw notFound('Call not found.');
    return row;
  };

  const deviceRoute = (
    action: 'connect' | 'hangup' | 'answer' | 'decline',
    summary: string,
    run: (
      sim: Simulator,
      ctx: TelephonyContext,
      row: CallRecord,
      userId: number,
    ) => Promise<CallRecord | undefined>,
  ) =>
    app.post(
      `/telephony/simulator/calls/:id/${action}`,
      {
        schema: { tags, summary, params: idParamSchema, response: { 200: dataOf(callSchema), ...errors } },
      },
      async (request) => {
        const sim = simulator();
        const ctx = app.telephony.context(currentContext(request));
        const { organization } = ctx;
        const userId = currentAuth(request).userId;
        const row = await deviceCall(ctx, organization.id, userId, request.params.id);
        await run(sim, ctx, row, userId);
        return { data: toCallJson(await getCallRecord(ctx, organization.id, row.id)) };
      },
    );

  deviceRoute(
    'connect',
    "device.connect(): the outgoing call's timeline starts (ringing, then the outcome)",
    async (sim, _ctx, row) => {
      if (row.direction !== 'outbound') throw conflict('Only an outgoing call connects.');
      if (row.status !== 'initiated' || !sim.connect(row)) {
        throw conflict('The call is already connecting or connected.');
      }
      return row;
    },
  );
  deviceRoute('hangup', 'The device hangs up (or cancels a call still ringing)', (sim, ctx, row) =>
    sim.hangup(ctx, row),
  );
  deviceRoute('answer', 'The device accepts an incoming call', async (sim, ctx, row, userId) => {
    if (row.direction !== 'inbound' || row.status !== 'ringing') {
      throw conflict('The call is no longer ringing.');
    }
    return sim.answer(ctx, row, userId);
  });
  deviceRoute('decline', 'The device rejects an incoming call', async (sim, ctx, row, userId) => {
    if (row.direction !== 'inbound' || row.status !== 'ringing') {
      throw conflict('The call is no longer ringing.');
    }
    await sim.decline(ctx, row, userId);
    return row;
  });
};
