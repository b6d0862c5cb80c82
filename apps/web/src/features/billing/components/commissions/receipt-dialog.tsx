import {
  type Commission,
  type CreateCommissionReceiptInput,
  createCommissionReceiptSchema,
} from '@aurora/contracts/billing/payables';
import { toMajorUnits } from '@aurora/contracts/money';
import { dateOnlySchema } from '@aurora/contracts/records';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field, TextField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Input, Select } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast-store';
import { useFormat } from '../../../../lib/format';
import { parseTypedAmount, useMoney } from '../../../../lib/money';
import { useServerSubmit } from '../../../../lib/use-server-submit';
import { useCreateCommissionReceipt } from '../../api/payables/create-commission-receipt';

type AllocationValues = { booking_id: string; amount: string };
export type ReceiptValues = {
  received_on: string;
  currency: string;
  reference: string;
  allocations: AllocationValues[];
};
const FIELDS = ['received_on', 'currency', 'reference', 'allocations'] as const;

/** The commissions still to come, by currency: what a receipt may be split across. */
export function openCommissions(commissions: readonly Commission[]) {
  return commissions.filter((commission) => commission.open > 0);
}

/**
 * The form's values (typed amounts, as text) to the contract's payload: each amount read in the
 * currency's decimals, each booking chosen once; messages in the interface's language.
 */
type ErrorKey = 'chooseBooking' | 'bookingTwice' | 'amountInvalid' | 'amountAboveZero' | 'noBookings';

function receiptFormSchema(decimalsOf: (currency: string) => number, text: (key: ErrorKey) => string) {
  return z
    .object({
      received_on: dateOnlySchema,
      currency: z.string(),
      reference: z.string(),
      allocations: z.array(z.object({ booking_id: z.string(), amount: z.string() })),
    })
    .superRefine((values, issues) => {
      const seen = new Set<string>();
      values.allocations.forEach((allocation, index) => {
        if (!allocation.booking_id) {
          issues.addIssue({
            code: 'custom',
            path: ['allocations', index, 'booking_id'],
            message: text('chooseBooking'),
          });
        } else if (seen.has(allocation.booking_id)) {
          issues.addIssue({
            code: 'custom',
            path: ['allocations', index, 'booking_id'],
            message: text('bookingTwice'),
          });
        }
        seen.add(allocation.booking_id);
        const amount = parseTypedAmount(allocation.amount, decimalsOf(values.currency));
        if (amount === null) {
          issues.addIssue({
            code: 'custom',
            path: ['allocations', index, 'amount'],
            message: text('amountInvalid'),
          });
        } else if (amount <= 0) {
          issues.addIssue({
            code: 'custom',
            path: ['allocations', index, 'amount'],
            message: text('amountAboveZero'),
          });
        }
      });
      if (values.allocations.length === 0) {
        issues.addIssue({ code: 'custom', path: ['allocations'], message: text('noBookings') });
      }
    })
    .transform(
      (values): CreateCommissionReceiptInput =>
        createCommissionReceiptSchema.parse({
          received_on: values.received_on,
          currency: values.currency,
          reference: values.reference,
          allocations: values.allocations.map((allocation) => ({
            booking_id: Number(allocation.booking_id),
            amount: parseTypedAmount(allocation.amount, decimalsOf(values.currency)) ?? 0,
          })),
        }),
    );
}

/**
 * "Record commission received": a supplier's payment, on a day, with its reference, split across
 * one or several of its bookings in one currency. Choosing a booking proposes what is still open
 * on it; the sum is shown as it is typed. The server's 422 lands on the allocation it names.
 */
export function ReceiptDialog({
  open,
  onOpenChange,
  commissions,
  booking,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The commissions to allocate to (those with something still open). */
  commissions: Commission[];
  /** The booking the dialog was opened for, if any. */
  booking: Commission | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const create = useCreateCommissionReceipt();
  const candidates = openCommissions(commissions);
  const currencies = [...new Set(candidates.map((commission) => commission.currency))].sort();
  const fallbackCurrency = booking?.currency ?? format.scope.currency ?? currencies[0] ?? 'USD';
  const blank = useMemo(
    (): ReceiptValues => ({
      received_on: format.today(),
      currency: booking?.currency ?? fallbackCurrency,
      reference: '',
      allocations: [
        booking
          ? {
              booking_id: String(booking.booking.id),
              amount: toMajorUnits(booking.open, money.decimalsOf(booking.currency)),
            }
          : { booking_id: '', amount: '' },
      ],
    }),
    [booking, fallbackCurrency, format, money],
  );
  const schema = useMemo(
    () => receiptFormSchema(money.decimalsOf, (key: ErrorKey) => t(`payables.receipt.errors.${key}`)),
    [money.decimalsOf, t],
  );
  const form = useForm<ReceiptValues, unknown, CreateCommissionReceiptInput>({
    resolver: zodResolver(schema) as unknown as Resolver<
      ReceiptValues,
      unknown,
      CreateCommissionReceiptInput
    >,
    defaultValues: blank,
  });
  const { reset, control, register, setValue, getValues } = form;
  // Each opening starts from its booking (or none), today; nothing arriving later resets the typing.
  const latestBlank = useRef(blank);
  latestBlank.current = blank;
  useEffect(() => {
    if (open) reset(latestBlank.current);
  }, [open, reset]);
  const allocations = useFieldArray({ control, name: 'allocations' });
  const currency = useWatch({ control, name: 'currency' });
  const rows = useWatch({ control, name: 'allocations' });
  const inCurrency = candidates.filter((commission) => commission.currency === currency);
  const byId = new Map(candidates.map((commission) => [String(commission.booking.id), commission]));
  const total = (rows ?? []).reduce(
    (sum, row) => sum + (parseTypedAmount(row.amount, money.decimalsOf(currency)) ?? 0),
    0,
  );

  const { submit } = useServerSubmit(form, FIELDS, async (input) => {
    await create.mutateAsync(input);
    toast({
      title: t('payables.receipt.done', { amount: money.format(total, input.currency) }),
      color: 'success',
    });
    onOpenChange(false);
  });
  const errors = form.formState.errors;
  const formId = 'billing-commission-receipt';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('payables.receipt.title')}
      description={t('payables.receipt.description')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
            {t('payables.receipt.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormAlert
          message={errors.root?.message ?? errors.allocations?.message ?? errors.allocations?.root?.message}
          reference={errors.root?.reference?.message}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            form={form}
            name="received_on"
            id="billing-receipt-received-on"
            label={t('payables.receipt.receivedOn')}
            type="date"
            required
          />
          <Field
            id="billing-receipt-currency"
            label={t('payables.receipt.currency')}
            error={errors.currency?.message}
            required
          >
            {(aria) => (
              <Select
                {...aria}
                {...register('currency', {
                  // Bookings of another currency cannot be paid by this receipt: their rows empty.
                  onChange: () =>
                    setValue(
                      'allocations',
                      getValues('allocations').map(() => ({ booking_id: '', amount: '' })),
                    ),
                })}
              >
                {(currencies.includes(currency) ? currencies : [currency, ...currencies]).map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            form={form}
            name="reference"
            id="billing-receipt-reference"
            label={t('payables.receipt.reference')}
            maxLength={100}
          />
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-medium text-neutral-700 dark:text-neutral-300">
            {t('payables.receipt.allocations')}
          </legend>
          {inCurrency.length === 0 ? (
            <p className="rounded-md bg-neutral-50 px-3 py-2 text-sm text-neutral-600 dark:bg-neutral-800/60 dark:text-neutral-300">
              {t('payables.receipt.nothingOpen', { currency })}
            </p>
          ) : null}
          {allocations.fields.map((field, index) => {
            const chosen = byId.get(rows?.[index]?.booking_id ?? '');
            const bookingError = errors.allocations?.[index]?.booking_id?.message;
            const amountError = errors.allocations?.[index]?.amount?.message;
            return (
              <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_10rem_auto] items-start gap-2">
                <Field
                  id={`billing-receipt-booking-${index}`}
                  label={t('payables.receipt.booking', { number: index + 1 })}
                  error={bookingError}
                  hint={
                    chosen
                      ? t('payables.receipt.openHint', {
                          open: money.format(chosen.open, chosen.currency),
                          expected: money.format(chosen.expected, chosen.currency),
                        })
                      : undefined
                  }
                >
                  {(aria) => (
                    <Select
                      {...aria}
                      {...register(`allocations.${index}.booking_id`, {
                        onChange: (event: { target: { value: string } }) => {
                          const picked = byId.get(event.target.value);
                          if (picked && !getValues(`allocations.${index}.amount`)) {
                            setValue(
                              `allocations.${index}.amount`,
                              toMajorUnits(picked.open, money.decimalsOf(picked.currency)),
                            );
                          }
                        },
                      })}
                    >
                      <option value="">{t('payables.receipt.chooseBooking')}</option>
                      {inCurrency.map((commission) => (
                        <option key={commission.booking.id} value={String(commission.booking.id)}>
                          {`${commission.booking.trip.reference} · ${commission.booking.title} · ${
                            commission.supplier?.name ?? t('payables.noSupplier')
                          } · ${money.format(commission.open, commission.currency)}`}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field
                  id={`billing-receipt-amount-${index}`}
                  label={t('payables.receipt.amount', { currency })}
                  error={amountError}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      {...register(`allocations.${index}.amount`)}
                      inputMode="decimal"
                      autoComplete="off"
                      className="text-right tabular-nums"
                    />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="mt-6"
                  aria-label={t('payables.receipt.remove', { number: index + 1 })}
                  disabled={allocations.fields.length === 1}
                  onClick={() => allocations.remove(index)}
                >
                  <Trash2 />
                </Button>
              </div>
            );
          })}
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-800">
            <Button
              size="sm"
              onClick={() => allocations.append({ booking_id: '', amount: '' })}
              disabled={inCurrency.length <= allocations.fields.length}
            >
              <Plus aria-hidden="true" />
              {t('payables.receipt.add')}
            </Button>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {t('payables.receipt.total')}{' '}
              <output className="font-semibold tabular-nums text-neutral-900 dark:text-white">
                {money.format(total, currency)}
              </output>
            </p>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
