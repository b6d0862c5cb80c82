/** Trips: the list, the trip's page and form, its travellers, totals, warnings, deadlines and itinerary. */
export const trips = {
  trips: {
    title: 'Trips',
  },
} as const;
