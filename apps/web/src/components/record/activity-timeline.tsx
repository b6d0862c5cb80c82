import type { ActivityItem, ActivityType } from '@aurora/contracts/records';
import {
  ArrowRight,
  BadgeCheck,
  CheckSquare,
  CircleDot,
  GitMerge,
  History,
  type LucideIcon,
  Paperclip,
  Pencil,
  Phone,
  Pin,
  Plus,
  StickyNote,
  UserRound,
} from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatPhone } from '../../lib/phone';
import { referenceName } from '../../lib/reference-names';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { QueryErrorPanel } from '../ui/query-error-card';
import { RelativeTime } from '../ui/relative-time';
import { LoadingPanel, StatePanel } from '../ui/state-panel';
import { useActivityEntryKind } from './activity-entry-kinds';
import { useActivity } from './api/get-activity';
import type { RecordSubject } from './api/keys';
import { RECORD_TYPES, recordLink } from './record-types';

const ICONS: Record<ActivityType, LucideIcon> = {
  created: Plus,
  updated: Pencil,
  status_change: CircleDot,
  assigned: UserRound,
  converted: BadgeCheck,
  merged: GitMerge,
  note: StickyNote,
  attachment: Paperclip,
  call: Phone,
  task: CheckSquare,
};

const ICON_TONES: Partial<Record<ActivityType, string>> = {
  converted:
    'bg-success-50 text-success-600 ring-success-200 dark:bg-success-500/10 dark:text-success-400 dark:ring-success-500/30',
  note: 'bg-warning-50 text-warning-700 ring-warning-200 dark:bg-warning-500/10 dark:text-warning-300 dark:ring-warning-500/30',
  status_change:
    'bg-primary-50 text-primary-600 ring-primary-200 dark:bg-primary-500/10 dark:text-primary-300 dark:ring-primary-500/30',
  merged:
    'bg-secondary-50 text-secondary-600 ring-secondary-200 dark:bg-secondary-500/10 dark:text-secondary-300 dark:ring-secondary-500/30',
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function EntryBody({ item, base }: { item: ActivityItem; base: string }) {
  const { t } = useTranslation();
  const data = item.data ?? {};
  switch (item.type) {
    case 'created':
      return t(`activity.created.${item.subject.type}`);
    case 'status_change': {
      // Names as they were when it changed; a seeded one in the reader's language.
      const status = (key: unknown, name: unknown) =>
        referenceName(t, 'statuses', item.subject.type, text(key), text(name ?? key));
      return (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          {item.subject.type === 'opportunity' ? t('activity.stageChanged') : t('activity.statusChanged')}
          <span className="font-medium">{status(data.from, data.from_name)}</span>
          <ArrowRight aria-label={t('activity.to')} className="size-3 text-neutral-400" />
          <span className="font-medium">{status(data.to, data.to_name)}</span>
          {data.lost_reason ? (
            <span className="text-neutral-600 dark:text-neutral-400">
              {t('activity.lostReason', {
                reason: referenceName(
                  t,
                  'definitions',
                  'lost_reasons',
                  text(data.lost_reason),
                  text(data.lost_reason_name ?? data.lost_reason),
                ),
              })}
              {data.lost_note ? ` · ${text(data.lost_note)}` : null}
            </span>
          ) : null}
        </span>
      );
    }
    case 'assigned':
      return data.to_name ? t('activity.assigned', { name: text(data.to_name) }) : t('activity.unassigned');
    case 'converted': {
      const clientId = Number(data.client_id);
      const name = text(data.client_name) || `#${clientId}`;
      return (
        <>
          {t('activity.converted')}{' '}
          {Number.isInteger(clientId) && clientId > 0 ? (
            <Link
              to={recordLink(base, 'client', clientId)}
              className="font-medium text-primary-700 hover:underline dark:text-primary-300"
            >
              {name}
            </Link>
          ) : (
            <span className="font-medium">{name}</span>
          )}
        </>
      );
    }
    case 'merged':
      return t('activity.merged', { name: text(data.merged_name) || `#${text(data.merged_id)}` });
    case 'attachment':
      return t('activity.attachment', { name: text(data.file_name) });
    case 'updated':
      return t('activity.updated');
    case 'call':
      return t(data.direction === 'inbound' ? 'activity.callFrom' : 'activity.callTo', {
        phone: formatPhone(text(data.phone)),
      });
    case 'task':
      return t(data.event === 'completed' ? 'activity.taskCompleted' : 'activity.taskCreated', {
        title: text(data.title),
      });
    default:
      return item.summary;
  }
}

/** One entry: icon on the rail, what happened, who and when. */
function Entry({ item, subject, base }: { item: ActivityItem; subject: RecordSubject; base: string }) {
  const { t } = useTranslation();
  const kind = useActivityEntryKind(item.type);
  const own = kind?.icon(item);
  const Icon = own?.icon ?? ICONS[item.type] ?? History;
  const data = item.data ?? {};
  // A note and an entry of its own kind name their author themselves.
  const showActor = item.type !== 'note' && !kind && item.actor;
  const type = RECORD_TYPES[item.subject.type];
  const foreign = type.module !== subject.module || item.subject.id !== subject.id;
  // The timeline does not know a contact's client, so an entry of a contact is not a link.
  const foreignPath = foreign ? recordLink(base, item.subject.type, item.subject.id) : null;
  const subjectLabel = t(type.labelKey).toLowerCase();
  return (
    <li className="group relative flex gap-3 pb-5 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-7 bottom-0 left-3.5 w-px bg-neutral-200 group-last:hidden dark:bg-neutral-800"
      />
      <span
        className={cn(
          'relative flex size-7 shrink-0 items-center justify-center rounded-full bg-white ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700 [&_svg]:size-3.5',
          own?.tone ?? ICON_TONES[item.type] ?? 'text-neutral-500 dark:text-neutral-400',
        )}
      >
        <Icon aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        {kind ? (
          <Suspense fallback={<p className="text-sm text-neutral-500">{item.summary}</p>}>
            <kind.Body item={item} base={base} />
          </Suspense>
        ) : item.type === 'note' ? (
          <div>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              <span className="font-medium text-neutral-900 dark:text-white">
                {item.actor?.name ?? t('activity.someone')}
              </span>{' '}
              {t('activity.noteAdded')}
              {data.pinned === true ? (
                <Pin aria-label={t('notes.pinned')} className="ml-1 inline size-3 text-warning-600" />
              ) : null}
            </p>
            <p className="mt-1.5 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm whitespace-pre-wrap break-words text-neutral-800 dark:border-neutral-800 dark:bg-neutral-800/40 dark:text-neutral-200">
              {text(data.body) || item.summary}
            </p>
          </div>
        ) : (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            <EntryBody item={item} base={base} />
          </p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-neutral-500 dark:text-neutral-400">
          {showActor ? <span>{item.actor?.name}</span> : null}
          {showActor ? <span aria-hidden="true">·</span> : null}
          <RelativeTime value={item.at} />
          {foreign ? (
            <>
              <span aria-hidden="true">·</span>
              {foreignPath ? (
                <Link to={foreignPath} className="hover:underline">
                  {t('activity.onSubject', { record: subjectLabel })}
                </Link>
              ) : (
                <span>{t('activity.onSubject', { record: subjectLabel })}</span>
              )}
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/**
 * The record's timeline (`GET /{module}/{id}/activity`): notes, status changes, creation,
 * conversion, files..., newest first, 20 at a time with "Load more". `header` goes above the
 * list (e.g. the note composer).
 */
export function ActivityTimeline({
  subject,
  header,
  bare = false,
}: {
  subject: RecordSubject;
  header?: ReactNode;
  /** Without its own card (inside a tab). */
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const orgCode = useParams().orgCode ?? '';
  const base = orgCode ? `/${orgCode}` : '';
  const activity = useActivity(subject);
  const items = activity.data?.pages.flatMap((page) => page.data) ?? [];

  const body = (
    <div className="px-4 py-4">
      {header ? <div className="mb-5">{header}</div> : null}
      {activity.isPending ? (
        <LoadingPanel label={t('activity.loading')} />
      ) : activity.isError ? (
        <QueryErrorPanel
          title={t('activity.loadError')}
          description={errorMessage(activity.error, activity.error.message)}
          onRetry={() => void activity.refetch()}
        />
      ) : items.length === 0 ? (
        <StatePanel icon={<History />} title={t('activity.empty')} description={t('activity.emptyHint')} />
      ) : (
        <>
          <ol aria-label={t('activity.title')}>
            {items.map((item) => (
              <Entry key={item.id} item={item} subject={subject} base={base} />
            ))}
          </ol>
          {activity.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                size="sm"
                onClick={() => void activity.fetchNextPage()}
                loading={activity.isFetchingNextPage}
              >
                {t('activity.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
  if (bare) return body;
  return (
    <Card aria-label={t('activity.title')}>
      <CardHeader title={t('activity.title')} />
      {body}
    </Card>
  );
}
