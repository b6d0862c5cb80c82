import type { CallAnalytics } from '@aurora/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { useFormat } from '../../../lib/format';
import { ExportCsvButton } from './export-csv-button';

/** Counted calls by outcome, named as the organization's call outcomes name them, most first. */
export function OutcomesCard({ analytics, fileName }: { analytics: CallAnalytics; fileName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const definitions = useDefinitions('call_outcomes');
  const labelOf = (key: string | null) =>
    key === null
      ? t('callAnalytics.outcomes.none')
      : (definitions.data?.find((definition) => definition.key === key)?.label ?? key);
  const total = analytics.outcomes.reduce((sum, row) => sum + row.calls, 0);
  const rows = [...analytics.outcomes]
    .sort((a, b) => b.calls - a.calls)
    .map((row) => ({
      label: labelOf(row.outcome),
      calls: row.calls,
      share: total > 0 ? row.calls / total : 0,
    }));
  const title = t('callAnalytics.outcomes.title');
  const header = [
    t('callAnalytics.outcomes.outcome'),
    t('callAnalytics.outcomes.calls'),
    t('callAnalytics.outcomes.share'),
  ];
  const percent = (share: number) => format.number(share, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Card aria-labelledby="call-analytics-outcomes">
      <CardHeader
        titleId="call-analytics-outcomes"
        title={title}
        description={t('callAnalytics.outcomes.hint')}
        actions={
          <ExportCsvButton
            table={title}
            fileName={`call-outcomes-${fileName}`}
            header={header}
            rows={() => rows.map((row) => [row.label, format.number(row.calls), percent(row.share)])}
          />
        }
      />
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            {header.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-neutral-100 last:border-0 dark:border-neutral-800">
              <th
                scope="row"
                className="w-2/5 px-4 py-2 text-left font-normal text-neutral-700 dark:text-neutral-300"
              >
                {row.label}
              </th>
              <td className="px-2 py-2 text-right tabular-nums text-neutral-900 dark:text-white">
                {format.number(row.calls)}
              </td>
              <td className="w-2/5 px-4 py-2">
                <div className="flex items-center gap-2">
                  <div
                    aria-hidden="true"
                    className="h-2 flex-1 rounded-full bg-neutral-100 dark:bg-neutral-800"
                  >
                    <div
                      className="h-2 rounded-full bg-primary-500"
                      style={{ width: `${row.share * 100}%` }}
                    />
                  </div>
                  <span className="w-12 text-right text-xs tabular-nums text-neutral-500">
                    {percent(row.share)}
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
