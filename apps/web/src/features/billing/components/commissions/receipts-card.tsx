import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyCell } from '../../../../components/data-table/cells';
import { Card, CardHeader } from '../../../../components/ui/card';
import { QueryErrorPanel } from '../../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../../components/ui/state-panel';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useCommissionReceipts } from '../../api/payables/get-commission-receipts';
import { td, th } from '../payables/billing-cells';

/**
 * The commission payments received, newest first: when, the reference, the bookings they paid,
 * the amount and what of it no booking has yet (a statement's unmatched or ignored lines).
 */
export function ReceiptsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const receipts = useCommissionReceipts();
  const rows = receipts.data ?? [];
  return (
    <Card aria-labelledby="billing-receipts-title">
      <CardHeader
        titleId="billing-receipts-title"
        title={t('payables.receipts.title')}
        description={t('payables.receipts.description')}
      />
      {receipts.isPending ? (
        <LoadingPanel label={t('payables.receipts.loading')} />
      ) : receipts.isError ? (
        <QueryErrorPanel
          title={t('payables.receipts.loadError')}
          description={receipts.error.message}
          onRetry={() => void receipts.refetch()}
        />
      ) : rows.length === 0 ? (
        <StatePanel icon={<HandCoins />} title={t('payables.receipts.empty')} />
      ) : (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('payables.receipts.title')}</caption>
            <thead className="sticky top-0 border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-950">
              <tr>
                <th scope="col" className={`${th} pl-4`}>
                  {t('payables.receipt.receivedOn')}
                </th>
                <th scope="col" className={th}>
                  {t('payables.receipt.reference')}
                </th>
                <th scope="col" className={th}>
                  {t('payables.receipts.bookings')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('payables.list.columns.amount')}
                </th>
                <th scope="col" className={`${th} pr-4 text-right`}>
                  {t('payables.receipts.unallocated')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {rows.map((receipt) => {
                const bookings = receipt.allocations
                  .map((allocation) => `${allocation.booking.trip.reference} · ${allocation.booking.title}`)
                  .join('\n');
                return (
                  <tr key={receipt.id}>
                    <td className={`${td} pl-4 whitespace-nowrap tabular-nums`}>
                      {format.day(receipt.received_on)}
                    </td>
                    <td className={`${td} w-[24%] max-w-0`}>
                      {receipt.reference ? (
                        <span className="block truncate" title={receipt.reference}>
                          {receipt.reference}
                        </span>
                      ) : (
                        <EmptyCell />
                      )}
                    </td>
                    <td className={`${td} w-[36%] max-w-0`}>
                      <span className="block truncate" title={bookings}>
                        {receipt.allocations[0]
                          ? `${receipt.allocations[0].booking.trip.reference} · ${receipt.allocations[0].booking.title}`
                          : t('payables.receipts.noBookings')}
                      </span>
                      {receipt.allocations.length > 1 ? (
                        <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                          {t('payables.receipts.more', { count: receipt.allocations.length - 1 })}
                        </span>
                      ) : null}
                    </td>
                    <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
                      {money.format(receipt.amount, receipt.currency)}
                    </td>
                    <td
                      className={`${td} pr-4 text-right whitespace-nowrap tabular-nums ${receipt.unallocated > 0 ? 'text-warning-800 dark:text-warning-300' : 'text-neutral-500'}`}
                    >
                      {money.format(receipt.unallocated, receipt.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
