import { defineSchedule } from '#platform/jobs/jobs.ts';
import { defineModule } from '#records/module.ts';
import { myTasksRoutes, tasksRoutes } from './tasks.routes.ts';
import { deliverDueReminders, REMINDER_SWEEP_EVERY_MS } from './tasks.service.ts';

/** Due reminders go out once per sweep across every instance; each is claimed in the database too. */
const reminders = defineSchedule({
  name: 'tasks.reminders',
  every: REMINDER_SWEEP_EVERY_MS,
  handler: (ctx) => deliverDueReminders(ctx).then(() => {}),
});

export const tasksModule = defineModule({
  name: 'tasks',
  schedules: [reminders],
  routes: async (api) => {
    await api.register(myTasksRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(tasksRoutes);
  },
});
