import type { Payable, PayableState } from '@aurora/contracts/billing/payables';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { BookingCell, daysBetween, SupplierName, TripCell, td, th } from './billing-cells';

export const PAYABLE_TONES: Record<PayableState, Tone> = { due: 'info', overdue: 'error', paid: 'success' };

/**
 * The supplier payments, by due day: to whom, for which trip and booking, when, how much (in the
 * booking's currency) and where each stands; an open one has its "Mark paid" button.
 */
export function PayablesTable({
  payables,
  onMarkPaid,
}: {
  payables: Payable[];
  onMarkPaid: (payable: Payable) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const today = format.today();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('payables.list.title')}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              {t('payables.list.columns.supplier')}
            </th>
            <th scope="col" className={th}>
              {t('payables.list.columns.trip')}
            </th>
            <th scope="col" className={th}>
              {t('payables.list.columns.booking')}
            </th>
            <th scope="col" className={th}>
              {t('payables.list.columns.due_on')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.list.columns.amount')}
            </th>
            <th scope="col" className={th}>
              {t('payables.list.columns.state')}
            </th>
            <th scope="col" className={`${th} pr-4 text-right`}>
              <span className="sr-only">{t('payables.list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {payables.map((payable) => {
            const late = payable.state === 'overdue' ? daysBetween(payable.due_on, today) : 0;
            return (
              <tr key={`${payable.booking.id}-${payable.index}`}>
                <td className={`${td} w-[20%] max-w-0 pl-4`}>
                  <SupplierName supplier={payable.supplier} />
                </td>
                <td className={`${td} w-[22%] max-w-0`}>
                  <TripCell booking={payable.booking} />
                </td>
                <td className={`${td} w-[22%] max-w-0`}>
                  <BookingCell booking={payable.booking} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <time
                    dateTime={payable.due_on}
                    className="tabular-nums text-neutral-700 dark:text-neutral-300"
                  >
                    {format.day(payable.due_on)}
                  </time>
                  {payable.state === 'overdue' ? (
                    <span className="block text-xs text-error-700 dark:text-error-300">
                      {t('payables.list.daysLate', { count: late })}
                    </span>
                  ) : payable.state === 'due' && payable.due_on === today ? (
                    <span className="block text-xs text-warning-800 dark:text-warning-300">
                      {t('payables.list.dueToday')}
                    </span>
                  ) : null}
                </td>
                <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
                  {money.format(payable.amount, payable.currency)}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <Badge tone={PAYABLE_TONES[payable.state]}>{t(`payables.states.${payable.state}`)}</Badge>
                  {payable.paid_on ? (
                    <span className="mt-1 block text-xs text-neutral-500 dark:text-neutral-400">
                      {t('payables.list.paidOn', { date: format.day(payable.paid_on) })}
                      {payable.reference ? (
                        <span className="block max-w-40 truncate" title={payable.reference}>
                          {t('payables.list.reference', { reference: payable.reference })}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </td>
                <td className={`${td} pr-4 text-right whitespace-nowrap`}>
                  {payable.state === 'paid' ? null : (
                    <Button
                      size="sm"
                      onClick={() => onMarkPaid(payable)}
                      aria-label={t('payables.markPaid.actionFor', {
                        booking: payable.booking.title,
                        date: format.day(payable.due_on),
                      })}
                    >
                      {t('payables.markPaid.action')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
