import { dayIn } from '@aurora/contracts/time-zones';
import type { Booking, BookingType } from '@aurora/contracts/travel/bookings';
import type { Trip } from '@aurora/contracts/travel/trips';
import { Luggage, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { QueryErrorPanel } from '../../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { useOrganizations } from '../../../../lib/organization-store';
import { useOpenedOnce } from '../../../../lib/use-opened-once';
import { useDeleteBooking, useTripBookings } from './api/bookings-api';
import { BookingKindIcon, KINDS } from './booking-kinds';
import { BookingRow } from './booking-row';
import { CancelBookingDialog } from './cancel-booking-dialog';

// The form (react-hook-form, the contract's schemas, the pickers) loads on the first opening.
const BookingDialog = lazy(async () => ({ default: (await import('./booking-dialog')).BookingDialog }));

export type BookingDialogState = { booking?: Booking | undefined; type?: BookingType | undefined } | null;

/** The trip's bookings in the order they happen, with what adds, edits, cancels and deletes them. */
export function BookingsSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const bookings = useTripBookings(trip.id);
  const timeZone = useOrganizations().current?.timezone ?? 'UTC';
  const [dialog, setDialog] = useState<BookingDialogState>(null);
  const [lastDialog, setLastDialog] = useState<BookingDialogState>(null);
  // Each opening is a new form, even of the same booking.
  const [openings, setOpenings] = useState(0);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [deleting, setDeleting] = useState<Booking | null>(null);
  const remove = useDeleteBooking(trip.id);
  const dialogOpened = useOpenedOnce(dialog !== null);
  const open = (state: NonNullable<BookingDialogState>) => {
    setDialog(state);
    setLastDialog(state);
    setOpenings((count) => count + 1);
  };
  const list = bookings.data ?? [];
  const now = new Date();
  const today = dayIn(now, timeZone);

  const addButton = (
    <Button size="sm" onClick={() => open({})}>
      <Plus aria-hidden="true" />
      {t('bookings.add')}
    </Button>
  );

  return (
    <>
      <Card aria-labelledby="trip-bookings-title">
        <CardHeader
          titleId="trip-bookings-title"
          title={t('bookings.title')}
          description={list.length > 0 ? t('bookings.description', { count: list.length }) : undefined}
          actions={list.length > 0 ? addButton : undefined}
        />
        {bookings.isPending ? (
          <LoadingPanel label={t('bookings.loading')} />
        ) : bookings.isError ? (
          <QueryErrorPanel
            title={t('bookings.loadError')}
            description={errorMessage(bookings.error, '')}
            onRetry={() => void bookings.refetch()}
          />
        ) : list.length === 0 ? (
          <StatePanel
            icon={<Luggage />}
            title={t('bookings.empty')}
            description={t('bookings.emptyHint')}
            className="py-8"
            action={
              <div className="flex flex-col items-center gap-3">
                <Button variant="primary" onClick={() => open({})}>
                  <Plus aria-hidden="true" />
                  {t('bookings.addFirst')}
                </Button>
                <ul className="flex max-w-xl flex-wrap justify-center gap-1.5">
                  {KINDS.map((type) => (
                    <li key={type}>
                      <button
                        type="button"
                        onClick={() => open({ type })}
                        className="flex cursor-pointer items-center gap-1.5 rounded-md border border-neutral-200 py-1 pr-2.5 pl-1 text-xs font-medium text-neutral-700 hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-neutral-700 dark:text-neutral-300 dark:hover:bg-primary-500/10"
                      >
                        <BookingKindIcon type={type} size="sm" />
                        {t(`bookings.types.${type}`)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            }
          />
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {list.map((booking) => (
              <BookingRow
                key={booking.id}
                booking={booking}
                today={today}
                now={now}
                onEdit={() => open({ booking, type: booking.type })}
                onCancel={() => setCancelling(booking)}
                onDelete={() => setDeleting(booking)}
              />
            ))}
          </ul>
        )}
      </Card>
      {dialogOpened ? (
        <Suspense fallback={null}>
          <BookingDialog
            key={openings}
            open={dialog !== null}
            onOpenChange={(next) => {
              if (!next) setDialog(null);
            }}
            trip={trip}
            booking={lastDialog?.booking}
            initialType={lastDialog?.type}
          />
        </Suspense>
      ) : null}
      <CancelBookingDialog tripId={trip.id} booking={cancelling} onClose={() => setCancelling(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        title={t('bookings.delete.title', { title: deleting?.title ?? '' })}
        description={t('bookings.delete.description')}
        confirmLabel={t('bookings.delete.confirm')}
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: t('bookings.delete.done'), description: deleting.title, color: 'success' });
              setDeleting(null);
            },
            onError: (error) => {
              toastFailure({ title: t('bookings.delete.failed'), error });
            },
          });
        }}
      />
    </>
  );
}
