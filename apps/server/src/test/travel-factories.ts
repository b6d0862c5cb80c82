import type { Booking, CreateBookingInput, FlightSegmentInput } from '@aurora/contracts/travel/bookings';
import type { CreateSupplierInput } from '@aurora/contracts/travel/suppliers';
import type { CreateTripInput, Trip } from '@aurora/contracts/travel/trips';
import type { App } from '#app';
import { type MemberScope, makeClient, makeContact, memberRequests } from './records-factories.ts';

async function created<T>(app: App, s: MemberScope, path: string, payload: object): Promise<T> {
  const response = await memberRequests(() => app).send(s, 'POST', path, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

export const makeSupplier = (app: App, s: MemberScope, input: Partial<CreateSupplierInput> = {}) =>
  created<{ id: number; name: string; currency: string }>(app, s, '/suppliers', {
    name: 'Aeroméxico',
    category: 'airline',
    ...input,
  });

/**
 * A client with travellers (contacts with dates of birth and passports unless given), and a trip
 * for them; `travellers` are the contacts' fields.
 */
export async function makeTrip(
  app: App,
  s: MemberScope,
  options: {
    trip?: Partial<CreateTripInput>;
    travellers?: {
      first_name: string;
      last_name: string;
      date_of_birth?: string | null;
      passport_number?: string | null;
      passport_expiry?: string | null;
    }[];
  } = {},
): Promise<Trip> {
  const client = await makeClient(app, s.base, s.headers, { name: 'Familia Jiménez' });
  const travellers = options.travellers ?? [{ first_name: 'Lucía', last_name: 'Jiménez' }];
  const contacts = [];
  for (const traveller of travellers) {
    contacts.push(
      await makeContact(app, s.base, s.headers, client.id, {
        date_of_birth: '1988-04-12',
        passport_number: 'G12345678',
        passport_expiry: '2032-01-31',
        ...traveller,
      }),
    );
  }
  return created<Trip>(app, s, '/trips', {
    title: 'Spain and Portugal',
    client_id: client.id,
    traveller_ids: contacts.map((contact) => contact.id),
    start_date: '2026-03-02',
    end_date: '2026-03-16',
    ...options.trip,
  });
}

/** A flight segment: AM 1 from MEX to MAD on 2 March 2026, overnight. */
export const segment = (overrides: Partial<FlightSegmentInput> = {}): FlightSegmentInput => ({
  marketing_carrier: 'AM',
  flight_number: '1',
  departure_airport: 'MEX',
  departure_time: '2026-03-02T19:45',
  arrival_airport: 'MAD',
  arrival_time: '2026-03-03T13:30',
  ...overrides,
});

export const addBooking = (app: App, s: MemberScope, tripId: number, input: CreateBookingInput) =>
  created<Booking>(app, s, `/trips/${tripId}/bookings`, input);
