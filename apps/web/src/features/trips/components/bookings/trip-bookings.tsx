import type { Trip } from '@aurora/contracts/travel/trips';
import { lazy, Suspense } from 'react';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { withTexts } from '../../../../lib/i18n';

// The section and its texts load with the trip page, in a chunk of their own: the page's first
// paint does not wait for them, and they render only once the `bookings` texts are there.
const BookingsSection = lazy(async () => ({
  default: (await withTexts(import('./bookings-section'), ['bookings'])).BookingsSection,
}));

/** A trip's bookings, to add, change, cancel and delete them. */
export function TripBookings({ trip }: { trip: Trip }) {
  return (
    <Suspense
      fallback={
        <Card aria-busy="true" className="flex h-40 items-center justify-center text-neutral-400">
          <Spinner />
        </Card>
      }
    >
      <BookingsSection trip={trip} />
    </Suspense>
  );
}
