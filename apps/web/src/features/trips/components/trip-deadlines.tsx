import type { TripDeadline } from '@aurora/contracts/travel/trips';
import { CalendarClock, ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { type Format, useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { isPast } from './trip-format';

/**
 * When a deadline falls due, in the organization's zone: an option or ticketing deadline's day and
 * time; a payment's or a commission's day alone (it is due by the end of that day, the instant
 * the API gives).
 */
function formatDueAt(deadline: TripDeadline, format: Format): string {
  const byEndOfDay = deadline.type === 'supplier_payment' || deadline.type === 'commission';
  return byEndOfDay
    ? format.date(new Date(new Date(deadline.due_at).getTime() - 1))
    : format.dateTime(deadline.due_at);
}

/** "in 2 days", or "2 days ago" in red once it has passed; the date in full on hover. */
export function DeadlineDue({ deadline, now }: { deadline: TripDeadline; now?: Date }) {
  const format = useFormat();
  const overdue = isPast(deadline.due_at, now);
  return (
    <time
      dateTime={deadline.due_at}
      title={formatDueAt(deadline, format)}
      className={cn(
        'tabular-nums',
        overdue ? 'font-medium text-error-600 dark:text-error-400' : 'text-neutral-700 dark:text-neutral-300',
      )}
    >
      {format.relative(deadline.due_at, now)}
    </time>
  );
}

/** The dates the trip's bookings must not miss, soonest first; overdue ones in red. */
export function TripDeadlinesPanel({ deadlines, now }: { deadlines: TripDeadline[]; now?: Date }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const base = `/${useParams().orgCode ?? ''}`;
  const title = t('tripPage.deadlines.title');
  return (
    <Card aria-label={title}>
      <CardHeader title={title} description={t('tripPage.deadlines.hint')} />
      {deadlines.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-neutral-500 dark:text-neutral-400">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {t('tripPage.deadlines.none')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {deadlines.map((deadline) => {
            const overdue = isPast(deadline.due_at, now);
            return (
              <li
                key={`${deadline.type}-${deadline.booking.id}-${deadline.due_at}`}
                className="flex items-start justify-between gap-3 px-4 py-2.5 text-sm"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 font-medium text-neutral-900 dark:text-neutral-100">
                    {t(`trips.deadlineTypes.${deadline.type}`)}
                    {overdue ? (
                      <span className="rounded bg-error-50 px-1.5 py-0.5 text-[11px] font-semibold text-error-700 ring-1 ring-error-600/20 ring-inset dark:bg-error-500/10 dark:text-error-300">
                        {t('tripPage.deadlines.overdue')}
                      </span>
                    ) : null}
                  </p>
                  <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
                    {deadline.booking.title}
                    {deadline.amount !== null && deadline.currency
                      ? ` · ${money.format(deadline.amount, deadline.currency)}`
                      : null}
                  </p>
                  {deadline.task_id ? (
                    <Link
                      to={`${base}/tasks?task=${deadline.task_id}`}
                      className="mt-0.5 inline-flex items-center gap-1 text-xs text-primary-700 hover:underline dark:text-primary-300"
                    >
                      <ListTodo aria-hidden="true" className="size-3.5" />
                      {t('tripPage.deadlines.task')}
                    </Link>
                  ) : null}
                </div>
                <div className="shrink-0 text-right">
                  <DeadlineDue deadline={deadline} now={now} />
                  <p className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                    {formatDueAt(deadline, format)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
