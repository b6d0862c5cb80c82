import type { Call, CallableType } from '@aurora/contracts/calls';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../components/data-table/pagination';
import type { RecordTab } from '../../components/record/record-tabs';
import { QueryErrorPanel } from '../../components/ui/query-error-card';
import { RelativeTime } from '../../components/ui/relative-time';
import { LoadingPanel, StatePanel } from '../../components/ui/state-panel';
import { cn } from '../../lib/cn';
import { useDefinitions } from '../reference/reference-data';
import { callIcon } from './call-activity-kind';
import { formatCallDuration } from './call-duration';
import { callStoryOf, callTitle } from './call-story';
import { RECORD_CALLS_PER_PAGE, recordCallsQuery, useCalls } from './get-calls';

type CallSubject = { type: CallableType; id: number };

/** A record page's Calls tab; its count reads the tab's first page ahead, so opening it costs nothing. */
export function useRecordCallsTab(subject: CallSubject, base: string): RecordTab {
  const { t } = useTranslation();
  const calls = useCalls(recordCallsQuery(subject));
  return {
    value: 'calls',
    icon: Phone,
    label: t('calls.title'),
    count: calls.data?.meta.total,
    content: <RecordCallsPanel subject={subject} base={base} />,
  };
}

/**
 * The calls about one record (a record page's Calls tab), newest first: who, when, how long, the outcome
 * and the start of the notes, each a link to its call's page; paged past ten.
 */
export function RecordCallsPanel({ subject, base }: { subject: CallSubject; base: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(RECORD_CALLS_PER_PAGE);
  const calls = useCalls({ ...recordCallsQuery(subject, page), per_page: String(perPage) });

  if (calls.isPending) return <LoadingPanel label={t('calls.record.loading')} />;
  if (calls.isError) {
    return (
      <div className="p-4">
        <QueryErrorPanel title={t('calls.record.loadError')} onRetry={() => void calls.refetch()} />
      </div>
    );
  }
  if (calls.data.meta.total === 0) {
    return (
      <StatePanel
        icon={<Phone />}
        title={t('calls.record.empty')}
        description={t('calls.record.emptyHint')}
        className="py-10"
      />
    );
  }
  return (
    <div className={cn(calls.isPlaceholderData && 'opacity-60')}>
      <ul aria-label={t('calls.title')} className="divide-y divide-neutral-100 dark:divide-neutral-800">
        {calls.data.data.map((call) => (
          <CallRow key={call.id} call={call} base={base} />
        ))}
      </ul>
      {calls.data.meta.last_page > 1 ? (
        <Pagination
          meta={calls.data.meta}
          onPage={setPage}
          onPerPage={(value) => {
            setPerPage(value);
            setPage(1);
          }}
        />
      ) : null}
    </div>
  );
}

function CallRow({ call, base }: { call: Call; base: string }) {
  const { t } = useTranslation();
  const outcomes = useDefinitions('call_outcomes');
  const { icon: Icon, tone } = callIcon(call);
  const outcome = call.outcome
    ? ((outcomes.data ?? []).find((definition) => definition.key === call.outcome)?.label ?? call.outcome)
    : null;
  const facts = [
    call.duration_seconds ? formatCallDuration(call.duration_seconds) : null,
    outcome,
    call.agent?.name ?? null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className="flex gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full bg-white ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700 [&_svg]:size-3.5',
          tone ?? 'text-neutral-500 dark:text-neutral-400',
        )}
      >
        <Icon />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Link
            to={`${base}/calls/${call.id}`}
            className="text-sm font-medium text-neutral-900 hover:underline dark:text-white"
          >
            {callTitle(t, callStoryOf(call))}
          </Link>
          <RelativeTime value={call.started_at} className="text-xs text-neutral-500 dark:text-neutral-400" />
        </div>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          {[t(`calls.story.directions.${call.direction}`), ...facts].join(' · ')}
        </p>
        {call.notes ? (
          <p className="mt-1 line-clamp-2 text-sm break-words text-neutral-700 dark:text-neutral-300">
            {call.notes}
          </p>
        ) : null}
      </div>
    </li>
  );
}
