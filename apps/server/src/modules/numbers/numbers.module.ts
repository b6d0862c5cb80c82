import { defineModule } from '#records/module.ts';
import { numbersRoutes } from './numbers.routes.ts';

export const numbersModule = defineModule({
  name: 'numbers',
  organizationRoutes: async (scope) => {
    await scope.register(numbersRoutes);
  },
});
