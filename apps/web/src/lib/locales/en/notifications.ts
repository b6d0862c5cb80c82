/** The notification centre: the bell in the top bar, its list and the missed call toast. */
export const notifications = {
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    empty: 'No notifications yet',
    emptyHint: 'Missed calls, tasks given to you, reminders and your deals moved by others show here.',
    loading: 'Loading notifications…',
    loadFailed: 'The notifications could not be loaded.',
    retry: 'Try again',
    older: 'Show older',
    olderFailed: 'Older notifications could not be loaded.',
    markFailed: 'The notification could not be marked as read.',
    unread: 'Unread',
    unknownCaller: 'an unknown caller',
    someone: 'Someone',
    kinds: {
      missed_call: 'Missed call from {{caller}}',
      voicemail: '{{caller}} left a voicemail',
      task_assigned: '{{actor}} assigned you “{{title}}”',
      task_reminder: 'Reminder: {{title}}',
      deal_moved: '{{actor}} moved “{{title}}” to {{stage}}',
    },
    toast: {
      missedCall: 'Missed call from {{caller}}',
      missedCallDescription: 'A callback task is assigned to you.',
      open: 'Open task',
    },
  },
} as const;
