import type { Trip } from '@aurora/contracts/travel/trips';

/** Being built: a trip's bookings, to add, change, cancel and delete them. */
export function TripBookings(_props: { trip: Trip }) {
  return null;
}
