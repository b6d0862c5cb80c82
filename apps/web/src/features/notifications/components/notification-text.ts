import type { Notification } from '@aurora/contracts/notifications';
import type { TFunction } from 'i18next';
import { tasksPath } from '../../../entities/tasks/keys';
import { referenceName } from '../../../lib/reference-names';

/** The entry's sentence, in the reader's language, from its kind and data. */
export function notificationTitle(t: TFunction, notification: Notification): string {
  const actor = notification.actor?.name ?? t('notifications.someone');
  switch (notification.kind) {
    case 'missed_call':
    case 'voicemail':
      return t(`notifications.kinds.${notification.kind}`, {
        caller: notification.data.caller || t('notifications.unknownCaller'),
      });
    case 'task_assigned':
      return t('notifications.kinds.task_assigned', { actor, title: notification.data.title });
    case 'task_reminder':
      return t('notifications.kinds.task_reminder', { title: notification.data.title });
    case 'deal_moved':
      return t('notifications.kinds.deal_moved', {
        actor,
        title: notification.subject?.name ?? notification.data.title,
        stage: referenceName(
          t,
          'statuses',
          'opportunity',
          notification.data.to_stage_key ?? '',
          notification.data.to_stage,
        ),
      });
  }
}

/**
 * Where the entry opens, in its own organization (the guards make it the current one): its
 * record's page, else its task in the tasks list, else the organization's dashboard.
 */
export function notificationPath(notification: Notification): string {
  const code = notification.organization.code.toLowerCase();
  if (notification.subject?.url) return `/${code}${notification.subject.url}`;
  if ('task_id' in notification.data) return tasksPath(`?task=${notification.data.task_id}`, code);
  return `/${code}`;
}
