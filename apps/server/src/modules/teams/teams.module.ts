import { defineModule } from '#records/module.ts';
import { availabilityRoutes, teamsRoutes } from './teams.routes.ts';

export const teamsModule = defineModule({
  name: 'teams',
  routes: async (scope) => {
    await scope.register(availabilityRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(teamsRoutes);
  },
});
