import { defineModule } from '#records/module.ts';
import { usageRoutes } from './usage/usage.routes.ts';

/** Billing (issue 24): for now the telephony bill (`usage/`). */
export const billingModule = defineModule({
  name: 'billing',
  organizationRoutes: async (scope) => {
    await scope.register(usageRoutes);
  },
});
