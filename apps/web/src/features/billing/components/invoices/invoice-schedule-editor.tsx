import { INSTALMENTS_MAX } from '@aurora/contracts/billing/invoices';
import { toMajorUnits } from '@aurora/contracts/money';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Select } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { useMoney } from '../../../../lib/money';
import { validationText } from '../../../../lib/validation';
import { type InvoiceFormValues, liveTotals, typedMinor } from './invoice-form-model';

const PLAN_TYPES = ['in_full', 'deposit', 'custom'] as const;

/**
 * How the total is to be paid: in full, a deposit and a balance (dated from the trip's start, the
 * supplier payments or a given day), or custom instalments whose amounts must add up, with what
 * is left to allocate shown as one types.
 */
export function InvoiceScheduleEditor() {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useFormContext<InvoiceFormValues>();
  const type = useWatch({ control: form.control, name: 'schedule.type' });
  const depositBy = useWatch({ control: form.control, name: 'schedule.deposit_by' });
  const balanceFrom = useWatch({ control: form.control, name: 'schedule.balance_from' });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const instalments = useWatch({ control: form.control, name: 'schedule.instalments' });
  const rows = useFieldArray({ control: form.control, name: 'schedule.instalments' });
  const decimals = money.decimalsOf(currency);
  const total = liveTotals(lines ?? [], decimals).total;
  const errors = form.formState.errors.schedule;
  const message = (text: string | undefined) => (text ? validationText(text, t) : undefined);

  const allocated = (instalments ?? []).reduce(
    (sum, part) => sum + (typedMinor(part.amount, decimals) ?? 0),
    0,
  );
  const left = total - allocated;
  const fillRest = () => {
    const last = (instalments ?? []).length - 1;
    if (last < 0) return;
    const current = typedMinor(instalments?.[last]?.amount ?? '', decimals) ?? 0;
    form.setValue(`schedule.instalments.${last}.amount`, toMajorUnits(current + left, decimals), {
      shouldDirty: true,
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
          {t('invoices.schedule.type')}
        </legend>
        <Controller
          control={form.control}
          name="schedule.type"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-3">
              {PLAN_TYPES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm',
                    field.value === value
                      ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-500/10'
                      : 'border-neutral-200 hover:border-neutral-300 dark:border-neutral-700',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    className="mt-0.5 accent-primary-600"
                  />
                  <span>
                    <span className="block font-medium text-neutral-900 dark:text-white">
                      {t(`invoices.schedule.types.${value}`)}
                    </span>
                    <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                      {t(`invoices.schedule.hints.${value}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      {type === 'in_full' ? (
        <Field
          id="invoice-due_date"
          label={t('invoices.fields.due_date')}
          hint={t('invoices.schedule.dueDateHint')}
          error={message(form.formState.errors.due_date?.message)}
          className="sm:max-w-56"
        >
          {(aria) => <Input {...aria} type="date" {...form.register('due_date')} />}
        </Field>
      ) : null}

      {type === 'deposit' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="invoice-deposit_by" label={t('invoices.schedule.depositBy')}>
            {(aria) => (
              <Select {...aria} {...form.register('schedule.deposit_by')}>
                <option value="percent">{t('invoices.schedule.depositPercent')}</option>
                <option value="amount">{t('invoices.schedule.depositAmount', { currency })}</option>
              </Select>
            )}
          </Field>
          {depositBy === 'percent' ? (
            <Field
              id="invoice-deposit_percent"
              label={t('invoices.schedule.percent')}
              error={message(errors?.deposit_percent?.message)}
              required
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...form.register('schedule.deposit_percent')}
                  inputMode="decimal"
                  className="text-right tabular-nums"
                />
              )}
            </Field>
          ) : (
            <Field
              id="invoice-deposit_amount"
              label={t('invoices.schedule.amount')}
              error={message(errors?.deposit_amount?.message)}
              required
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...form.register('schedule.deposit_amount')}
                  inputMode="decimal"
                  className="text-right tabular-nums"
                />
              )}
            </Field>
          )}
          <Field
            id="invoice-deposit_due_date"
            label={t('invoices.schedule.depositDue')}
            hint={t('invoices.schedule.depositDueHint')}
            error={message(errors?.deposit_due_date?.message)}
          >
            {(aria) => <Input {...aria} type="date" {...form.register('schedule.deposit_due_date')} />}
          </Field>
          <Field
            id="invoice-balance_from"
            label={t('invoices.schedule.balanceFrom')}
            className="sm:col-span-2"
            error={message(errors?.balance_from?.message)}
          >
            {(aria) => (
              <Select {...aria} {...form.register('schedule.balance_from')}>
                <option value="trip_start">{t('invoices.schedule.balance.trip_start')}</option>
                <option value="supplier_payments">{t('invoices.schedule.balance.supplier_payments')}</option>
                <option value="date">{t('invoices.schedule.balance.date')}</option>
              </Select>
            )}
          </Field>
          {balanceFrom === 'date' ? (
            <Field
              id="invoice-balance_due_date"
              label={t('invoices.schedule.balanceDue')}
              error={message(errors?.balance_due_date?.message)}
              required
            >
              {(aria) => <Input {...aria} type="date" {...form.register('schedule.balance_due_date')} />}
            </Field>
          ) : (
            <p className="self-end pb-2 text-xs text-neutral-500 dark:text-neutral-400">
              {t('invoices.schedule.balanceSettingHint')}
            </p>
          )}
        </div>
      ) : null}

      {type === 'custom' ? (
        <div>
          <table className="w-full max-w-xl">
            <caption className="sr-only">{t('invoices.schedule.types.custom')}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-24 px-2 py-1.5 text-left text-xs font-medium text-neutral-500">
                  <span className="sr-only">{t('invoices.instalments.position')}</span>
                </th>
                <th scope="col" className="px-2 py-1.5 text-left text-xs font-medium text-neutral-500">
                  {t('invoices.instalments.due_date')}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right text-xs font-medium text-neutral-500">
                  {t('invoices.instalments.amount')}
                </th>
                <th scope="col" className="w-10">
                  <span className="sr-only">{t('invoices.form.lineActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((row, index) => {
                const dueError = message(errors?.instalments?.[index]?.due_date?.message);
                const amountError = message(errors?.instalments?.[index]?.amount?.message);
                return (
                  <tr key={row.id} className="align-top">
                    <td className="px-2 pt-2 text-xs text-neutral-500">
                      {t('invoices.instalments.nth', { number: index + 1 })}
                    </td>
                    <td className="px-2 py-1">
                      <Input
                        type="date"
                        {...form.register(`schedule.instalments.${index}.due_date`)}
                        aria-label={t('invoices.form.instalmentDue', { number: index + 1 })}
                        aria-invalid={dueError ? true : undefined}
                      />
                      {dueError ? (
                        <p className="mt-1 text-xs text-error-600 dark:text-error-400">{dueError}</p>
                      ) : null}
                    </td>
                    <td className="px-2 py-1">
                      <Input
                        {...form.register(`schedule.instalments.${index}.amount`)}
                        aria-label={t('invoices.form.instalmentAmount', { number: index + 1 })}
                        aria-invalid={amountError ? true : undefined}
                        inputMode="decimal"
                        className="text-right tabular-nums"
                      />
                      {amountError ? (
                        <p className="mt-1 text-xs text-error-600 dark:text-error-400">{amountError}</p>
                      ) : null}
                    </td>
                    <td className="px-1 py-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('invoices.form.removeInstalment', { number: index + 1 })}
                        onClick={() => rows.remove(index)}
                        disabled={rows.fields.length <= 1}
                      >
                        <Trash2 />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="mt-2 flex max-w-xl flex-wrap items-center justify-between gap-3">
            <Button
              size="sm"
              onClick={() =>
                rows.append({ due_date: '', amount: left > 0 ? toMajorUnits(left, decimals) : '' })
              }
              disabled={rows.fields.length >= INSTALMENTS_MAX}
            >
              <Plus aria-hidden="true" />
              {t('invoices.form.addInstalment')}
            </Button>
            <p
              className={cn(
                'text-sm tabular-nums',
                left === 0
                  ? 'text-success-700 dark:text-success-400'
                  : 'text-warning-800 dark:text-warning-300',
              )}
              aria-live="polite"
            >
              {left === 0
                ? t('invoices.schedule.allAllocated')
                : left > 0
                  ? t('invoices.schedule.leftToAllocate', { amount: money.format(left, currency) })
                  : t('invoices.schedule.overAllocated', { amount: money.format(-left, currency) })}
              {left !== 0 && (instalments ?? []).length > 0 ? (
                <Button size="sm" variant="ghost" className="ml-2" onClick={fillRest}>
                  {t('invoices.schedule.fillRest')}
                </Button>
              ) : null}
            </p>
          </div>
          {errors?.instalments?.message || errors?.instalments?.root?.message ? (
            <p className="mt-1 text-xs text-error-600 dark:text-error-400">
              {message(errors.instalments.message ?? errors.instalments.root?.message)}
            </p>
          ) : null}
        </div>
      ) : null}
      {errors?.message ? (
        <p className="text-xs text-error-600 dark:text-error-400">{message(errors.message)}</p>
      ) : null}
    </div>
  );
}
