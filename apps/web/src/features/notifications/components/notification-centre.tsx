import type { Notification } from '@aurora/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { Tooltip } from '../../../components/ui/tooltip';
import { useAgentEvent } from '../../../lib/realtime';
import { useSession } from '../../../lib/session-store';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { addNotification, applyRead, unreadOf } from '../api/notifications-cache';
import { NotificationList } from './notification-list';
import { notificationPath } from './notification-text';

/**
 * The bell in the top bar, with the unread count, and its list. Mounted once by the signed-in
 * layout, it also keeps the list live in every open tab (`notification.created`,
 * `notifications.read` on the private channel) and tells the agent a missed call of theirs at once.
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = unreadOf(list.data);

  const read = (notification: Notification) => {
    if (notification.read_at !== null) return;
    markRead.mutate(notification.id, {
      onError: (error) => toastFailure({ title: t('notifications.markFailed'), error }),
    });
  };

  useAgentEvent('notification.created', (notification) => {
    addNotification(queryClient, notification);
    if (notification.kind === 'missed_call' && notification.data.assignee_id === userId) {
      toast({
        title: t('notifications.toast.missedCall', {
          caller: notification.data.caller || t('notifications.unknownCaller'),
        }),
        description: t('notifications.toast.missedCallDescription'),
        color: 'error',
        action: {
          label: t('notifications.toast.open'),
          onClick: () => {
            read(notification);
            navigate(notificationPath(notification));
          },
        },
      });
    }
  });
  useAgentEvent('notifications.read', (event) =>
    applyRead(queryClient, event.ids, event.read_at, event.unread),
  );

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Tooltip label={label}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={label} className="relative">
            <Bell />
            {unread > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-error-600 px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Button>
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent align="end" aria-label={t('notifications.title')} className="sm:w-96">
        <NotificationList
          notifications={list.data?.pages.flatMap((page) => page.data) ?? []}
          // A failed "Show older" keeps the entries already read.
          status={list.data ? 'success' : list.status}
          older={
            list.hasNextPage
              ? {
                  loading: list.isFetchingNextPage,
                  failed: list.isFetchNextPageError,
                  load: () => void list.fetchNextPage(),
                }
              : null
          }
          unread={unread}
          onOpen={(notification) => {
            read(notification);
            setOpen(false);
          }}
          onMarkAllRead={() => markAllRead.mutate()}
          onRetry={() => void list.refetch()}
        />
      </PopoverContent>
    </Popover>
  );
}
