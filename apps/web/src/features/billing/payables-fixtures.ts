import type { Commission, Payable, Payables } from '@aurora/contracts/billing/payables';
import { addDays, dayIn } from '@aurora/contracts/time-zones';

/** Today in the test organization's zone (MX, America/Mexico_City), and days around it. */
export const today = () => dayIn(new Date(), 'America/Mexico_City');
export const daysFromToday = (days: number) => addDays(today(), days);

export const bookingRef = (overrides: Partial<Payable['booking']> = {}): Payable['booking'] => ({
  id: 101,
  title: 'Casa Santo Domingo · 2 rooms',
  confirmation_number: 'CSD-4471',
  trip: { id: 5, reference: 'MX-2026-0005', title: 'Oaxaca en familia' },
  ...overrides,
});

export function makePayable(overrides: Partial<Payable> = {}): Payable {
  return {
    booking: bookingRef(),
    index: 0,
    supplier: { id: 12, name: 'Hotel Casa Santo Domingo' },
    agent: { id: 7, name: 'Ana Agent' },
    due_on: daysFromToday(10),
    currency: 'MXN',
    amount: 1_200_000,
    paid_on: null,
    reference: null,
    state: 'due',
    ...overrides,
  };
}

export function makePayables(data: Payable[], summary: Partial<Payables['summary']> = {}): Payables {
  return { data, summary: { currency: 'MXN', due_in_30_days: 0, overdue: 0, ...summary } };
}

export function makeCommission(overrides: Partial<Commission> = {}): Commission {
  return {
    booking: bookingRef(),
    supplier: { id: 12, name: 'Hotel Casa Santo Domingo' },
    agent: { id: 7, name: 'Ana Agent' },
    starts_on: daysFromToday(30),
    currency: 'MXN',
    sell: 2_400_000,
    expected: 300_000,
    received: 0,
    open: 300_000,
    expected_on: daysFromToday(40),
    state: 'expected',
    ...overrides,
  };
}
