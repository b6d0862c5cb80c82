import type { Notification } from '@aurora/contracts/notifications';
import { AlarmClock, ArrowRightLeft, BellOff, ClipboardList, PhoneMissed, Voicemail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { CallBackButton } from '../../../entities/calls/call-back-button';
import { cn } from '../../../lib/cn';
import { useFormatOf } from '../../../lib/format';
import { notificationPath, notificationTitle } from './notification-text';

const ICONS: Record<Notification['kind'], ReactNode> = {
  missed_call: <PhoneMissed />,
  voicemail: <Voicemail />,
  task_assigned: <ClipboardList />,
  task_reminder: <AlarmClock />,
  deal_moved: <ArrowRightLeft />,
};

const TONES: Record<Notification['kind'], string> = {
  missed_call: 'bg-error-50 text-error-600 dark:bg-error-500/10 dark:text-error-400',
  voicemail: 'bg-error-50 text-error-600 dark:bg-error-500/10 dark:text-error-400',
  task_assigned: 'bg-primary-50 text-primary-600 dark:bg-primary-500/10 dark:text-primary-400',
  task_reminder: 'bg-warning-50 text-warning-700 dark:bg-warning-500/10 dark:text-warning-400',
  deal_moved: 'bg-success-50 text-success-700 dark:bg-success-500/10 dark:text-success-400',
};

/**
 * The bell's panel: the newest entries, each opening its record, "Mark all as read", and older
 * entries on demand (`older`, null when there are none).
 */
export function NotificationList({
  notifications,
  status,
  unread,
  older,
  onOpen,
  onMarkAllRead,
  onRetry,
}: {
  notifications: Notification[];
  status: 'pending' | 'error' | 'success';
  unread: number;
  older: { loading: boolean; failed: boolean; load: () => void } | null;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  // Entries come from every organization the user belongs to: each is dated on its own clock.
  const formatOf = useFormatOf();
  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-2 pb-2 pl-1">
        <h2 className="text-sm font-semibold text-neutral-900 dark:text-neutral-100">
          {t('notifications.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={unread === 0}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {status === 'pending' ? (
        <LoadingPanel label={t('notifications.loading')} />
      ) : status === 'error' ? (
        <StatePanel
          tone="error"
          title={t('notifications.loadFailed')}
          action={
            <Button size="sm" onClick={onRetry}>
              {t('notifications.retry')}
            </Button>
          }
        />
      ) : notifications.length === 0 ? (
        <StatePanel
          icon={<BellOff />}
          title={t('notifications.empty')}
          description={t('notifications.emptyHint')}
        />
      ) : (
        <ul className="-mx-1 min-h-0 flex-1 space-y-0.5 overflow-y-auto px-1">
          {notifications.map((notification) => (
            <li key={notification.id} className="relative">
              <Link
                to={notificationPath(notification)}
                onClick={() => onOpen(notification)}
                className={cn(
                  'flex gap-3 rounded-md px-2 py-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 dark:hover:bg-neutral-800',
                  notification.read_at === null && 'bg-primary-50/60 dark:bg-primary-500/10',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
                    TONES[notification.kind],
                  )}
                >
                  {ICONS[notification.kind]}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block text-sm text-neutral-900 dark:text-neutral-100',
                      notification.read_at === null && 'font-medium',
                    )}
                  >
                    {notificationTitle(t, notification)}
                  </span>
                  <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-neutral-500 dark:text-neutral-400">
                    <RelativeTime
                      value={notification.created_at}
                      format={formatOf(notification.organization.code)}
                    />
                    <span>{notification.organization.name}</span>
                  </span>
                </span>
                {notification.read_at === null ? (
                  <span className="mt-1.5 flex shrink-0 items-start">
                    <span className="size-2 rounded-full bg-primary-500" />
                    <span className="sr-only">{t('notifications.unread')}</span>
                  </span>
                ) : null}
              </Link>
              {(notification.kind === 'missed_call' || notification.kind === 'voicemail') &&
              notification.data.phone ? (
                <div className="pb-1 pl-12">
                  <CallBackButton
                    organizationCode={notification.organization.code}
                    phone={notification.data.phone}
                    contactId={notification.data.contact_id}
                    callable={notification.data.callable}
                  />
                </div>
              ) : null}
            </li>
          ))}
          {older ? (
            <li className="flex flex-col items-center gap-1 py-2">
              {older.failed ? (
                <p role="alert" className="text-xs text-error-600 dark:text-error-400">
                  {t('notifications.olderFailed')}
                </p>
              ) : null}
              <Button size="sm" variant="ghost" onClick={older.load} loading={older.loading}>
                {t('notifications.older')}
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
