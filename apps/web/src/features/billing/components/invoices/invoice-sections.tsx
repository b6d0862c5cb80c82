import type { Instalment, Invoice } from '@aurora/contracts/billing/invoices';
import { toMajorUnits } from '@aurora/contracts/money';
import { useTranslation } from 'react-i18next';
import { EmptyCell } from '../../../../components/data-table/cells';
import { Badge, type Tone } from '../../../../components/ui/badge';
import { Card, CardHeader } from '../../../../components/ui/card';
import { FigureTile } from '../../../../components/ui/figure-tile';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';

const th = 'px-4 py-2 text-left text-xs font-medium text-neutral-500 dark:text-neutral-400';
const td = 'px-4 py-2.5 align-top text-sm text-neutral-800 dark:text-neutral-200';
const num = 'text-right tabular-nums';

/** A tax rate in basis points as a percentage in the interface's language: 1600 -> "16 %". */
export function useTaxRate() {
  const { i18n } = useTranslation();
  return (basisPoints: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(toMajorUnits(basisPoints, 4)),
    );
}

/** What the invoice comes to, what is paid and credited, and what is left to collect. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = (amount: number) => money.format(amount, invoice.currency);
  const open = invoice.kind === 'invoice' && invoice.status !== 'draft' && invoice.status !== 'void';
  const inOrganization =
    invoice.currency !== invoice.organization_currency &&
    invoice.exchange_rate &&
    invoice.total_in_organization_currency !== null
      ? t('invoices.page.inOrganizationCurrency', {
          amount: money.format(invoice.total_in_organization_currency, invoice.organization_currency),
        })
      : invoice.currency;
  return (
    <section aria-label={t('invoices.page.totals')}>
      <h2 className="sr-only">{t('invoices.page.totals')}</h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FigureTile label={t('invoices.fields.total')} value={format(invoice.total)} hint={inOrganization} />
        {invoice.kind === 'credit_note' ? null : (
          <>
            <FigureTile
              label={t('invoices.fields.paid')}
              value={format(invoice.paid)}
              tone={invoice.paid > 0 ? 'success' : 'neutral'}
            />
            <FigureTile label={t('invoices.fields.credited')} value={format(invoice.credited)} />
            <FigureTile
              label={t('invoices.fields.balance')}
              value={open ? format(invoice.balance) : '—'}
              hint={
                !open
                  ? null
                  : invoice.balance > 0
                    ? t('invoices.page.toCollect')
                    : invoice.balance === 0
                      ? t('invoices.page.settled')
                      : t('invoices.page.overpaid')
              }
              tone={
                !open
                  ? 'neutral'
                  : invoice.status === 'overdue'
                    ? 'error'
                    : invoice.balance > 0
                      ? 'warning'
                      : 'success'
              }
            />
          </>
        )}
      </dl>
    </section>
  );
}

/** The invoice's lines with their quantity, price, tax and total, and the sums below. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useTaxRate();
  const format = (amount: number) => money.format(amount, invoice.currency);
  return (
    <Card>
      <CardHeader
        title={t('invoices.page.lines')}
        description={t('invoices.page.linesCount', { count: invoice.lines.length })}
      />
      <div className="overflow-x-auto">
        <table className="w-full">
          <caption className="sr-only">{t('invoices.page.lines')}</caption>
          <thead className="border-b border-neutral-200 dark:border-neutral-800">
            <tr>
              <th scope="col" className={th}>
                {t('invoices.lines.description')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('invoices.lines.quantity')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('invoices.lines.unit_price')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('invoices.lines.tax_rate')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('invoices.lines.total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {invoice.lines.length === 0 ? (
              <tr>
                <td colSpan={5} className={cn(td, 'py-6 text-center text-neutral-500 dark:text-neutral-400')}>
                  {t('invoices.page.noLines')}
                </td>
              </tr>
            ) : (
              invoice.lines.map((line, index) => (
                // Lines have no id of their own: their position is who they are.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td className={cn(td, 'whitespace-pre-line')}>{line.description}</td>
                  <td className={cn(td, num)}>{line.quantity}</td>
                  <td className={cn(td, num)}>{format(line.unit_price)}</td>
                  <td className={cn(td, num)}>{rate(line.tax_rate)}</td>
                  <td className={cn(td, num, 'font-medium')}>{format(line.total)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot className="border-t border-neutral-200 dark:border-neutral-800">
            <tr>
              <th scope="row" colSpan={4} className={cn(td, 'text-right font-normal text-neutral-500')}>
                {t('invoices.fields.subtotal')}
              </th>
              <td className={cn(td, num)}>{format(invoice.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className={cn(td, 'py-1 text-right font-normal text-neutral-500')}>
                {t('invoices.fields.tax')}
              </th>
              <td className={cn(td, num, 'py-1')}>{format(invoice.tax)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className={cn(td, 'text-right font-semibold')}>
                {t('invoices.fields.total')}
              </th>
              <td className={cn(td, num, 'font-semibold text-neutral-900 dark:text-white')}>
                {format(invoice.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

const INSTALMENT_TONES: Record<Instalment['status'], Tone> = {
  open: 'info',
  paid: 'success',
  overdue: 'error',
};

/** The payment schedule: each instalment's due date, amount, what covers it, and its state. */
export function InvoiceSchedule({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useFormat();
  const format = (amount: number) => money.format(amount, invoice.currency);
  const planned = invoice.status === 'draft';
  return (
    <Card>
      <CardHeader
        title={t('invoices.page.schedule')}
        description={t(`invoices.schedule.summary.${invoice.schedule.type}`)}
      />
      {invoice.instalments.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-neutral-500 dark:text-neutral-400">
          {t('invoices.page.noInstalments')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full">
            <caption className="sr-only">{t('invoices.page.schedule')}</caption>
            <thead className="border-b border-neutral-200 dark:border-neutral-800">
              <tr>
                <th scope="col" className={th}>
                  {t('invoices.instalments.position')}
                </th>
                <th scope="col" className={th}>
                  {t('invoices.instalments.due_date')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('invoices.instalments.amount')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('invoices.instalments.paid')}
                </th>
                <th scope="col" className={th}>
                  {t('invoices.instalments.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {invoice.instalments.map((instalment) => (
                <tr key={instalment.position}>
                  <td className={cn(td, 'whitespace-nowrap text-neutral-500 dark:text-neutral-400')}>
                    {t('invoices.instalments.nth', { number: instalment.position + 1 })}
                  </td>
                  <td className={cn(td, 'whitespace-nowrap tabular-nums')}>
                    {instalment.due_date ? dates.day(instalment.due_date) : <EmptyCell />}
                  </td>
                  <td className={cn(td, num)}>{format(instalment.amount)}</td>
                  <td className={cn(td, num)}>{format(instalment.paid)}</td>
                  <td className={td}>
                    {planned || invoice.status === 'void' ? (
                      <span className="text-xs text-neutral-500 dark:text-neutral-400">
                        {t(planned ? 'invoices.instalments.planned' : 'invoices.statuses.void')}
                      </span>
                    ) : (
                      <Badge tone={INSTALMENT_TONES[instalment.status]}>
                        {t(`invoices.instalments.statuses.${instalment.status}`)}
                      </Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {planned ? (
            <p className="border-t border-neutral-100 px-4 py-2.5 text-xs text-neutral-500 dark:border-neutral-800 dark:text-neutral-400">
              {t('invoices.page.scheduleDraftHint')}
            </p>
          ) : null}
        </div>
      )}
    </Card>
  );
}
