import { defineModule } from '#records/module.ts';
import { payablesRoutes } from './payables/payables.routes.ts';

export const billingModule = defineModule({
  name: 'billing',
  organizationRoutes: async (scope) => {
    await scope.register(payablesRoutes);
  },
});
