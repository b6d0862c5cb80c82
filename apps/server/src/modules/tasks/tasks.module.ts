import type { FastifyInstance } from 'fastify';
import { defineModule } from '#records/module.ts';
import { myTasksRoutes, tasksRoutes } from './tasks.routes.ts';
import { deliverDueReminders, REMINDER_SWEEP_EVERY_MS } from './tasks.service.ts';

/**
 * Every instance sweeps for due reminders once it is ready and then every REMINDER_SWEEP_EVERY_MS;
 * the database claim makes each reminder go out once however many instances sweep. One sweep at
 * a time; closing the app stops the timer and waits for the running sweep.
 */
async function reminderJob(app: FastifyInstance) {
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() =>
        deliverDueReminders(app.db, (channel, event, payload) =>
          app.realtime.publish(channel, event, payload),
        ),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'sending task reminders failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, REMINDER_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

export const tasksModule = defineModule({
  name: 'tasks',
  setup: reminderJob,
  routes: async (api) => {
    await api.register(myTasksRoutes);
  },
  organizationRoutes: async (scope) => {
    await scope.register(tasksRoutes);
  },
});
