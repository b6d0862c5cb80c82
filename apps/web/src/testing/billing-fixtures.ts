import type { Calendar, CalendarEntry } from '@aurora/contracts/billing/calendar';

export function makeEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    key: 'instalment:5:0',
    date: '2026-03-10',
    kind: 'instalment',
    direction: 'in',
    overdue: false,
    amount: 300_000,
    currency: 'MXN',
    amount_in_organization_currency: 300_000,
    conversion: 'same_currency',
    label: 'MX-2026-00005',
    due_at: null,
    invoice: { id: 5, number: 'MX-2026-00005' },
    client: { id: 3, name: 'Familia Jiménez' },
    trip: { id: 41, name: 'MX-2026-0041 · Cancún honeymoon' },
    booking: null,
    supplier: null,
    owner_id: 7,
    ...overrides,
  };
}

/** March 2026 as the month grid asks it (23 Feb to 5 Apr): an instalment, a supplier payment, a deadline. */
export function makeCalendar(overrides: Partial<Calendar> = {}): Calendar {
  const entries = overrides.entries ?? [
    makeEntry(),
    makeEntry({
      key: 'supplier_payment:9:0',
      date: '2026-03-12',
      kind: 'supplier_payment',
      direction: 'out',
      amount: 12_000,
      currency: 'USD',
      amount_in_organization_currency: 204_000,
      conversion: 'reference_rate',
      label: 'Pestana Palace',
      invoice: null,
      client: null,
      booking: { id: 9, title: 'Pestana Palace' },
      supplier: { id: 2, name: 'Hoteles Pestana' },
    }),
    makeEntry({
      key: 'option_deadline:9',
      date: '2026-03-12',
      kind: 'option_deadline',
      direction: 'risk',
      amount: null,
      currency: null,
      amount_in_organization_currency: null,
      conversion: null,
      label: 'Pestana Palace',
      due_at: '2026-03-13T00:00:00.000Z',
      invoice: null,
      client: null,
      booking: { id: 9, title: 'Pestana Palace' },
      supplier: { id: 2, name: 'Hoteles Pestana' },
    }),
  ];
  return {
    from: '2026-02-23',
    to: '2026-04-05',
    currency: 'MXN',
    today: '2026-03-03',
    entries,
    days: [
      { date: '2026-03-10', in: 300_000, out: 0 },
      { date: '2026-03-12', in: 0, out: 204_000 },
    ],
    weeks: [
      { starts_on: '2026-02-23', in: 0, out: 0 },
      { starts_on: '2026-03-02', in: 0, out: 0 },
      { starts_on: '2026-03-09', in: 300_000, out: 204_000 },
      { starts_on: '2026-03-16', in: 0, out: 0 },
      { starts_on: '2026-03-23', in: 0, out: 0 },
      { starts_on: '2026-03-30', in: 0, out: 0 },
    ],
    totals: { in: 300_000, out: 204_000 },
    unconverted: 0,
    ...overrides,
  };
}
