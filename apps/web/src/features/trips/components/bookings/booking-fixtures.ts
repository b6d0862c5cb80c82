import type { Booking, FlightSegment } from '@aurora/contracts/travel/bookings';
import type { Airline, Airport } from '@aurora/contracts/travel/places';
import type { Supplier } from '@aurora/contracts/travel/suppliers';
import type { Trip } from '@aurora/contracts/travel/trips';
import type { MockAnswer, MockRequest } from '../../../../testing/fetch-mock';

const at = '2026-02-01T10:00:00.000Z';

export const AIRPORTS: Airport[] = [
  {
    code: 'MEX',
    name: 'Benito Juárez International Airport',
    city: 'Mexico City',
    country: 'MX',
    time_zone: 'America/Mexico_City',
  },
  {
    code: 'MAD',
    name: 'Adolfo Suárez Madrid–Barajas Airport',
    city: 'Madrid',
    country: 'ES',
    time_zone: 'Europe/Madrid',
  },
  {
    code: 'FCO',
    name: 'Leonardo da Vinci–Fiumicino Airport',
    city: 'Rome',
    country: 'IT',
    time_zone: 'Europe/Rome',
  },
  {
    code: 'BOG',
    name: 'El Dorado International Airport',
    city: 'Bogotá',
    country: 'CO',
    time_zone: 'America/Bogota',
  },
];

export const AIRLINES: Airline[] = [
  { code: 'AM', name: 'Aeroméxico', icao: 'AMX' },
  { code: 'IB', name: 'Iberia', icao: 'IBE' },
  { code: 'AZ', name: 'ITA Airways', icao: 'ITY' },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function makeSupplier(overrides: Partial<Supplier> = {}): Supplier {
  return {
    id: 21,
    name: 'Hotelbeds',
    category: 'bed_bank',
    contacts: [],
    phone: null,
    email: null,
    website: null,
    commission_rate: '12.50',
    payment_terms: null,
    currency: 'EUR',
    preferred: true,
    bookings_count: 4,
    owner: null,
    created_by: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 5,
    reference: 'MX-2026-0005',
    title: 'Europa en tres semanas',
    client: { id: 9, name: 'Familia Pérez' },
    travellers: [
      { id: 12, name: 'Laura Pérez', date_of_birth: '1985-04-02' },
      { id: 13, name: 'Jorge Pérez', date_of_birth: '1983-11-20' },
    ],
    destinations: ['Madrid', 'Roma'],
    start_date: '2026-03-02',
    end_date: '2026-03-22',
    status: 'quoted',
    trip_type: null,
    owner: { id: 7, name: 'Ana Agent' },
    opportunity: null,
    currency: 'MXN',
    budget: null,
    notes_internal: null,
    notes_for_client: null,
    bookings_count: 0,
    totals: {
      currency: 'MXN',
      sell: 0,
      cost: 0,
      margin: 0,
      margin_percent: null,
      commission_expected: 0,
      commission_received: 0,
    },
    warnings: [],
    deadlines: [],
    created_by: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

const airport = (code: string) => AIRPORTS.find((item) => item.code === code) ?? AIRPORTS[0];

export function makeSegment(overrides: Partial<FlightSegment> = {}): FlightSegment {
  return {
    marketing_carrier: 'AM',
    marketing_carrier_name: 'Aeroméxico',
    operating_carrier: null,
    operating_carrier_name: null,
    flight_number: '1',
    departure_airport: airport('MEX') as Airport,
    departure_terminal: '1',
    departure_time: '2026-03-02T19:45',
    arrival_airport: airport('MAD') as Airport,
    arrival_terminal: '4',
    arrival_time: '2026-03-03T13:30',
    arrival_day_offset: 1,
    duration_minutes: 645,
    cabin: 'business',
    booking_class: 'J',
    fare_basis: null,
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    trip_id: 5,
    type: 'hotel',
    status: 'confirmed',
    title: 'Hotel Arts Barcelona',
    supplier: { id: 21, name: 'Hotelbeds' },
    confirmation_number: 'HB-99812',
    starts_on: '2026-03-06',
    start_time: null,
    ends_on: '2026-03-10',
    end_time: null,
    details: { type: 'hotel', room_type: 'Deluxe sea view', rooms: 1, board_basis: 'BB' },
    travellers: [
      { id: 12, name: 'Laura Pérez', ticket_number: null },
      { id: 13, name: 'Jorge Pérez', ticket_number: null },
    ],
    quantity: 1,
    currency: 'EUR',
    cost: 120_000,
    sell: 140_000,
    commission_rate: '12.50',
    commission_amount: null,
    commission_expected: 17_500,
    commission_expected_on: null,
    commission_received: 0,
    supplier_payments: [],
    deadline_at: null,
    deadline_kind: null,
    cancellation_cost: 0,
    cancellation_sell: 0,
    notes: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function makeFlightBooking(overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    id: 40,
    type: 'flight',
    title: 'MEX → MAD → FCO',
    supplier: null,
    confirmation_number: null,
    starts_on: '2026-03-02',
    start_time: '19:45',
    ends_on: '2026-03-03',
    end_time: '17:45',
    details: {
      type: 'flight',
      pnr: 'ABC123',
      segments: [
        makeSegment(),
        makeSegment({
          flight_number: '3254',
          marketing_carrier: 'IB',
          marketing_carrier_name: 'Iberia',
          departure_airport: airport('MAD') as Airport,
          departure_terminal: '4',
          departure_time: '2026-03-03T15:20',
          arrival_airport: airport('FCO') as Airport,
          arrival_terminal: '1',
          arrival_time: '2026-03-03T17:45',
          arrival_day_offset: 0,
          duration_minutes: 145,
          cabin: 'economy',
          booking_class: 'Y',
        }),
      ],
    },
    travellers: [
      { id: 12, name: 'Laura Pérez', ticket_number: '1392412345678' },
      { id: 13, name: 'Jorge Pérez', ticket_number: null },
    ],
    currency: 'MXN',
    cost: 3_600_000,
    sell: 4_200_000,
    commission_rate: null,
    commission_expected: 0,
    ...overrides,
  });
}

const currency = (code: string, decimals: number) => ({
  code,
  name: code,
  symbol: code,
  decimals,
  rate_to_base: '1',
  is_active: true,
});

/**
 * The API of a trip's bookings for component tests: the bookings given, the reference data, the
 * places and suppliers searched by their words; anything else goes to `onChange`.
 */
export function bookingsApi(
  bookings: Booking[],
  onChange: (request: MockRequest) => MockAnswer = () => ({ status: 500 }),
) {
  return (request: MockRequest): MockAnswer => {
    const url = new URL(request.url, 'http://localhost');
    const q = fold(url.searchParams.get('q') ?? '');
    if (url.pathname === '/api/v2/currencies') {
      return {
        body: {
          data: [currency('MXN', 2), currency('EUR', 2), currency('USD', 2), currency('JPY', 0)],
        },
      };
    }
    if (url.pathname === '/api/v2/MX/airports') {
      return {
        body: {
          data: AIRPORTS.filter((item) => fold(`${item.code} ${item.city} ${item.name}`).includes(q)),
        },
      };
    }
    if (url.pathname === '/api/v2/MX/airlines') {
      return { body: { data: AIRLINES.filter((item) => fold(`${item.code} ${item.name}`).includes(q)) } };
    }
    if (url.pathname === '/api/v2/MX/suppliers') {
      const suppliers = [makeSupplier()].filter((item) => fold(item.name).includes(q));
      return {
        body: {
          data: suppliers,
          meta: { current_page: 1, per_page: 8, total: suppliers.length, last_page: 1 },
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/api/v2/MX/trips/5/bookings') {
      return { body: { data: bookings } };
    }
    return onChange(request);
  };
}
