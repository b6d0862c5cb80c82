import type { PassengerType, TravellerWarning } from '@aurora/contracts/travel/trips';
import { passengerTypeOn } from './passenger-types.ts';

export type CheckedTraveller = {
  id: number;
  name: string;
  dateOfBirth: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
};

export type CheckedFlight = {
  id: number;
  title: string;
  /** Confirmed with a PNR: its travellers need their ticket numbers. */
  ticketed: boolean;
  travellers: { contactId: number; ticketNumber: string | null }[];
  /** In order; the countries are the airports'. */
  segments: { departureLocal: string; departureCountry: string | null; arrivalCountry: string | null }[];
};

/** The calendar day `months` after `date`, the month's last day when it has no such day. */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const isInternational = (flight: CheckedFlight) =>
  flight.segments.some(
    (segment) =>
      segment.departureCountry !== null &&
      segment.arrivalCountry !== null &&
      segment.departureCountry !== segment.arrivalCountry,
  );

/**
 * What could stop a traveller of the trip from flying, for the flights that are not cancelled:
 * a passenger type that changes during the trip (a birthday between two flights), a missing date
 * of birth, a passport missing for an international flight or expiring less than
 * `passportValidityMonths` after the trip's end, a missing ticket number on a ticketed flight,
 * and an infant on a flight with no adult of the trip. Each names the traveller and, when it is
 * about one, the booking.
 */
export function checkTravellers(input: {
  travellers: readonly CheckedTraveller[];
  flights: readonly CheckedFlight[];
  /** The trip's end, else its last flight's day. */
  tripEnd: string | null;
  passportValidityMonths: number;
}): TravellerWarning[] {
  const warnings: TravellerWarning[] = [];
  const warn = (
    kind: TravellerWarning['kind'],
    traveller: CheckedTraveller,
    booking: CheckedFlight | null,
    extra: Partial<Pick<TravellerWarning, 'from' | 'to' | 'expires_on'>> = {},
  ) =>
    warnings.push({
      kind,
      traveller: { id: traveller.id, name: traveller.name },
      booking: booking && { id: booking.id, title: booking.title },
      from: extra.from ?? null,
      to: extra.to ?? null,
      expires_on: extra.expires_on ?? null,
    });
  const byId = new Map(input.travellers.map((traveller) => [traveller.id, traveller]));
  const lastFlightDay = input.flights
    .flatMap((flight) => flight.segments.map((segment) => segment.departureLocal.slice(0, 10)))
    .sort()
    .at(-1);
  const tripEnd = input.tripEnd ?? lastFlightDay ?? null;

  for (const traveller of input.travellers) {
    const flights = input.flights.filter((flight) =>
      flight.travellers.some((covered) => covered.contactId === traveller.id),
    );
    if (flights.length === 0) continue;
    const { dateOfBirth } = traveller;
    if (dateOfBirth === null) {
      warn('birth_date_missing', traveller, null);
    } else {
      const types = flights
        .flatMap((flight) =>
          flight.segments.map((segment) => ({
            flight,
            day: segment.departureLocal.slice(0, 10),
            type: passengerTypeOn(dateOfBirth, segment.departureLocal.slice(0, 10)),
          })),
        )
        .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
      const first = types[0];
      const changed = types.find((entry) => first && entry.type !== first.type);
      if (first && changed) {
        warn('passenger_type_changes', traveller, changed.flight, { from: first.type, to: changed.type });
      }
    }
    const international = flights.filter(isInternational);
    if (international.length > 0) {
      const [firstInternational] = international;
      if (!traveller.passportNumber || !traveller.passportExpiry) {
        warn('passport_missing', traveller, firstInternational ?? null);
      } else if (tripEnd && traveller.passportExpiry < addMonths(tripEnd, input.passportValidityMonths)) {
        warn('passport_expiring', traveller, null, { expires_on: traveller.passportExpiry });
      }
    }
    for (const flight of flights) {
      const covered = flight.travellers.find((entry) => entry.contactId === traveller.id);
      if (flight.ticketed && covered && !covered.ticketNumber) warn('ticket_missing', traveller, flight);
    }
  }

  for (const flight of input.flights) {
    const day = flight.segments[0]?.departureLocal.slice(0, 10);
    if (!day) continue;
    const typeOf = (contactId: number): PassengerType | null => {
      const birth = byId.get(contactId)?.dateOfBirth;
      return birth ? passengerTypeOn(birth, day) : null;
    };
    const types = flight.travellers.map((covered) => typeOf(covered.contactId));
    if (types.includes('adult')) continue;
    for (const covered of flight.travellers) {
      const traveller = byId.get(covered.contactId);
      if (traveller && typeOf(covered.contactId) === 'infant')
        warn('infant_without_adult', traveller, flight);
    }
  }
  return warnings;
}
