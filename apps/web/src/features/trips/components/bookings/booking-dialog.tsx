import { BOOKING_TYPES, type Booking, type BookingType } from '@aurora/contracts/travel/bookings';
import type { Trip } from '@aurora/contracts/travel/trips';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../../components/ui/dialog';
import { toast } from '../../../../components/ui/toast-store';
import { useOrganizations } from '../../../../lib/organization-store';
import { useSaveBooking } from './api/bookings-api';
import { BookingForm } from './booking-form';
import { BookingKindIcon } from './booking-kinds';

/** The nine kinds of booking as cards: the first choice of a new booking. */
function KindChooser({ onChoose }: { onChoose: (type: BookingType) => void }) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  // The first card takes the focus (not the dialog's close button): Tab moves, Enter picks.
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-neutral-900 dark:text-white">
        {t('bookings.form.chooseType')}
      </legend>
      <p className="mb-3 text-xs text-neutral-500 dark:text-neutral-400">
        {t('bookings.form.chooseTypeHint')}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {BOOKING_TYPES.map((type, index) => (
          <li key={type}>
            <button
              type="button"
              ref={index === 0 ? first : undefined}
              onClick={() => onChoose(type)}
              className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 p-3 text-left transition-colors hover:border-primary-300 hover:bg-primary-50/60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 dark:border-neutral-800 dark:hover:border-primary-500/40 dark:hover:bg-primary-500/10"
            >
              <BookingKindIcon type={type} />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-neutral-900 dark:text-white">
                  {t(`bookings.types.${type}`)}
                </span>
                <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                  {t(`bookings.typeHints.${type}`)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Adding a booking (its kind first, then the form) or editing one (its kind fixed). Closing with
 * changes not saved, by Escape, the close button or Cancel, asks first.
 */
export function BookingDialog({
  open,
  onOpenChange,
  trip,
  booking,
  initialType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trip: Trip;
  booking?: Booking | undefined;
  initialType?: BookingType | undefined;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const timeZone = useOrganizations().current?.timezone ?? 'UTC';
  const save = useSaveBooking(trip.id);
  const [type, setType] = useState<BookingType | undefined>(booking?.type ?? initialType);
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const requestClose = () => {
    if (dirty) setConfirmClose(true);
    else close();
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose();
        }}
        size="lg"
        title={
          booking ? t('bookings.form.editTitle', { title: booking.title }) : t('bookings.form.createTitle')
        }
        footer={
          <>
            <Button onClick={requestClose}>{t('common.cancel')}</Button>
            {type ? (
              <Button variant="primary" type="submit" form={formId} loading={save.isPending}>
                {booking ? t('common.save') : t('bookings.form.create')}
              </Button>
            ) : null}
          </>
        }
      >
        {type ? (
          <BookingForm
            key={type}
            formId={formId}
            type={type}
            trip={trip}
            booking={booking}
            timeZone={timeZone}
            onDirtyChange={onDirtyChange}
            onChangeType={
              booking
                ? undefined
                : () => {
                    setDirty(false);
                    setType(undefined);
                  }
            }
            onSubmit={async (input) => {
              const saved = await save.mutateAsync({ id: booking?.id, input });
              toast({
                title: booking ? t('bookings.form.saved') : t('bookings.form.created'),
                description: saved.title,
                color: 'success',
              });
              close();
            }}
          />
        ) : (
          <KindChooser onChoose={setType} />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('form.unsavedTitle')}
        description={t('form.unsavedDescription')}
        confirmLabel={t('form.discard')}
        onConfirm={() => {
          setConfirmClose(false);
          close();
        }}
      />
    </>
  );
}
