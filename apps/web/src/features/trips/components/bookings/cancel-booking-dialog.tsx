import { toMajorUnits } from '@aurora/contracts/money';
import type { Booking } from '@aurora/contracts/travel/bookings';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError, errorMessage, errorReference } from '../../../../lib/api-client';
import { parseTypedAmount, useMoney } from '../../../../lib/money';
import { useSaveBooking } from './api/bookings-api';

type Charges = { cancellation_cost: string; cancellation_sell: string };
const CHARGES = ['cancellation_cost', 'cancellation_sell'] as const;

/**
 * Cancels a booking: it stays on the trip with its cancellation charges (what the supplier keeps,
 * what the client is charged), which are all that count of it from then on.
 */
export function CancelBookingDialog({
  tripId,
  booking,
  onClose,
}: {
  tripId: number;
  booking: Booking | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('bookings.cancel.title', { title: booking?.title ?? '' })}
      description={t('bookings.cancel.description')}
      size="md"
    >
      {booking ? <CancelForm key={booking.id} tripId={tripId} booking={booking} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CancelForm({ tripId, booking, onClose }: { tripId: number; booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { decimalsOf } = useMoney();
  const decimals = decimalsOf(booking.currency);
  const save = useSaveBooking(tripId);
  const [values, setValues] = useState<Charges>({
    cancellation_cost: booking.cancellation_cost > 0 ? toMajorUnits(booking.cancellation_cost, decimals) : '',
    cancellation_sell: booking.cancellation_sell > 0 ? toMajorUnits(booking.cancellation_sell, decimals) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Charges | 'root' | 'requestReference', string>>>(
    {},
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amounts = Object.fromEntries(
      CHARGES.map((name) => [
        name,
        values[name].trim() === '' ? 0 : parseTypedAmount(values[name], decimals),
      ]),
    ) as Record<keyof Charges, number | null>;
    const invalid = CHARGES.filter((name) => amounts[name] === null);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((name) => [name, t('bookings.form.invalidAmount')])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        id: booking.id,
        input: {
          status: 'cancelled',
          cancellation_cost: amounts.cancellation_cost ?? 0,
          cancellation_sell: amounts.cancellation_sell ?? 0,
        },
      });
      toast({ title: t('bookings.cancel.done'), description: booking.title, color: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors: typeof errors = {};
        for (const name of CHARGES) if (error.errors[name]?.[0]) fieldErrors[name] = error.errors[name][0];
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { root: error.message });
      } else {
        setErrors({
          root: errorMessage(error, t('errors.unexpected')),
          requestReference: errorReference(error),
        });
      }
    }
  };

  const field = (name: keyof Charges) => (
    <Field
      id={`${id}-${name}`}
      label={t(`bookings.form.fields.${name}`)}
      error={errors[name]}
      hint={booking.currency}
    >
      {(aria) => (
        <Input
          {...aria}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          placeholder={toMajorUnits(0, decimals)}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('bookings.cancel.confirm')}>
      <FormAlert message={errors.root} reference={errors.requestReference} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-neutral-900 dark:text-white">
          {t('bookings.form.sections.cancellation')}
        </legend>
        {field('cancellation_cost')}
        {field('cancellation_sell')}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 pt-5">
        <Button onClick={onClose} disabled={save.isPending}>
          {t('bookings.cancel.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={save.isPending}>
          {t('bookings.cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}
