import { defineModule } from '#records/module.ts';
import { targetsRoutes } from './targets.routes.ts';

/** Monthly targets per agent and per team; the dashboards measure progress against them. */
export const targetsModule = defineModule({
  name: 'targets',
  organizationRoutes: async (scope) => {
    await scope.register(targetsRoutes);
  },
});
