import { defineModule } from '#records/module.ts';
import { callsRoutes, globalCallsRoutes } from './calls.routes.ts';
import { simulatorPlugin } from './simulator.plugin.ts';
import { simulatorRoutes } from './simulator.routes.ts';
import { twilioWebhooksRoutes } from './twilio-webhooks.routes.ts';

export const callsModule = defineModule({
  name: 'calls',
  setup: async (app, options) => {
    await app.register(simulatorPlugin, options);
  },
  routes: async (api) => {
    await api.register(globalCallsRoutes);
    await api.register(twilioWebhooksRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(callsRoutes);
    await scope.register(simulatorRoutes);
  },
});
