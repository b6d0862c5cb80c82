import { sql } from 'drizzle-orm';
import { defineSchedule } from '#platform/jobs/jobs.ts';
import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { callActivityDetails } from './call-timeline.service.ts';
import { countOpenCallsByStatus, OPEN_CALL_STATUSES } from './calls.repository.ts';
import { callsRoutes, globalCallsRoutes } from './calls.routes.ts';
import { ABANDONED_CALLS_EVERY_MS, CALL_NOT_FOUND, closeAbandonedCalls } from './calls.service.ts';
import { calls } from './calls.table.ts';
import { ringOutJob, simulatorPlugin } from './simulator.plugin.ts';
import { simulatorRoutes } from './simulator.routes.ts';
import { twilioWebhooksRoutes } from './twilio-webhooks.routes.ts';

/** Open calls nobody will close (a closed tab, a restarted simulator) end as abandoned. */
const abandonedCalls = defineSchedule({
  name: 'calls.abandoned',
  every: ABANDONED_CALLS_EVERY_MS,
  handler: async ({ app }) => {
    await closeAbandonedCalls(app.telephony.context(), 'all');
  },
});

export const callsModule = defineModule({
  name: 'calls',
  jobs: [ringOutJob],
  schedules: [abandonedCalls],
  setup: async (app, options) => {
    await app.register(simulatorPlugin, options);
    app.metrics.addGauge({
      name: 'aurora_calls_active',
      help: 'Calls not ended (initiated, ringing, in progress) in every organization, by status. The same on every instance.',
      labelNames: ['status'],
      read: async () => {
        const open = await countOpenCallsByStatus(app.db);
        // Each status always reported, 0 included: an absent series would read as "no data".
        return OPEN_CALL_STATUSES.map((status) => ({
          labels: { status },
          value: open.find((row) => row.status === status)?.calls ?? 0,
        }));
      },
    });
  },
  routes: async (api) => {
    await api.register(globalCallsRoutes);
    await api.register(twilioWebhooksRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(callsRoutes);
    await scope.register(simulatorRoutes);
  },
  activityDetails: [callActivityDetails],
  recordTypes: [
    defineRecordType({
      type: 'call',
      table: calls,
      owner: calls.userId,
      // A call is named by its other party.
      name: sql`coalesce(case when ${calls.direction} = 'inbound' then ${calls.phoneFrom} else ${calls.phoneTo} end, '')`,
      // The same test the calls module makes before it serves `/calls/{id}/recording`.
      linkFlags: {
        recording: sql<boolean>`(${calls.recordingKey} is not null or ${calls.recordingUrl} is not null)`,
        voicemail: sql<boolean>`${calls.voicemail}`,
      },
      notFoundMessage: CALL_NOT_FOUND,
    }),
  ],
});
