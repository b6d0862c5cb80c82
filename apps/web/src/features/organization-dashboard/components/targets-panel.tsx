import type { TargetProgress } from '@aurora/contracts/dashboard';
import { Goal, Settings2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StatePanel } from '../../../components/ui/state-panel';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { targetLink } from './dashboard-links';

/**
 * This month's targets with their progress and pace: the bar is the share reached, the tick the
 * share of the month gone by (none for the answer rate, which is measured against the target
 * itself). Administrators reach the targets editor from here.
 */
export function TargetsPanel({
  targets,
  elapsed,
  currency,
  today,
  base,
  canEdit,
}: {
  targets: TargetProgress[];
  elapsed: number;
  currency: string;
  today: string;
  base: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const shown = (target: TargetProgress, value: number) =>
    target.metric === 'won_amount'
      ? money.format(value, currency)
      : target.metric === 'answer_rate'
        ? format.number(value / 100, { style: 'percent', maximumFractionDigits: 0 })
        : format.number(value);
  return (
    <Card aria-labelledby="dashboard-targets">
      <CardHeader
        titleId="dashboard-targets"
        title={t('dashboard.targets.title')}
        description={t('dashboard.targets.hint', {
          elapsed: format.number(elapsed, { style: 'percent', maximumFractionDigits: 0 }),
        })}
        actions={
          canEdit ? (
            <Link
              to={`${base}/targets?month=${today.slice(0, 7)}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <Settings2 aria-hidden="true" />
              {t('dashboard.targets.set')}
            </Link>
          ) : undefined
        }
      />
      {targets.length === 0 ? (
        <StatePanel
          icon={<Goal />}
          title={t('dashboard.targets.empty')}
          description={canEdit ? t('dashboard.targets.emptyAdmin') : undefined}
          className="py-8"
        />
      ) : (
        <ul className="max-h-96 divide-y divide-neutral-100 overflow-y-auto dark:divide-neutral-800">
          {targets.map((target) => {
            const label = `${target.subject.name} · ${t(`dashboard.targets.metric.${target.metric}`)}`;
            const progress = t('dashboard.targets.progress', {
              actual: shown(target, target.actual),
              target: shown(target, target.target),
            });
            const to = targetLink(base, today, target);
            return (
              <li key={`${target.subject_type}:${target.subject.id}:${target.metric}`} className="px-4 py-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-neutral-900 dark:text-white">
                    {target.subject_type === 'team' ? (
                      <Users
                        aria-label={t('dashboard.targets.team')}
                        className="size-3.5 shrink-0 text-neutral-400"
                      />
                    ) : null}
                    {to ? (
                      <Link to={to} className="truncate hover:underline">
                        {label}
                      </Link>
                    ) : (
                      <span className="truncate">{label}</span>
                    )}
                  </span>
                  <Badge tone={target.pace === 'ahead' ? 'success' : 'warning'}>
                    {t(`dashboard.targets.${target.pace}`)}
                  </Badge>
                </div>
                <div className="relative mt-2">
                  <ProgressBar value={target.actual} max={target.target} label={label} valueText={progress} />
                  {target.metric === 'answer_rate' ? null : (
                    <span
                      aria-hidden="true"
                      className="absolute -top-0.5 h-3 w-0.5 rounded bg-neutral-500 dark:bg-neutral-300"
                      style={{ left: `${Math.min(100, elapsed * 100)}%` }}
                    />
                  )}
                </div>
                <p className="mt-1 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">{progress}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
