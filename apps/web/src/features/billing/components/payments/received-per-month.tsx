import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../../components/ui/card';
import { LoadingPanel } from '../../../../components/ui/state-panel';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useBillingSummary } from '../../api/calendar/get-billing-summary';

// Recharts loads with the first chart shown, not with the billing screen.
const ReceivedChart = lazy(() =>
  import('./received-chart').then((module) => ({ default: module.ReceivedChart })),
);

/** The payments tab's chart: what came in each of the last twelve months, from the billing summary. */
export function ReceivedPerMonth() {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const summary = useBillingSummary();
  if (!summary.data) return null;
  const data = summary.data;
  return (
    <Card aria-labelledby="billing-received-title" className="mb-4">
      <CardHeader
        titleId="billing-received-title"
        title={t('invoices.paymentsList.received.title')}
        description={t('invoices.paymentsList.received.hint', { currency: data.currency })}
      />
      <div className="px-4 pb-3">
        <Suspense fallback={<LoadingPanel label={t('invoices.paymentsList.received.loading')} />}>
          <ReceivedChart summary={data} />
        </Suspense>
        <table className="sr-only">
          <caption>{t('invoices.paymentsList.received.title')}</caption>
          <tbody>
            {data.received_by_month.map((month) => (
              <tr key={month.month}>
                <th scope="row">{format.month(month.month)}</th>
                <td>{money.format(month.amount, data.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
