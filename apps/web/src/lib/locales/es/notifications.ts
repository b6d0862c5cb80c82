import type { notifications as en } from '../en/notifications';
import type { Strings } from '../strings';

/** The notification centre: the bell in the top bar, its list and the missed call toast. */
export const notifications: Strings<typeof en> = {
  notifications: {
    bell: 'Notificaciones',
    bellUnread_one: 'Notificaciones, {{count}} sin leer',
    bellUnread_other: 'Notificaciones, {{count}} sin leer',
    title: 'Notificaciones',
    markAllRead: 'Marcar todas como leídas',
    empty: 'Aún no tienes notificaciones',
    emptyHint:
      'Aquí aparecen las llamadas perdidas, las tareas que te asignan, los recordatorios y tus negocios que otros mueven.',
    loading: 'Cargando notificaciones…',
    loadFailed: 'No se pudieron cargar las notificaciones.',
    retry: 'Reintentar',
    older: 'Ver anteriores',
    olderFailed: 'No se pudieron cargar las notificaciones anteriores.',
    markFailed: 'No se pudo marcar la notificación como leída.',
    unread: 'Sin leer',
    unknownCaller: 'un número desconocido',
    someone: 'Alguien',
    kinds: {
      missed_call: 'Llamada perdida de {{caller}}',
      voicemail: '{{caller}} dejó un mensaje de voz',
      task_assigned: '{{actor}} te asignó «{{title}}»',
      task_reminder: 'Recordatorio: {{title}}',
      deal_moved: '{{actor}} movió «{{title}}» a {{stage}}',
    },
    toast: {
      missedCall: 'Llamada perdida de {{caller}}',
      missedCallDescription: 'Se te asignó una tarea para devolver la llamada.',
      open: 'Abrir tarea',
    },
  },
};
