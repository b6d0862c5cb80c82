import type { Booking, FlightSegment } from '@aurora/contracts/travel/bookings';
import type { Itinerary } from '@aurora/contracts/travel/trips';
import { invalid } from '#platform/errors.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { listTripBookings } from '../bookings/bookings.service.ts';
import { getTrip } from '../trips/trips.service.ts';
import type { ItineraryDocument } from './itinerary-pdf.ts';

export type ItineraryLanguage = 'en' | 'es';

/** The itinerary's own words, in the client's language. */
const TEXTS = {
  en: {
    flight: 'Flight',
    departs: 'Departs',
    arrives: 'Arrives',
    terminal: 'Terminal',
    operatedBy: 'Operated by',
    cabin: { economy: 'Economy', premium_economy: 'Premium economy', business: 'Business', first: 'First' },
    pnr: 'Booking reference',
    confirmation: 'Confirmation',
    travellers: 'Travellers',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    rooms: (count: number) => (count === 1 ? '1 room' : `${count} rooms`),
    board: {
      RO: 'Room only',
      BB: 'Bed and breakfast',
      HB: 'Half board',
      FB: 'Full board',
      AI: 'All inclusive',
    },
    types: {
      tour: 'Tour',
      transfer: 'Transfer',
      cruise: 'Cruise',
      car: 'Car rental',
      rail: 'Train',
      insurance: 'Travel insurance',
      other: '',
    },
    meetingPoint: 'Meeting point',
    duration: 'Duration',
    vehicle: 'Vehicle',
    ship: 'Ship',
    cabinOnBoard: 'Cabin',
    embark: 'Embarks at',
    disembark: 'Disembarks at',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    carClass: 'Car',
    train: 'Train',
    coachClass: 'Class',
    policy: 'Policy',
    coverage: 'Coverage',
    until: 'Until',
  },
  es: {
    flight: 'Vuelo',
    departs: 'Sale',
    arrives: 'Llega',
    terminal: 'Terminal',
    operatedBy: 'Operado por',
    cabin: { economy: 'Turista', premium_economy: 'Turista prémium', business: 'Business', first: 'Primera' },
    pnr: 'Localizador',
    confirmation: 'Confirmación',
    travellers: 'Viajeros',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    rooms: (count: number) => (count === 1 ? '1 habitación' : `${count} habitaciones`),
    board: {
      RO: 'Solo alojamiento',
      BB: 'Alojamiento y desayuno',
      HB: 'Media pensión',
      FB: 'Pensión completa',
      AI: 'Todo incluido',
    },
    types: {
      tour: 'Excursión',
      transfer: 'Traslado',
      cruise: 'Crucero',
      car: 'Alquiler de coche',
      rail: 'Tren',
      insurance: 'Seguro de viaje',
      other: '',
    },
    meetingPoint: 'Punto de encuentro',
    duration: 'Duración',
    vehicle: 'Vehículo',
    ship: 'Barco',
    cabinOnBoard: 'Camarote',
    embark: 'Embarque en',
    disembark: 'Desembarque en',
    pickup: 'Recogida',
    dropoff: 'Devolución',
    carClass: 'Coche',
    train: 'Tren',
    coachClass: 'Clase',
    policy: 'Póliza',
    coverage: 'Cobertura',
    until: 'Hasta',
  },
} as const;

type Entry = Itinerary['days'][number]['entries'][number] & { date: string };

const compact = (lines: (string | null | undefined | false)[]) =>
  lines.filter((line): line is string => Boolean(line));

function flightEntries(
  booking: Booking,
  segments: FlightSegment[],
  pnr: string | null,
  language: ItineraryLanguage,
): Entry[] {
  const text = TEXTS[language];
  const place = (airport: FlightSegment['departure_airport'], terminal: string | null) =>
    `${airport.city || airport.name} (${airport.code})${terminal ? `, ${text.terminal} ${terminal}` : ''}`;
  return segments.map((segment) => ({
    booking_id: booking.id,
    type: 'flight',
    date: segment.departure_time.slice(0, 10),
    time: segment.departure_time.slice(11),
    title: `${text.flight} ${segment.marketing_carrier} ${segment.flight_number} · ${segment.departure_airport.code} → ${segment.arrival_airport.code}`,
    lines: compact([
      segment.marketing_carrier_name,
      `${text.departs} ${segment.departure_time.slice(11)} ${place(segment.departure_airport, segment.departure_terminal)}`,
      `${text.arrives} ${segment.arrival_time.slice(11)}${segment.arrival_day_offset > 0 ? ` +${segment.arrival_day_offset}` : ''} ${place(segment.arrival_airport, segment.arrival_terminal)}`,
      segment.operating_carrier &&
        segment.operating_carrier !== segment.marketing_carrier &&
        `${text.operatedBy} ${segment.operating_carrier_name ?? segment.operating_carrier}`,
      text.cabin[segment.cabin],
      pnr && `${text.pnr} ${pnr}`,
    ]),
  }));
}

function serviceEntries(
  booking: Booking,
  language: ItineraryLanguage,
  dayLabel: (date: string) => string,
): Entry[] {
  const text = TEXTS[language];
  const { details } = booking;
  const confirmation = booking.confirmation_number && `${text.confirmation} ${booking.confirmation_number}`;
  if (!booking.starts_on) return [];
  const entry = (
    date: string,
    time: string | null,
    title: string,
    lines: (string | null | false)[],
  ): Entry => ({
    booking_id: booking.id,
    type: booking.type,
    date,
    time,
    title,
    lines: compact(lines),
  });
  switch (details.type) {
    case 'hotel':
      return [
        entry(booking.starts_on, booking.start_time, `${text.checkIn} · ${booking.title}`, [
          compact([details.room_type, text.rooms(details.rooms)]).join(' · '),
          text.board[details.board_basis],
          booking.ends_on && `${text.checkOut}: ${dayLabel(booking.ends_on)}`,
          confirmation,
        ]),
        ...(booking.ends_on
          ? [entry(booking.ends_on, booking.end_time, `${text.checkOut} · ${booking.title}`, [])]
          : []),
      ];
    case 'flight':
      return [];
    default: {
      const label = text.types[details.type];
      const title = label ? `${label} · ${booking.title}` : booking.title;
      const until =
        booking.ends_on &&
        booking.ends_on !== booking.starts_on &&
        `${text.until} ${dayLabel(booking.ends_on)}`;
      return [
        entry(booking.starts_on, booking.start_time, title, [
          ...detailLines(details, text),
          until,
          confirmation,
        ]),
      ];
    }
  }
}

type ServiceDetails = Exclude<Booking['details'], { type: 'flight' | 'hotel' }>;

/** What a client needs to know of a tour, a transfer, a cruise... */
function detailLines(
  details: ServiceDetails,
  text: (typeof TEXTS)[ItineraryLanguage],
): (string | null | false)[] {
  const labelled = (label: string, value: string | null) => value && `${label}: ${value}`;
  const route = (from: string | null, to: string | null) => from && to && `${from} → ${to}`;
  switch (details.type) {
    case 'tour':
      return [labelled(text.meetingPoint, details.meeting_point), labelled(text.duration, details.duration)];
    case 'transfer':
      return [route(details.pickup, details.dropoff), labelled(text.vehicle, details.vehicle)];
    case 'cruise':
      return [
        labelled(text.ship, details.ship),
        labelled(text.cabinOnBoard, details.cabin),
        details.embark_port && `${text.embark} ${details.embark_port}`,
        details.disembark_port && `${text.disembark} ${details.disembark_port}`,
      ];
    case 'car':
      return [
        labelled(text.pickup, details.pickup_location),
        labelled(text.dropoff, details.dropoff_location),
        labelled(text.carClass, details.car_class),
      ];
    case 'rail':
      return [
        details.train_number && `${text.train} ${details.train_number}`,
        route(details.from_station, details.to_station),
        labelled(text.coachClass, details.coach_class),
      ];
    case 'insurance':
      return [
        details.policy_number && `${text.policy} ${details.policy_number}`,
        labelled(text.coverage, details.coverage),
      ];
    case 'other':
      return [details.description];
  }
}

export const dayLabelOf = (language: ItineraryLanguage) => {
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
};

/**
 * A trip's client-facing itinerary: what happens each day in local times, without prices; for
 * one traveller, only the bookings they are on (a booking for nobody in particular is everyone's).
 * Cancelled bookings are left out.
 */
export async function getItinerary(
  ctx: OrganizationContext,
  tripId: number,
  options: { travellerId?: number | undefined; language: ItineraryLanguage },
): Promise<Itinerary> {
  const [trip, bookings] = await Promise.all([getTrip(ctx, tripId), listTripBookings(ctx, tripId)]);
  const traveller =
    options.travellerId === undefined
      ? undefined
      : trip.travellers.find((entry) => entry.id === options.travellerId);
  if (options.travellerId !== undefined && !traveller) {
    throw invalid({ traveller_id: ['This traveller is not on the trip.'] });
  }
  const text = TEXTS[options.language];
  const dayLabel = dayLabelOf(options.language);
  const entries = bookings
    .filter((booking) => booking.status !== 'cancelled')
    .filter(
      (booking) =>
        !traveller ||
        booking.travellers.length === 0 ||
        booking.travellers.some((covered) => covered.id === traveller.id),
    )
    .flatMap((booking) => {
      const travellers = booking.travellers.map((covered) => covered.name).filter(Boolean);
      const found =
        booking.details.type === 'flight'
          ? flightEntries(booking, booking.details.segments, booking.details.pnr, options.language)
          : serviceEntries(booking, options.language, dayLabel);
      return found.map((entry, index) =>
        // The travellers once per booking, on its first entry, and only when they are not all of them.
        index === 0 && !traveller && travellers.length > 0 && travellers.length < trip.travellers.length
          ? { ...entry, lines: [...entry.lines, `${text.travellers}: ${travellers.join(', ')}`] }
          : entry,
      );
    });
  const dates = [...new Set(entries.map((entry) => entry.date))].sort();
  const byTime = (a: Entry, b: Entry) => (a.time ?? '').localeCompare(b.time ?? '');
  return {
    reference: trip.reference,
    title: trip.title,
    client: trip.client.name,
    travellers: traveller ? [traveller.name] : trip.travellers.map((entry) => entry.name),
    for_traveller: traveller?.name ?? null,
    start_date: trip.start_date,
    end_date: trip.end_date,
    notes_for_client: trip.notes_for_client,
    agency: {
      name: ctx.organization.name,
      phone: ctx.organization.contact.phone,
      email: ctx.organization.contact.email,
    },
    days: dates.map((date) => ({
      date,
      entries: entries
        .filter((entry) => entry.date === date)
        .sort(byTime)
        .map(({ date: _date, ...entry }) => entry),
    })),
  };
}

/** The same itinerary as the PDF renders it: days labelled, dates and the footer's time worded. */
export function itineraryDocument(
  itinerary: Itinerary,
  language: ItineraryLanguage,
  generatedAt: Date,
  timeZone: string,
): ItineraryDocument {
  const dayLabel = dayLabelOf(language);
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const range =
    itinerary.start_date && itinerary.end_date
      ? short.formatRange(
          new Date(`${itinerary.start_date}T12:00:00Z`),
          new Date(`${itinerary.end_date}T12:00:00Z`),
        )
      : itinerary.start_date
        ? short.format(new Date(`${itinerary.start_date}T12:00:00Z`))
        : null;
  return {
    language,
    agency: itinerary.agency,
    reference: itinerary.reference,
    title: itinerary.title,
    client: itinerary.client,
    travellers: itinerary.travellers,
    dates: range,
    forTraveller: itinerary.for_traveller,
    notesForClient: itinerary.notes_for_client,
    days: itinerary.days.map((day) => ({
      date: day.date,
      label: dayLabel(day.date),
      entries: day.entries.map((entry) => ({ time: entry.time, title: entry.title, lines: entry.lines })),
    })),
    generatedAt: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
      generatedAt,
    ),
  };
}
