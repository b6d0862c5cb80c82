import {
  type AgentAnalytics,
  CALL_METRICS,
  type CallAnalytics,
  callsPerWon,
  type MetricFormat,
  occupancy,
  recoveryRate,
  revenuePerTalkHour,
} from '@aurora/contracts/analytics';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { ExportCsvButton } from './export-csv-button';
import { useMetricText } from './use-metric-text';

type Column = {
  id:
    | 'calls'
    | 'answered'
    | 'talk_time'
    | 'average_handle_time'
    | 'occupancy'
    | 'available'
    | 'on_call'
    | 'wrap_up'
    | 'unavailable'
    | 'recovery_rate'
    | 'calls_per_won'
    | 'revenue_per_talk_hour';
  format: MetricFormat | 'ratio' | 'money';
  value: (agent: AgentAnalytics) => number | null;
};

const COLUMNS: Column[] = [
  { id: 'calls', format: 'count', value: (agent) => agent.counters.inbound + agent.counters.outbound },
  { id: 'answered', format: 'count', value: (agent) => agent.counters.answered },
  { id: 'talk_time', format: 'duration', value: (agent) => agent.counters.talk_seconds },
  {
    id: 'average_handle_time',
    format: 'duration',
    value: (agent) => CALL_METRICS.average_handle_time.value(agent.counters),
  },
  { id: 'occupancy', format: 'percent', value: (agent) => occupancy(agent.time) },
  { id: 'available', format: 'duration', value: (agent) => agent.time.available },
  { id: 'on_call', format: 'duration', value: (agent) => agent.time.on_call },
  { id: 'wrap_up', format: 'duration', value: (agent) => agent.time.wrap_up },
  { id: 'unavailable', format: 'duration', value: (agent) => agent.time.unavailable },
  { id: 'recovery_rate', format: 'percent', value: (agent) => recoveryRate(agent.recovery) },
  { id: 'calls_per_won', format: 'ratio', value: callsPerWon },
  { id: 'revenue_per_talk_hour', format: 'money', value: revenuePerTalkHour },
];

type Sort = { by: Column['id'] | 'agent'; descending: boolean };

/** Each agent's calls, time in each state and results, sortable by any column; unknown values sort last. */
export function AgentsTable({ analytics, fileName }: { analytics: CallAnalytics; fileName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const metric = useMetricText();
  const [sort, setSort] = useState<Sort>({ by: 'calls', descending: true });

  const text = (column: Column, agent: AgentAnalytics) => {
    const value = column.value(agent);
    if (value === null) return '—';
    if (column.format === 'money') return money.format(Math.round(value), analytics.currency);
    if (column.format === 'ratio') return format.number(value, { maximumFractionDigits: 1 });
    return metric(column.format, value);
  };
  const compare = (a: AgentAnalytics, b: AgentAnalytics) => {
    if (sort.by === 'agent') return a.agent.name.localeCompare(b.agent.name, format.scope.words);
    const column = COLUMNS.find((item) => item.id === sort.by);
    const [x, y] = [column?.value(a) ?? null, column?.value(b) ?? null];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sort.descending ? y - x : x - y;
  };
  const compared = [...analytics.agents].sort((a, b) =>
    sort.by === 'agent' && sort.descending ? compare(b, a) : compare(a, b),
  );
  const reasonsOf = (agent: AgentAnalytics) =>
    agent.time.unavailable_by_reason
      .map(
        (item) => `${item.reason ?? t('callAnalytics.agents.noReason')} ${metric('duration', item.seconds)}`,
      )
      .join(', ');

  const title = t('callAnalytics.agents.title');
  const labelOf = (id: Sort['by']) => t(`callAnalytics.agents.columns.${id}`);
  const header = [labelOf('agent'), ...COLUMNS.map((column) => labelOf(column.id))];
  const sortBy = (by: Sort['by']) =>
    setSort((current) => ({ by, descending: current.by === by ? !current.descending : by !== 'agent' }));

  const headerCell = (id: Sort['by'], align: 'left' | 'right') => (
    <th
      key={id}
      scope="col"
      aria-sort={sort.by === id ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      className={cn('px-3 py-2 font-medium whitespace-nowrap', align === 'left' ? 'text-left' : 'text-right')}
    >
      <button
        type="button"
        onClick={() => sortBy(id)}
        title={id === 'occupancy' ? t('callAnalytics.agents.occupancyFormula') : undefined}
        className="inline-flex items-center gap-1 hover:text-neutral-900 dark:hover:text-white"
      >
        {labelOf(id)}
        {sort.by === id ? (
          sort.descending ? (
            <ArrowDown aria-hidden="true" className="size-3" />
          ) : (
            <ArrowUp aria-hidden="true" className="size-3" />
          )
        ) : null}
      </button>
    </th>
  );

  return (
    <Card aria-labelledby="call-analytics-agents">
      <CardHeader
        titleId="call-analytics-agents"
        title={title}
        description={t('callAnalytics.agents.hint')}
        actions={
          <ExportCsvButton
            table={title}
            fileName={`call-agents-${fileName}`}
            header={header}
            rows={() =>
              compared.map((agent) => [agent.agent.name, ...COLUMNS.map((column) => text(column, agent))])
            }
          />
        }
      />
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-neutral-50 text-xs text-neutral-500 dark:bg-neutral-900/60 dark:text-neutral-400">
            <tr>
              {headerCell('agent', 'left')}
              {COLUMNS.map((column) => headerCell(column.id, 'right'))}
            </tr>
          </thead>
          <tbody>
            {compared.map((agent) => (
              <tr key={agent.agent.id} className="border-t border-neutral-100 dark:border-neutral-800">
                <th scope="row" className="px-3 py-2 text-left font-medium text-neutral-900 dark:text-white">
                  {agent.agent.name}
                </th>
                {COLUMNS.map((column) => (
                  <td
                    key={column.id}
                    title={
                      column.id === 'unavailable' && agent.time.unavailable_by_reason.length > 0
                        ? t('callAnalytics.agents.unavailableBy', { reasons: reasonsOf(agent) })
                        : undefined
                    }
                    className="px-3 py-2 text-right whitespace-nowrap tabular-nums text-neutral-700 dark:text-neutral-300"
                  >
                    {text(column, agent)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
