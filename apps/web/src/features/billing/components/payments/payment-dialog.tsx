import type { Invoice } from '@aurora/contracts/billing/invoices';
import {
  type CreatePaymentInput,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@aurora/contracts/billing/payments';
import { convertMinorUnits, toMajorUnits } from '@aurora/contracts/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyOptions } from '../../../../components/currency-options';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { CheckboxField, Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Checkbox, Input, Select } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError, errorReference } from '../../../../lib/api-client';
import { useFormat } from '../../../../lib/format';
import { parseTypedAmount, useMoney } from '../../../../lib/money';
import { useRecordPayment } from '../../api/invoices/payments';

/** `reference` is the payment's own field; `requestReference`, a failed request's (`errorReference`). */
type Errors = Partial<
  Record<
    | 'amount'
    | 'currency'
    | 'exchange_rate'
    | 'paid_on'
    | 'reference'
    | 'method'
    | 'root'
    | 'requestReference',
    string
  >
>;

const RATE = /^\d{1,12}(\.\d{1,8})?$/;

/**
 * The amount in the invoice's currency that `typed` (in `currency`, at `rate` invoice units per
 * unit) comes to, the server's way (`convertMinorUnits`); null while it cannot be told.
 */
function inInvoiceCurrency(
  minor: number | null,
  currency: string,
  rate: string,
  invoiceCurrency: string,
  decimalsOf: (code: string) => number,
): number | null {
  if (minor === null) return null;
  if (currency === invoiceCurrency) return minor;
  if (!RATE.test(rate.trim()) || Number(rate) <= 0) return null;
  try {
    return convertMinorUnits(
      minor,
      { exponent: decimalsOf(currency), rate: '1' },
      { exponent: decimalsOf(invoiceCurrency), rate: rate.trim() },
    );
  } catch {
    return null;
  }
}

/**
 * "Record payment" on an issued invoice: the amount (what is open by default), its currency (another
 * than the invoice's asks for the rate), method, day and reference; a refund is the same form
 * turned negative; more than what is open needs the explicit overpayment box, as the server asks.
 */
export function PaymentDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const record = useRecordPayment(invoice.id);
  const openAmount = Math.max(invoice.balance, 0);
  const [refund, setRefund] = useState(false);
  const [amount, setAmount] = useState(
    openAmount > 0 ? toMajorUnits(openAmount, money.decimalsOf(invoice.currency)) : '',
  );
  const [currency, setCurrency] = useState(invoice.currency);
  const [rate, setRate] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [paidOn, setPaidOn] = useState(format.today());
  const [reference, setReference] = useState('');
  const [overpayment, setOverpayment] = useState(false);
  const [serverSaidOver, setServerSaidOver] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const otherCurrency = currency !== invoice.currency;
  const minor = amount.trim() === '' ? null : parseTypedAmount(amount, money.decimalsOf(currency));
  const converted = inInvoiceCurrency(minor, currency, rate, invoice.currency, money.decimalsOf);
  const over = !refund && converted !== null && converted > openAmount;
  const showOverpayment = !refund && (over || serverSaidOver);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (minor === null || minor === 0) found.amount = t('invoices.payment.amountRequired');
    if (otherCurrency && (!RATE.test(rate.trim()) || Number(rate) <= 0)) {
      found.exchange_rate = t('invoices.payment.rateRequired', { from: currency, to: invoice.currency });
    }
    if (!paidOn) found.paid_on = t('invoices.payment.dateRequired');
    if (refund && converted !== null && converted > invoice.paid) {
      found.amount = t('validation.refundTooLarge', {
        paid: money.format(invoice.paid, invoice.currency),
      });
    }
    if (over && !overpayment && !found.amount) found.amount = t('invoices.payment.overHint');
    setErrors(found);
    if (Object.keys(found).length > 0 || minor === null) return;
    const input: CreatePaymentInput = {
      invoice_id: invoice.id,
      amount: refund ? -minor : minor,
      currency,
      ...(otherCurrency ? { exchange_rate: rate.trim() } : {}),
      method,
      paid_on: paidOn,
      reference: reference.trim() || null,
      overpayment: showOverpayment && overpayment,
    };
    try {
      const payment = await record.mutateAsync(input);
      toast({
        title: t(refund ? 'invoices.payment.refunded' : 'invoices.payment.recorded', {
          amount: money.format(Math.abs(payment.amount), payment.currency),
        }),
        description:
          payment.credit > 0
            ? t('invoices.payment.creditKept', { amount: money.format(payment.credit, payment.currency) })
            : undefined,
        color: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const next: Errors = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          const key = (
            field in { amount: 1, currency: 1, exchange_rate: 1, paid_on: 1, reference: 1, method: 1 }
              ? field
              : 'root'
          ) as keyof Errors;
          next[key] = [next[key], messages[0]].filter(Boolean).join(' ');
        }
        if (Object.keys(next).length === 0) next.root = error.message;
        if (next.amount && !refund && (minor ?? 0) > 0) setServerSaidOver(true);
        setErrors(next);
      } else {
        setErrors({
          root: error instanceof Error ? error.message : t('errors.unexpected'),
          requestReference: errorReference(error),
        });
      }
    }
  };

  const id = (name: string) => `payment-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={t(refund ? 'invoices.payment.refundTitle' : 'invoices.payment.title')}
      description={t('invoices.payment.description', {
        number: invoice.number ?? '',
        amount: money.format(openAmount, invoice.currency),
      })}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={record.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="payment-form" variant="primary" loading={record.isPending}>
            {t(refund ? 'invoices.payment.submitRefund' : 'invoices.payment.submit')}
          </Button>
        </>
      }
    >
      <form id="payment-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormAlert message={errors.root} reference={errors.requestReference} />
          <CheckboxField
            id={id('refund')}
            label={t('invoices.payment.refund')}
            hint={t('invoices.payment.refundHint')}
          >
            <Checkbox
              id={id('refund')}
              checked={refund}
              disabled={invoice.paid <= 0}
              onChange={(event) => {
                setRefund(event.target.checked);
                setAmount(
                  event.target.checked
                    ? ''
                    : openAmount > 0
                      ? toMajorUnits(openAmount, money.decimalsOf(currency))
                      : '',
                );
                setErrors({});
              }}
            />
          </CheckboxField>
        </div>
        <Field
          id={id('amount')}
          label={t(refund ? 'invoices.payment.refundAmount' : 'invoices.payment.amount')}
          error={errors.amount}
          hint={
            otherCurrency && converted !== null
              ? t('invoices.payment.convertedHint', { amount: money.format(converted, invoice.currency) })
              : undefined
          }
          required
        >
          {(aria) => (
            <Input
              {...aria}
              value={amount}
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        <Field id={id('currency')} label={t('invoices.payment.currency')} error={errors.currency}>
          {(aria) => (
            <Select {...aria} value={currency} onChange={(event) => setCurrency(event.target.value)}>
              <CurrencyOptions value={currency} />
            </Select>
          )}
        </Field>
        {otherCurrency ? (
          <Field
            id={id('exchange_rate')}
            label={t('invoices.payment.rate', { from: currency, to: invoice.currency })}
            hint={t('invoices.payment.rateHint', { from: currency, to: invoice.currency })}
            error={errors.exchange_rate}
            required
            className="sm:col-span-2"
          >
            {(aria) => (
              <Input
                {...aria}
                value={rate}
                inputMode="decimal"
                autoComplete="off"
                className="tabular-nums"
                onChange={(event) => setRate(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field id={id('method')} label={t('invoices.payment.method')} error={errors.method} required>
          {(aria) => (
            <Select
              {...aria}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            >
              {PAYMENT_METHODS.map((item) => (
                <option key={item} value={item}>
                  {t(`invoices.methods.${item}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id('paid_on')} label={t('invoices.payment.paidOn')} error={errors.paid_on} required>
          {(aria) => (
            <Input {...aria} type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
          )}
        </Field>
        <Field
          id={id('reference')}
          label={t('invoices.payment.reference')}
          hint={t('invoices.payment.referenceHint')}
          error={errors.reference}
          className="sm:col-span-2"
        >
          {(aria) => (
            <Input
              {...aria}
              value={reference}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </Field>
        {showOverpayment ? (
          <div className="rounded-md border border-warning-300 bg-warning-50 px-3 py-2.5 sm:col-span-2 dark:border-warning-500/40 dark:bg-warning-500/10">
            <CheckboxField
              id={id('overpayment')}
              label={t('invoices.payment.overpayment')}
              hint={
                converted !== null
                  ? t('invoices.payment.overpaymentHint', {
                      amount: money.format(converted - openAmount, invoice.currency),
                    })
                  : undefined
              }
            >
              <Checkbox
                id={id('overpayment')}
                checked={overpayment}
                onChange={(event) => {
                  setOverpayment(event.target.checked);
                  if (event.target.checked) setErrors((current) => ({ ...current, amount: undefined }));
                }}
              />
            </CheckboxField>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
