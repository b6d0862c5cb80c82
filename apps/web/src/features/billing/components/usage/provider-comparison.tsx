import type { UsageReport } from '@aurora/contracts/billing/usage';
import { CircleAlert, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../../components/ui/card';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { td, th } from '../payables/billing-cells';

type Figures = { count: number; usage: number; cost: string };

/**
 * The provider's own usage records for the month beside ours, and the difference, when it keeps
 * some (Twilio); otherwise why there is nothing to compare: the provider failed, or the simulator
 * keeps no records.
 */
export function ProviderComparison({ report }: { report: UsageReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const comparison = report.provider;
  if (!comparison) {
    const failed = report.provider_error !== null;
    return (
      <Card aria-labelledby="billing-usage-provider-title">
        <CardHeader titleId="billing-usage-provider-title" title={t('payables.usage.provider.title')} />
        <div
          role={failed ? 'alert' : undefined}
          className={`flex items-start gap-2 px-4 py-3 text-sm ${failed ? 'text-error-700 dark:text-error-300' : 'text-neutral-600 dark:text-neutral-400'}`}
        >
          {failed ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <p>{failed ? report.provider_error : t('payables.usage.provider.none')}</p>
        </div>
      </Card>
    );
  }
  const cell = (figures: Figures, strong = false) => (
    <>
      <td className={`${td} text-right tabular-nums ${strong ? 'font-medium' : ''}`}>
        {format.number(figures.count)}
      </td>
      <td className={`${td} text-right tabular-nums ${strong ? 'font-medium' : ''}`}>
        {format.number(figures.usage)}
      </td>
      <td className={`${td} text-right tabular-nums ${strong ? 'font-medium' : ''}`}>
        {money.amount(figures.cost, comparison.currency)}
      </td>
    </>
  );
  return (
    <Card aria-labelledby="billing-usage-provider-title">
      <CardHeader
        titleId="billing-usage-provider-title"
        title={t('payables.usage.provider.titleOf', { provider: comparison.provider })}
        description={[
          t('payables.usage.provider.period', {
            from: format.day(comparison.start_date),
            to: format.day(comparison.end_date),
            currency: comparison.currency,
          }),
          comparison.as_of
            ? t('payables.usage.provider.asOf', { date: format.dateTime(comparison.as_of) })
            : null,
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('payables.usage.provider.title')}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
            <tr>
              <th scope="col" rowSpan={2} className={`${th} pl-4 align-bottom`}>
                {t('payables.usage.provider.category')}
              </th>
              {(['provider', 'ours', 'difference'] as const).map((side) => (
                <th key={side} scope="colgroup" colSpan={3} className={`${th} text-center`}>
                  {side === 'provider' ? comparison.provider : t(`payables.usage.provider.${side}`)}
                </th>
              ))}
            </tr>
            <tr>
              {(['provider', 'ours', 'difference'] as const).flatMap((side) =>
                (['count', 'usage', 'cost'] as const).map((figure) => (
                  <th key={`${side}-${figure}`} scope="col" className={`${th} text-right`}>
                    {t(`payables.usage.provider.figures.${figure}`)}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {comparison.lines.map((line) => (
              <tr key={line.category}>
                <th scope="row" className={`${td} pl-4 text-left font-medium`}>
                  {t(`payables.usage.provider.categories.${line.category}`)}
                </th>
                {cell(line.provider)}
                {cell(line.ours)}
                {cell(line.difference, true)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
