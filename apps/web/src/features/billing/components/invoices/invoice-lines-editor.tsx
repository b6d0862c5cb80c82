import { useQueryClient } from '@tanstack/react-query';
import { Luggage, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast, toastFailure } from '../../../../components/ui/toast-store';
import { cn } from '../../../../lib/cn';
import { useMoney } from '../../../../lib/money';
import { validationText } from '../../../../lib/validation';
import { tripLinesQueryOptions } from '../../api/invoices/trip-lines';
import {
  emptyLine,
  type InvoiceFormValues,
  type LineValues,
  lineValuesOf,
  liveTotals,
} from './invoice-form-model';

/** A row nothing was typed in yet (the one a new invoice starts with): replaced, not kept, by added bookings. */
const isBlank = (line: LineValues) => line.description.trim() === '' && line.unit_price.trim() === '';

const th = 'px-2 py-1.5 text-left text-xs font-medium text-neutral-500 dark:text-neutral-400';

/**
 * The invoice's lines as a small spreadsheet: description, quantity, unit price (in the currency's
 * decimals), tax %, and the line's total as the server will round it; rows added and removed with
 * buttons (a new row takes the previous row's tax and its description takes the focus), errors
 * under the cell they belong to, and the subtotal, tax and total below. With a trip, its bookings
 * can be added as lines (each booking at its sell price) to check and edit before saving.
 */
export function InvoiceLinesEditor({ tripId }: { tripId: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useFormContext<InvoiceFormValues>();
  const rows = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const totals = liveTotals(lines ?? [], money.decimalsOf(currency));
  const format = (minor: number) => money.format(minor, currency);
  const errors = form.formState.errors.lines;
  const listError = errors?.message ?? errors?.root?.message;

  const queryClient = useQueryClient();
  const [addingBookings, setAddingBookings] = useState(false);
  const addTripBookings = async () => {
    if (tripId === null) return;
    setAddingBookings(true);
    try {
      // Always asked again: the bookings may have changed since the form opened.
      const priced = await queryClient.fetchQuery({
        ...tripLinesQueryOptions(tripId, currency),
        staleTime: 0,
      });
      if (priced.length === 0) {
        toast({ title: t('invoices.form.noBookings'), color: 'warning' });
        return;
      }
      const typed = form.getValues('lines').filter((line) => !isBlank(line));
      const decimals = money.decimalsOf(currency);
      rows.replace([...typed, ...priced.map((line) => lineValuesOf(line, decimals))]);
      form.clearErrors('lines');
    } catch (error) {
      toastFailure({ title: t('invoices.form.bookingsFailed'), error });
    } finally {
      setAddingBookings(false);
    }
  };

  const cellError = (index: number, field: 'description' | 'quantity' | 'unit_price' | 'tax_rate') => {
    const message = errors?.[index]?.[field]?.message;
    return message ? validationText(message, t) : undefined;
  };
  const input = (
    index: number,
    field: 'description' | 'quantity' | 'unit_price' | 'tax_rate',
    label: string,
  ) => {
    const error = cellError(index, field);
    const id = `invoice-lines-${index}-${field}`;
    return (
      <>
        <Input
          id={id}
          {...form.register(`lines.${index}.${field}`)}
          aria-label={t('invoices.form.lineCell', { field: label, number: index + 1 })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          inputMode={field === 'description' ? undefined : 'decimal'}
          maxLength={field === 'description' ? 500 : 20}
          className={cn(field !== 'description' && 'text-right tabular-nums')}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-error-600 dark:text-error-400">
            {error}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem]">
          <caption className="sr-only">{t('invoices.form.linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cn(th, 'w-6')}>
                <span className="sr-only">{t('invoices.form.lineNumber')}</span>
              </th>
              <th scope="col" className={th}>
                {t('invoices.lines.description')}
              </th>
              <th scope="col" className={cn(th, 'w-20 text-right')}>
                {t('invoices.lines.quantity')}
              </th>
              <th scope="col" className={cn(th, 'w-32 text-right')}>
                {t('invoices.lines.unit_price')}
              </th>
              <th scope="col" className={cn(th, 'w-20 text-right')}>
                {t('invoices.lines.tax_percent')}
              </th>
              <th scope="col" className={cn(th, 'w-32 text-right')}>
                {t('invoices.lines.total')}
              </th>
              <th scope="col" className={cn(th, 'w-10')}>
                <span className="sr-only">{t('invoices.form.lineActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => {
              const priced = totals.priced[index];
              return (
                <tr key={row.id} className="align-top">
                  <td className="px-2 pt-2 text-right text-xs text-neutral-400 tabular-nums">{index + 1}</td>
                  <td className="px-2 py-1">
                    {input(index, 'description', t('invoices.lines.description'))}
                  </td>
                  <td className="px-2 py-1">{input(index, 'quantity', t('invoices.lines.quantity'))}</td>
                  <td className="px-2 py-1">{input(index, 'unit_price', t('invoices.lines.unit_price'))}</td>
                  <td className="px-2 py-1">{input(index, 'tax_rate', t('invoices.lines.tax_percent'))}</td>
                  <td
                    className="px-2 pt-2 text-right text-sm font-medium text-neutral-900 tabular-nums dark:text-white"
                    aria-live="polite"
                  >
                    {priced ? format(priced.total) : <span className="text-neutral-400">—</span>}
                  </td>
                  <td className="px-1 py-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('invoices.form.removeLine', { number: index + 1 })}
                      onClick={() => rows.remove(index)}
                    >
                      <Trash2 />
                    </Button>
                  </td>
                </tr>
              );
            })}
            {rows.fields.length === 0 ? (
              <tr>
                <td
                  colSpan={7}
                  className="px-2 py-4 text-center text-sm text-neutral-500 dark:text-neutral-400"
                >
                  {t('invoices.form.noLines')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {listError ? (
        <p className="mt-1 text-xs text-error-600 dark:text-error-400">{validationText(listError, t)}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => rows.append(emptyLine(lines?.at(-1)?.tax_rate ?? '0'))}
            disabled={rows.fields.length >= 200}
          >
            <Plus aria-hidden="true" />
            {t('invoices.form.addLine')}
          </Button>
          {tripId !== null ? (
            <Button
              size="sm"
              onClick={addTripBookings}
              disabled={addingBookings || rows.fields.length >= 200}
            >
              <Luggage aria-hidden="true" />
              {t('invoices.form.addBookings')}
            </Button>
          ) : null}
        </div>
        <dl className="grid min-w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-live="polite">
          <dt className="text-neutral-500 dark:text-neutral-400">{t('invoices.fields.subtotal')}</dt>
          <dd className="text-right tabular-nums">{format(totals.subtotal)}</dd>
          <dt className="text-neutral-500 dark:text-neutral-400">{t('invoices.fields.tax')}</dt>
          <dd className="text-right tabular-nums">{format(totals.tax)}</dd>
          <dt className="font-semibold text-neutral-900 dark:text-white">{t('invoices.fields.total')}</dt>
          <dd className="text-right font-semibold text-neutral-900 tabular-nums dark:text-white">
            {format(totals.total)}
          </dd>
        </dl>
      </div>
    </div>
  );
}
