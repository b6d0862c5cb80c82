import type { DashboardFigures } from '@aurora/contracts/dashboard';
import { DASHBOARD_DAYS_AHEAD, type DashboardFigure } from '@aurora/contracts/dashboard-figures';
import {
  AlarmClock,
  ArrowDownRight,
  ArrowUpRight,
  CalendarClock,
  type LucideIcon,
  PhoneCall,
  Plane,
  Receipt,
  Trophy,
  Workflow,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { figureLink } from './dashboard-links';

type Card = {
  figure: DashboardFigure;
  label: string;
  icon: LucideIcon;
  value: string;
  hint: string;
  change?: ReactNode;
  /** Red when not zero: something is late. */
  late?: boolean;
};

/**
 * A figure's change against the earlier one it is compared with (`change`: a share of `previous`,
 * null when there was nothing to compare with), in the words of its `comparison`.
 */
function Change({
  change,
  previous,
  comparison,
}: {
  change: number | null;
  previous: string;
  comparison: 'won' | 'calls' | 'answerRate';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (change === null || change === 0) {
    return (
      <span className="truncate text-neutral-500 dark:text-neutral-400">
        {t(`dashboard.change.${comparison}.${change === null ? 'none' : 'same'}`)}
      </span>
    );
  }
  const percent = format.number(Math.abs(change), { style: 'percent', maximumFractionDigits: 0 });
  const up = change > 0;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex min-w-0 items-center gap-0.5',
        up ? 'text-success-700 dark:text-success-400' : 'text-error-700 dark:text-error-400',
      )}
    >
      <Arrow aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">
        {t(`dashboard.change.${comparison}.${up ? 'up' : 'down'}`, { percent, previous })}
      </span>
    </span>
  );
}

/**
 * The KPI cards, each a link to the list it counts with the same filters; with `userId`, the
 * user's own (no invoices: an invoice has no owner of its own).
 */
export function FigureCards({
  figures,
  currency,
  today,
  base,
  userId,
  label,
}: {
  figures: DashboardFigures;
  currency: string;
  today: string;
  base: string;
  userId?: number;
  label: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const won = figures.won_this_month;
  const calls = figures.calls_today;
  const rate = (value: number | null) =>
    value === null ? '–' : format.number(value, { style: 'percent', maximumFractionDigits: 0 });
  const cards: Card[] = [
    {
      figure: 'pipeline',
      label: t('dashboard.figures.pipeline'),
      icon: Workflow,
      value: money.format(figures.pipeline.amount, currency),
      hint: t('dashboard.figures.pipelineHint', {
        count: figures.pipeline.count,
        weighted: money.format(figures.pipeline.weighted_amount, currency, { compact: true }),
      }),
    },
    {
      figure: 'won_this_month',
      label: t('dashboard.figures.won'),
      icon: Trophy,
      value: money.format(won.amount, currency),
      hint: t('dashboard.figures.wonHint', { count: won.count }),
      change: (
        <Change
          change={won.previous.amount === 0 ? null : (won.amount - won.previous.amount) / won.previous.amount}
          previous={money.format(won.previous.amount, currency)}
          comparison="won"
        />
      ),
    },
    {
      figure: 'trips_departing',
      label: t('dashboard.figures.trips'),
      icon: Plane,
      value: format.number(figures.trips_departing),
      hint: t('dashboard.figures.tripsHint', { days: DASHBOARD_DAYS_AHEAD }),
    },
    ...(figures.invoices_overdue
      ? [
          {
            figure: 'invoices_overdue' as const,
            label: t('dashboard.figures.invoices'),
            icon: Receipt,
            value: money.format(figures.invoices_overdue.amount, currency),
            hint: t('dashboard.figures.invoicesHint', { count: figures.invoices_overdue.count }),
            late: figures.invoices_overdue.count > 0,
          },
        ]
      : []),
    {
      figure: 'tasks_overdue',
      label: t('dashboard.figures.tasks'),
      icon: figures.tasks_overdue > 0 ? AlarmClock : CalendarClock,
      value: format.number(figures.tasks_overdue),
      hint: t('dashboard.figures.tasksHint'),
      late: figures.tasks_overdue > 0,
    },
    {
      figure: 'calls_today',
      label: t('dashboard.figures.calls'),
      icon: PhoneCall,
      value: format.number(calls.count),
      hint:
        calls.answer_rate === null
          ? t('dashboard.figures.callsHintNone')
          : t('dashboard.figures.callsHint', { rate: rate(calls.answer_rate) }),
      change: (
        <>
          <Change
            change={calls.change.count}
            previous={format.number(calls.previous.count)}
            comparison="calls"
          />
          <Change
            change={calls.change.answer_rate}
            previous={rate(calls.previous.answer_rate)}
            comparison="answerRate"
          />
        </>
      ),
    },
  ];
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
      {cards.map((card) => (
        <li key={card.figure}>
          <Link
            to={figureLink(base, card.figure, today, userId)}
            className="group flex h-full flex-col rounded-lg border border-neutral-200 bg-white p-4 shadow-xs outline-none transition-colors hover:border-primary-300 focus-visible:ring-2 focus-visible:ring-primary-500 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-700"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate text-xs font-medium text-neutral-500 dark:text-neutral-400">
                {card.label}
              </span>
              <card.icon aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
            </span>
            <span
              title={card.value}
              className={cn(
                'mt-2 block truncate text-2xl font-semibold tracking-tight tabular-nums',
                card.late ? 'text-error-700 dark:text-error-400' : 'text-neutral-900 dark:text-white',
              )}
            >
              {card.value}
            </span>
            <span className="mt-1 block truncate text-xs text-neutral-500 dark:text-neutral-400">
              {card.hint}
            </span>
            {card.change ? <span className="mt-1 flex flex-col text-xs">{card.change}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
