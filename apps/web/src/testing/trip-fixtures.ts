import type { Trip } from '@aurora/contracts/travel/trips';

const at = '2026-03-01T10:00:00.000Z';

/** A confirmed trip of the Pérez family, two travellers, in pesos. For component tests. */
export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 41,
    reference: 'MX-2026-0042',
    title: 'Cancún honeymoon',
    client: { id: 9, name: 'Familia Pérez' },
    travellers: [
      { id: 12, name: 'Laura Pérez', date_of_birth: '1990-05-12' },
      { id: 13, name: 'Jorge Pérez', date_of_birth: null },
    ],
    destinations: ['Cancún', 'Tulum'],
    start_date: '2027-05-10',
    end_date: '2027-05-17',
    status: 'confirmed',
    trip_type: 'honeymoon',
    owner: { id: 7, name: 'Ana Agent' },
    opportunity: null,
    currency: 'MXN',
    budget: 4_500_000,
    notes_internal: null,
    notes_for_client: 'Bring sunscreen.',
    bookings_count: 2,
    totals: {
      currency: 'MXN',
      sell: 4_613_500,
      cost: 3_765_000,
      margin: 848_500,
      margin_percent: '18.4',
      commission_expected: 329_000,
      commission_received: 0,
    },
    warnings: [],
    deadlines: [],
    created_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** The trip statuses as the reference data answers them. */
export const tripStatuses = {
  data: [
    ['inquiry', 'Inquiry', '#3b82f6'],
    ['quoted', 'Quoted', '#8b5cf6'],
    ['confirmed', 'Confirmed', '#14b8a6'],
    ['travelling', 'Travelling', '#f59e0b'],
    ['completed', 'Completed', '#22c55e'],
    ['cancelled', 'Cancelled', '#ef4444'],
  ].map(([key, name, color], index) => ({
    id: 60 + index,
    entity_type: 'trip',
    key,
    name,
    color,
    position: index + 1,
    is_closed: key === 'completed' || key === 'cancelled',
  })),
};

export const tripTypes = {
  data: [
    { id: 71, list: 'trip_types', key: 'leisure', label: 'Leisure', position: 1, is_active: true },
    { id: 72, list: 'trip_types', key: 'honeymoon', label: 'Honeymoon', position: 2, is_active: true },
  ],
};

/** The reference answers the trips screens read (before the shared fixtures' ones). */
export function tripReferenceAnswer(url: string): { body: unknown } | undefined {
  if (url.startsWith('/api/v2/statuses') && url.includes('trip')) return { body: tripStatuses };
  if (url.startsWith('/api/v2/definitions') && url.includes('trip_types')) return { body: tripTypes };
  return undefined;
}
