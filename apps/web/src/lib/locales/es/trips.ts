import type { trips as en } from '../en/trips';
import type { Strings } from '../strings';

/** Trips: the list, the trip's page and form, its travellers, totals, warnings, deadlines and itinerary. */
export const trips: Strings<typeof en> = {
  trips: {
    title: 'Viajes',
  },
};
