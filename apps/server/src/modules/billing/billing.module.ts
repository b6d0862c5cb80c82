import { defineModule } from '#records/module.ts';
import { payablesRoutes } from './payables/payables.routes.ts';
import { usageRoutes } from './usage/usage.routes.ts';

/**
 * Billing (issue 24): what the agency is owed and owes. The supplier side (`payables/`: supplier
 * payments, commissions and statements), the telephony bill (`usage/`) and the documents it draws
 * (`documents/`).
 */
export const billingModule = defineModule({
  name: 'billing',
  organizationRoutes: async (scope) => {
    await scope.register(payablesRoutes);
    await scope.register(usageRoutes);
  },
});
