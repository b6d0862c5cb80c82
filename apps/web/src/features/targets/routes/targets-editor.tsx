import { isMonth, shiftMonth } from '@aurora/contracts/months';
import { TARGET_METRICS, type TargetMetric, type TargetSubject } from '@aurora/contracts/targets';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useOrganizationAgents } from '../../../entities/agents/availability';
import { useTeams } from '../../../entities/teams/get-teams';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';
import { getMonthTargetsQueryOptions, useMonthTargets, useSetMonthTargets } from '../api/month-targets';
import { type Cells, cellKey, cellsOf, targetsOf } from '../components/target-grid';

type Subject = { type: TargetSubject; id: number; name: string };

/** The grid of one month: its agents and teams by the four metrics, filled from what is saved. */
function MonthGrid({
  code,
  month,
  subjects,
  initial,
  currency,
  decimals,
}: {
  code: string;
  month: string;
  subjects: Subject[];
  initial: Cells;
  currency: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const save = useSetMonthTargets(code, month);
  const [cells, setCells] = useState<Cells>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [copying, setCopying] = useState(false);
  const previous = shiftMonth(month, -1);

  const copyPrevious = async () => {
    setCopying(true);
    try {
      const saved = await queryClient.fetchQuery(getMonthTargetsQueryOptions(code, previous));
      setCells(cellsOf(saved.targets, decimals));
      setErrors({});
      toast({
        title: t('targets.copied', { count: saved.targets.length, month: format.month(previous) }),
        color: 'neutral',
      });
    } catch (error) {
      toastFailure({ title: t('targets.copyError'), error });
    } finally {
      setCopying(false);
    }
  };

  const submit = () => {
    const {
      targets,
      keys,
      errors: local,
    } = targetsOf(cells, decimals, {
      notANumber: t('targets.notANumber'),
      tooLarge: (max) => t('targets.tooLarge', { max: format.number(max) }),
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    save.mutate(
      { targets },
      {
        onSuccess: (saved) => {
          setCells(cellsOf(saved.targets, decimals));
          toast({ title: t('targets.saved', { month: format.month(month) }), color: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            // `targets.3.value`: the fourth target sent, which `keys` names.
            const byCell: Record<string, string> = {};
            for (const [field, messages] of Object.entries(error.errors)) {
              const key = keys[Number(field.split('.')[1])];
              if (key && messages[0]) byCell[key] = messages[0];
            }
            setErrors(byCell);
          }
          toastFailure({ title: t('targets.saveError'), error });
        },
      },
    );
  };

  const metricLabel = (metric: TargetMetric) =>
    metric === 'won_amount' ? t('targets.metric.won_amount', { currency }) : t(`targets.metric.${metric}`);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void copyPrevious()} loading={copying}>
          <Copy aria-hidden="true" />
          {t('targets.copy', { month: format.month(previous) })}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          <Save aria-hidden="true" />
          {t('targets.save')}
        </Button>
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('targets.caption', { month: format.month(month) })}</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-left text-xs text-neutral-500 dark:border-neutral-800 dark:text-neutral-400">
              <th scope="col" className="px-4 py-2 font-medium">
                {t('targets.subject')}
              </th>
              {TARGET_METRICS.map((metric) => (
                <th key={metric} scope="col" className="px-2 py-2 font-medium">
                  {metricLabel(metric)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {subjects.map((subject) => (
              <tr key={`${subject.type}:${subject.id}`}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-neutral-900 dark:text-white">
                  {subject.name}
                  <span className="ml-2 text-xs font-normal text-neutral-500 dark:text-neutral-400">
                    {t(`targets.subjectType.${subject.type}`)}
                  </span>
                </th>
                {TARGET_METRICS.map((metric) => {
                  const key = cellKey(subject.type, subject.id, metric);
                  const error = errors[key];
                  const id = `target-${key.replaceAll(':', '-')}`;
                  return (
                    <td key={metric} className="px-2 py-2 align-top">
                      <Input
                        id={id}
                        inputMode={metric === 'won_amount' ? 'decimal' : 'numeric'}
                        aria-label={`${subject.name} · ${metricLabel(metric)}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        value={cells[key] ?? ''}
                        onChange={(event) =>
                          setCells((current) => ({ ...current, [key]: event.target.value }))
                        }
                        className={cn('w-32 text-right tabular-nums', error && 'border-error-500')}
                      />
                      {error ? (
                        <p id={`${id}-error`} className="mt-1 text-xs text-error-700 dark:text-error-400">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </form>
  );
}

/**
 * Administrators set a month's targets: agents and teams by won amount, won deals, calls and answer
 * rate; an empty cell sets none. The month is in the URL (`?month=2026-05`).
 */
export function TargetsEditorRoute() {
  const { t } = useTranslation();
  const code = useParams().orgCode ?? '';
  const format = useFormat();
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const typed = params.get('month');
  const month = isMonth(typed) ? typed : format.today().slice(0, 7);
  const { current } = useOrganizations();
  const saved = useMonthTargets(code, month);
  const { agents, query: agentsQuery } = useOrganizationAgents();
  const teams = useTeams(code);
  const queries = [saved, agentsQuery, teams];
  const failed = queries.find((query) => query.isError);

  return (
    <div>
      <PageHeader
        eyebrow={current?.name}
        title={t('targets.title')}
        description={t('targets.description')}
        actions={
          <Link to={`/${code}`} className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" />
            {t('targets.back')}
          </Link>
        }
      />
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor="targets-month" className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
          {t('targets.month')}
        </label>
        {/* The input fills its box: the box keeps it a month's width. */}
        <div className="w-44">
          <Input
            id="targets-month"
            type="month"
            value={month}
            onChange={(event) => {
              if (isMonth(event.target.value)) setParams({ month: event.target.value }, { replace: true });
            }}
          />
        </div>
      </div>
      {failed ? (
        <QueryErrorCard
          title={t('targets.loadError')}
          description={failed.error?.message}
          onRetry={() => {
            for (const query of queries) void query.refetch();
          }}
        />
      ) : saved.data && agentsQuery.data && teams.data ? (
        <MonthGrid
          key={month}
          code={code}
          month={month}
          currency={saved.data.currency}
          decimals={money.decimalsOf(saved.data.currency)}
          initial={cellsOf(saved.data.targets, money.decimalsOf(saved.data.currency))}
          subjects={[
            ...agents.map((agent) => ({ type: 'agent' as const, id: agent.id, name: agent.name })),
            ...teams.data.map((team) => ({ type: 'team' as const, id: team.id, name: team.name })),
          ]}
        />
      ) : (
        <Card>
          <LoadingPanel label={t('targets.loading')} />
        </Card>
      )}
    </div>
  );
}
