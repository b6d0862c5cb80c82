import { defineModule } from '#records/module.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import {
  notifyDealMoved,
  notifyMissedCall,
  notifyReminder,
  notifyTaskAssigned,
  notifyVoicemail,
} from './notifications.service.ts';

/** The in-app notification centre: it listens to other modules' facts and tells the people concerned. */
export const notificationsModule = defineModule({
  name: 'notifications',
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
