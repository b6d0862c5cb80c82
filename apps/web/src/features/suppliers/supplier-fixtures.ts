import type { Supplier, SupplierBooking, SupplierBookings } from '@aurora/contracts/travel/suppliers';
import type { MockAnswer } from '../../testing/fetch-mock';

const at = '2026-03-01T10:00:00.000Z';

/** The `supplier_categories` definitions a supplier screen reads. */
export const supplierCategories = {
  data: [
    ['airline', 'Airline'],
    ['hotel', 'Hotel'],
    ['dmc', 'Destination management company'],
  ].map(([key, label], index) => ({
    id: 40 + index,
    list: 'supplier_categories',
    key,
    label,
    position: index + 1,
    is_active: true,
    asks_follow_up: false,
  })),
};

/** The answer for the supplier categories, before the record fixtures' reference answers. */
export function categoriesAnswer(url: string): MockAnswer | undefined {
  return url.startsWith('/api/v2/definitions') && url.includes('supplier_categories')
    ? { body: supplierCategories }
    : undefined;
}

export function makeSupplier(overrides: Partial<Supplier> = {}): Supplier {
  return {
    id: 12,
    name: 'Hotel Casa Santo Domingo',
    category: 'hotel',
    contacts: [
      { name: 'Lucía Pérez', role: 'Reservations', email: 'lucia@casasd.com', phone: '+525512345678' },
    ],
    phone: '+525511112222',
    email: 'reservas@casasd.com',
    website: 'https://www.casasd.com',
    commission_rate: '12.50',
    payment_terms: 'Net 30 after check-out',
    currency: 'MXN',
    preferred: true,
    bookings_count: 3,
    owner: { id: 7, name: 'Ana Agent' },
    created_by: { id: 7, name: 'Ana Agent' },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makeSupplierBooking(overrides: Partial<SupplierBooking> = {}): SupplierBooking {
  return {
    id: 101,
    trip: { id: 5, reference: 'MX-2026-0005', title: 'Oaxaca en familia' },
    type: 'hotel',
    title: 'Casa Santo Domingo · 2 rooms',
    status: 'confirmed',
    starts_on: '2026-12-20',
    currency: 'MXN',
    sell: 2_400_000,
    commission_expected: 300_000,
    commission_received: 0,
    commission_expected_on: '2027-01-15',
    commission_state: 'expected',
    ...overrides,
  };
}

export function makeSupplierBookings(
  data: SupplierBooking[],
  commissions: Partial<SupplierBookings['commissions']> = {},
): SupplierBookings {
  return { data, commissions: { currency: 'MXN', expected: 0, received: 0, overdue: 0, ...commissions } };
}
