import type { bookings as en } from '../en/bookings';
import type { Strings } from '../strings';

/** A trip's bookings: flights with their segments, hotels, tours and the rest, and their money. */
export const bookings: Strings<typeof en> = {
  bookings: {
    title: 'Reservas',
  },
};
