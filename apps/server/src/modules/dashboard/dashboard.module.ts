import { defineModule } from '#records/module.ts';
import { dashboardRoutes, organizationDashboardRoutes } from './dashboard.routes.ts';

export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: async (api) => {
    await api.register(dashboardRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(organizationDashboardRoutes);
  },
});
