import type { Invoice, InvoiceLineInput } from '@aurora/contracts/billing/invoices';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Checkbox, Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast-store';
import { invoicePath } from '../../../../entities/invoices/keys';
import { ApiError, errorReference } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { parseTypedAmount, useMoney } from '../../../../lib/money';
import { validationText } from '../../../../lib/validation';
import { useCreateCreditNote } from '../../api/invoices/invoice-actions';
import { useTaxRate } from './invoice-sections';

type Mode = 'all' | 'lines' | 'amount';

/**
 * "Credit note" on an issued invoice: the whole invoice (what is left of it), some of its lines, or
 * an amount, always with a reason. Confirmed here; the new credit note's page opens after.
 */
export function CreditNoteDialog({
  invoice,
  base,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  base: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useTaxRate();
  const navigate = useNavigate();
  const create = useCreateCreditNote(invoice.id);
  const id = useId();
  const [mode, setMode] = useState<Mode>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'reason' | 'lines' | 'amount' | 'description' | 'root' | 'requestReference', string>>
  >({});
  const left = invoice.total - invoice.credited;
  const format = (minor: number) => money.format(minor, invoice.currency);

  const linesOf = (): InvoiceLineInput[] | undefined | null => {
    if (mode === 'all') return undefined;
    if (mode === 'lines') {
      return invoice.lines
        .filter((_, index) => chosen.includes(index))
        .map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unit_price: line.unit_price,
          tax_rate: line.tax_rate,
        }));
    }
    const minor = parseTypedAmount(amount, money.decimalsOf(invoice.currency));
    if (minor === null || minor <= 0) return null;
    // An amount is credited as one line without tax: what the client gets back, whole.
    return [{ description: description.trim(), quantity: '1', unit_price: minor, tax_rate: 0 }];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const lines = linesOf();
    if (!reason.trim()) found.reason = t('invoices.reasonRequired');
    if (mode === 'lines' && chosen.length === 0) found.lines = t('invoices.creditNote.chooseLines');
    if (mode === 'amount') {
      if (lines === null) found.amount = t('invoices.creditNote.amountRequired');
      if (!description.trim()) found.description = t('invoices.creditNote.descriptionRequired');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || lines === null) return;
    try {
      const note = await create.mutateAsync({ reason: reason.trim(), ...(lines ? { lines } : {}) });
      toast({
        title: t('invoices.creditNote.created', { number: note.number ?? '' }),
        description: format(note.total),
        color: 'success',
      });
      onOpenChange(false);
      navigate(invoicePath(base, note.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const next: typeof errors = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          const message = validationText(messages[0] ?? '', t);
          if (field === 'reason') next.reason = message;
          else if (field.startsWith('lines'))
            next[mode === 'amount' ? 'amount' : mode === 'lines' ? 'lines' : 'root'] = message;
          else next.root = message;
        }
        setErrors(Object.keys(next).length > 0 ? next : { root: error.message });
      } else {
        setErrors({
          root: error instanceof Error ? error.message : t('errors.unexpected'),
          requestReference: errorReference(error),
        });
      }
    }
  };

  const modeButton = (value: Mode) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm',
        mode === value
          ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-500/10'
          : 'border-neutral-200 dark:border-neutral-700',
      )}
    >
      <input
        type="radio"
        name={`${id}-mode`}
        value={value}
        checked={mode === value}
        onChange={() => setMode(value)}
        className="mt-0.5 accent-primary-600"
      />
      <span>
        <span className="block font-medium text-neutral-900 dark:text-white">
          {t(`invoices.creditNote.modes.${value}`)}
        </span>
        <span className="block text-xs text-neutral-500 dark:text-neutral-400">
          {value === 'all'
            ? t('invoices.creditNote.modes.allHint', { amount: format(left) })
            : t(`invoices.creditNote.modes.${value}Hint`)}
        </span>
      </span>
    </label>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={t('invoices.creditNote.title', { number: invoice.number ?? '' })}
      description={t('invoices.creditNote.description')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="primary" loading={create.isPending}>
            {t('invoices.creditNote.submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={errors.root} reference={errors.requestReference} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
            {t('invoices.creditNote.what')}
          </legend>
          {modeButton('all')}
          {modeButton('lines')}
          {modeButton('amount')}
        </fieldset>
        {mode === 'lines' ? (
          <fieldset
            className="flex flex-col gap-1.5"
            aria-describedby={errors.lines ? `${id}-lines-error` : undefined}
          >
            <legend className="sr-only">{t('invoices.creditNote.modes.lines')}</legend>
            {invoice.lines.map((line, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's position is who it is
                key={index}
                className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200"
              >
                <Checkbox
                  id={`${id}-line-${index}`}
                  checked={chosen.includes(index)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked ? [...current, index] : current.filter((item) => item !== index),
                    )
                  }
                />
                <label htmlFor={`${id}-line-${index}`} className="min-w-0 flex-1 cursor-pointer truncate">
                  {line.description}
                </label>
                <span className="shrink-0 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                  {line.quantity} × {format(line.unit_price)} · {rate(line.tax_rate)}
                </span>
                <span className="w-28 shrink-0 text-right font-medium tabular-nums">
                  {format(line.total)}
                </span>
              </div>
            ))}
            {errors.lines ? (
              <p id={`${id}-lines-error`} className="text-xs text-error-600 dark:text-error-400">
                {errors.lines}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {mode === 'amount' ? (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <Field
              id={`${id}-description`}
              label={t('invoices.lines.description')}
              error={errors.description}
              required
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={description}
                  maxLength={500}
                  onChange={(event) => setDescription(event.target.value)}
                />
              )}
            </Field>
            <Field
              id={`${id}-amount`}
              label={t('invoices.creditNote.amount', { currency: invoice.currency })}
              error={errors.amount}
              required
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={amount}
                  inputMode="decimal"
                  className="tabular-nums"
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            </Field>
          </div>
        ) : null}
        <Field id={`${id}-reason`} label={t('invoices.creditNote.reason')} error={errors.reason} required>
          {(aria) => (
            <Textarea
              {...aria}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
