import type { Commission } from '@aurora/contracts/billing/payables';
import type { CommissionState } from '@aurora/contracts/travel/suppliers';
import { useTranslation } from 'react-i18next';
import { EmptyCell } from '../../../../components/data-table/cells';
import { Badge, type Tone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { BookingTripCell, SupplierName, td, th } from '../payables/billing-cells';

export const COMMISSION_TONES: Record<CommissionState, Tone> = {
  expected: 'info',
  received: 'success',
  overdue: 'error',
};

/**
 * Each booking's commission: the supplier, the trip and booking, when it is expected, what was
 * expected, received and is still to come (in the booking's currency) and where it stands; one
 * still open has its "Record received" button.
 */
export function CommissionsTable({
  commissions,
  onRecord,
}: {
  commissions: Commission[];
  onRecord: (commission: Commission) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('payables.commissions.title')}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              {t('payables.list.columns.supplier')}
            </th>
            <th scope="col" className={th}>
              {t('payables.list.columns.booking')}
            </th>
            <th scope="col" className={th}>
              {t('payables.commissions.columns.expected_on')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.commissions.columns.expected')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.commissions.columns.received')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payables.commissions.columns.open')}
            </th>
            <th scope="col" className={th}>
              {t('payables.list.columns.state')}
            </th>
            <th scope="col" className={`${th} pr-4`}>
              <span className="sr-only">{t('payables.list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {commissions.map((commission) => (
            <tr key={commission.booking.id}>
              <td className={`${td} w-[17%] max-w-0 pl-4`}>
                <SupplierName supplier={commission.supplier} />
              </td>
              <td className={`${td} w-[30%] max-w-0`}>
                <BookingTripCell booking={commission.booking} />
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums text-neutral-700 dark:text-neutral-300`}>
                {commission.expected_on ? (
                  <time dateTime={commission.expected_on}>{format.day(commission.expected_on)}</time>
                ) : (
                  <EmptyCell />
                )}
              </td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                {money.format(commission.expected, commission.currency)}
              </td>
              <td
                className={`${td} text-right whitespace-nowrap tabular-nums text-neutral-600 dark:text-neutral-400`}
              >
                {money.format(commission.received, commission.currency)}
              </td>
              <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
                {money.format(commission.open, commission.currency)}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <Badge tone={COMMISSION_TONES[commission.state]}>
                  {t(`payables.commissions.states.${commission.state}`)}
                </Badge>
              </td>
              <td className={`${td} pr-4 text-right whitespace-nowrap`}>
                {commission.open > 0 ? (
                  <Button
                    size="sm"
                    onClick={() => onRecord(commission)}
                    aria-label={t('payables.receipt.actionFor', { booking: commission.booking.title })}
                  >
                    {t('payables.receipt.rowAction')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
