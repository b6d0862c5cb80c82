import {
  type MarkPayablePaidInput,
  markPayablePaidSchema,
  type Payable,
} from '@aurora/contracts/billing/payables';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError } from '../../../../lib/api-client';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useServerSubmit } from '../../../../lib/use-server-submit';
import { useMarkPayablePaid } from '../../api/payables/mark-payable-paid';

type Values = { paid_on: string; reference: string };
const FIELDS = ['paid_on', 'reference'] as const;

/**
 * "Mark paid": the day the supplier was paid (today in the organization's zone unless changed) and
 * the transfer's reference. A payment someone else marked meanwhile answers 409: its message stays
 * in the dialog, and the list behind it refreshes to show it paid.
 */
export function MarkPaidDialog({ payable, onClose }: { payable: Payable | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const mark = useMarkPayablePaid();
  const form = useForm<Values, unknown, MarkPayablePaidInput>({
    // The inputs hold strings; the contract's schema turns an empty reference into null.
    resolver: zodResolver(markPayablePaidSchema) as unknown as Resolver<
      Values,
      unknown,
      MarkPayablePaidInput
    >,
    defaultValues: { paid_on: format.today(), reference: '' },
  });
  const { reset } = form;
  const today = format.today();
  const open = payable !== null;
  // Each opening starts on a fresh form: today, no reference, no error of the last time.
  useEffect(() => {
    if (open) reset({ paid_on: today, reference: '' });
  }, [open, today, reset]);

  const { submit } = useServerSubmit(form, FIELDS, async (input) => {
    if (!payable) return;
    try {
      await mark.mutateAsync({ bookingId: payable.booking.id, index: payable.index, input });
    } catch (error) {
      // Paid meanwhile (another tab, a colleague): said in the interface's language, with its day.
      if (error instanceof ApiError && error.status === 409) {
        const day = /\d{4}-\d{2}-\d{2}/.exec(error.message)?.[0];
        throw new Error(
          day
            ? t('payables.markPaid.alreadyPaidOn', { date: format.day(day) })
            : t('payables.markPaid.alreadyPaid'),
        );
      }
      throw error;
    }
    toast({
      title: t('payables.markPaid.done', { supplier: payable.supplier?.name ?? t('payables.noSupplier') }),
      color: 'success',
    });
    onClose();
  });
  const formId = 'billing-mark-paid';
  return (
    <Dialog
      open={payable !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('payables.markPaid.title')}
      description={
        payable
          ? t('payables.markPaid.description', {
              amount: money.format(payable.amount, payable.currency),
              supplier: payable.supplier?.name ?? t('payables.noSupplier'),
              booking: payable.booking.title,
              trip: payable.booking.trip.reference,
              date: format.day(payable.due_on),
            })
          : undefined
      }
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.formState.isSubmitting}>
            {t('payables.markPaid.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormAlert
          message={form.formState.errors.root?.message}
          reference={form.formState.errors.root?.reference?.message}
        />
        <TextField
          form={form}
          name="paid_on"
          id="billing-mark-paid-paid-on"
          label={t('payables.markPaid.paidOn')}
          type="date"
          required
        />
        <TextField
          form={form}
          name="reference"
          id="billing-mark-paid-reference"
          label={t('payables.markPaid.reference')}
          hint={t('payables.markPaid.referenceHint')}
          maxLength={100}
        />
      </form>
    </Dialog>
  );
}
