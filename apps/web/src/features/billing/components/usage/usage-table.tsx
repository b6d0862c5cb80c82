import type { UsageGroup, UsageReport, UsageRow } from '@aurora/contracts/billing/usage';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from '../../../../entities/calls/call-duration';
import { useFormat } from '../../../../lib/format';
import { td, th } from '../payables/billing-cells';
import { CostList } from './usage-costs';

/** A row's name in the interface's language: a day in its words, a direction translated, "no agent". */
export function useUsageLabel(group: UsageGroup) {
  const { t } = useTranslation();
  const format = useFormat();
  return (row: Pick<UsageRow, 'key' | 'label'>): string => {
    if (group === 'day' && row.key) return format.day(row.key);
    if (group === 'direction' && (row.key === 'inbound' || row.key === 'outbound')) {
      return t(`payables.usage.directions.${row.key}`);
    }
    if (row.key === null && group === 'agent') return t('payables.usage.noAgent');
    if (row.key === null && group === 'number') return t('payables.usage.noNumber');
    return row.label;
  };
}

/** The month's calls grouped (by agent, number, direction or day), with the totals' row under them. */
export function UsageTable({ report }: { report: UsageReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labelOf = useUsageLabel(report.group);
  const figures = (row: Pick<UsageRow, 'calls' | 'unpriced_calls' | 'billed_minutes' | 'talk_seconds'>) => (
    <>
      <td className={`${td} text-right tabular-nums`}>{format.number(row.calls)}</td>
      <td
        className={`${td} text-right tabular-nums ${row.unpriced_calls > 0 ? 'text-warning-800 dark:text-warning-300' : 'text-neutral-500'}`}
      >
        {format.number(row.unpriced_calls)}
      </td>
      <td className={`${td} text-right tabular-nums`}>{format.number(row.billed_minutes)}</td>
      <td className={`${td} text-right tabular-nums text-neutral-600 dark:text-neutral-400`}>
        {formatCallDuration(row.talk_seconds)}
      </td>
    </>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t(`payables.usage.groupCaptions.${report.group}`)}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              {t(`payables.usage.groups.${report.group}`)}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.usage.columns.calls')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.usage.columns.unpriced_calls')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.usage.columns.billed_minutes')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.usage.columns.talk_time')}
            </th>
            <th scope="col" className={`${th} pr-4 text-right`}>
              {t('payables.usage.columns.cost')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {report.rows.map((row) => (
            <tr key={row.key ?? 'none'}>
              <th scope="row" className={`${td} pl-4 text-left font-medium text-neutral-900 dark:text-white`}>
                {labelOf(row)}
              </th>
              {figures(row)}
              <td className={`${td} pr-4 text-right`}>
                <CostList costs={row.cost} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-neutral-200 bg-neutral-50/70 font-semibold dark:border-neutral-800 dark:bg-neutral-950/40">
          <tr>
            <th scope="row" className={`${td} pl-4 text-left`}>
              {t('payables.usage.total')}
            </th>
            {figures(report.totals)}
            <td className={`${td} pr-4 text-right`}>
              <CostList costs={report.totals.calls_cost} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
