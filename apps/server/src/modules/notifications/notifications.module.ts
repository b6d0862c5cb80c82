import { defineSchedule } from '#platform/jobs/jobs.ts';
import { defineModule } from '#records/module.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import {
  notifyDealMoved,
  notifyMissedCall,
  notifyReminder,
  notifyTaskAssigned,
  notifyVoicemail,
  pruneNotifications,
} from './notifications.service.ts';

/** Every night, entries older than the centre keeps go. */
const prune = defineSchedule({
  name: 'notifications.prune',
  cron: '40 3 * * *',
  handler: async (ctx) => {
    const deleted = await pruneNotifications(ctx);
    if (deleted > 0) ctx.log.info({ deleted }, 'old notifications deleted');
  },
});

/** The in-app notification centre: it listens to other modules' facts and tells the people concerned. */
export const notificationsModule = defineModule({
  name: 'notifications',
  schedules: [prune],
  routes: async (scope) => {
    await scope.register(notificationsRoutes);
  },
  listeners: {
    'call.missed': notifyMissedCall,
    'call.voicemail': notifyVoicemail,
    'task.assigned': notifyTaskAssigned,
    'task.reminder_due': notifyReminder,
    'opportunity.stage_changed': notifyDealMoved,
  },
});
