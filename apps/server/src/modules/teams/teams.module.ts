import { defineModule } from '#records/module.ts';
import { availabilityRoutes, teamsRoutes } from './teams.routes.ts';
import { notePresenceChange } from './teams.service.ts';

export const teamsModule = defineModule({
  name: 'teams',
  // Agents going online and offline is part of their state history.
  setup: async (app) => {
    app.realtime.onPresenceChange((change) => notePresenceChange(app.db, app.realtime, change));
  },
  routes: async (scope) => {
    await scope.register(availabilityRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(teamsRoutes);
  },
});
