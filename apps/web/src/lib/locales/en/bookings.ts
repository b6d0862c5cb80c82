/** A trip's bookings: flights with their segments, hotels, tours and the rest, and their money. */
export const bookings = {
  bookings: {
    title: 'Bookings',
  },
} as const;
