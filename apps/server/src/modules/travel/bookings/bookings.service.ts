import type { Contact } from '@aurora/contracts/contacts';
import { dayIn, dayOffset, localToInstant, minutesBetween } from '@aurora/contracts/time-zones';
import {
  BOOKING_NOT_FOUND,
  type Booking,
  type BookingDetails,
  type createBookingSchema,
  type FlightSegment,
  type updateBookingSchema,
} from '@aurora/contracts/travel/bookings';
import type { CommissionState, SupplierBookings } from '@aurora/contracts/travel/suppliers';
import { TRIP_NOT_FOUND } from '@aurora/contracts/travel/trips';
import type { z } from 'zod';
import { type FieldErrors, notFound } from '#platform/errors.ts';
import { currencyConverter } from '#platform/reference/money.ts';
import { currencyExists, listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { publishRecordEvent, throwIfInvalid, toRecordRef } from '#records/records.service.ts';
import { findAirline, findAirport } from '../places/places.service.ts';
import { getSupplier, supplierDefaults } from '../suppliers/suppliers.service.ts';
import { refreshLifetimeValues } from '../trips/lifetime-values.ts';
import { contactsOfClients } from '../trips/trip-travellers.ts';
import { findTrip, listTravellerIds, refreshTripSearchWords } from '../trips/trips.repository.ts';
import { basisPointsOf, bookingTotals, percentageOf } from './booking-amounts.ts';
import {
  type BookingValues,
  deleteBooking as deleteBookingRow,
  type FullBooking,
  findBooking,
  insertBooking,
  listBookingsOfSupplier,
  listBookingsOfTrips,
  type SegmentRow,
  type SegmentValues,
  setBookingTravellers,
  setSegments,
  updateBooking as updateBookingRow,
} from './bookings.repository.ts';
import type { StoredBookingDetails, StoredSupplierPayment } from './bookings.table.ts';

type CreateBookingInput = z.output<typeof createBookingSchema>;
type UpdateBookingInput = z.output<typeof updateBookingSchema>;

const UNKNOWN_AIRPORT = 'Unknown airport code.';

function airportRefOf(code: string) {
  const airport = findAirport(code);
  return airport ?? { code, name: code, city: '', country: '', time_zone: 'UTC' };
}

function toSegmentJson(row: SegmentRow): FlightSegment {
  return {
    marketing_carrier: row.marketingCarrier,
    marketing_carrier_name: findAirline(row.marketingCarrier)?.name ?? null,
    operating_carrier: row.operatingCarrier,
    operating_carrier_name: row.operatingCarrier ? (findAirline(row.operatingCarrier)?.name ?? null) : null,
    flight_number: row.flightNumber,
    departure_airport: airportRefOf(row.departureAirport),
    departure_terminal: row.departureTerminal,
    departure_time: row.departureLocal,
    arrival_airport: airportRefOf(row.arrivalAirport),
    arrival_terminal: row.arrivalTerminal,
    arrival_time: row.arrivalLocal,
    arrival_day_offset: dayOffset(row.departureLocal, row.arrivalLocal),
    duration_minutes: minutesBetween(row.departureAt, row.arrivalAt),
    cabin: row.cabin,
    booking_class: row.bookingClass,
    fare_basis: row.fareBasis,
  };
}

/** A booking as answered; `names` are its travellers' (contacts of the trip's client). */
export function toBookingJson(row: FullBooking, names: ReadonlyMap<number, string>): Booking {
  const totals = bookingTotals(row);
  const details: Booking['details'] =
    row.details.type === 'flight'
      ? { type: 'flight', pnr: row.details.pnr, segments: row.segments.map(toSegmentJson) }
      : row.details;
  return {
    id: row.id,
    trip_id: row.tripId,
    type: row.type,
    status: row.status,
    title: row.title,
    supplier: toRecordRef(row.supplierId, row.supplierName),
    confirmation_number: row.confirmationNumber,
    starts_on: row.startsOn,
    start_time: row.startTime,
    ends_on: row.endsOn,
    end_time: row.endTime,
    details,
    travellers: row.travellers.map((traveller) => ({
      id: traveller.contactId,
      name: names.get(traveller.contactId) ?? '',
      ticket_number: traveller.ticketNumber,
    })),
    quantity: row.quantity,
    currency: row.currency,
    cost: row.cost,
    sell: row.sell,
    commission_rate:
      row.commissionRateBasisPoints === null ? null : percentageOf(row.commissionRateBasisPoints),
    commission_amount: row.commissionAmount,
    commission_expected: row.status === 'cancelled' ? 0 : totals.commission,
    commission_expected_on: row.commissionExpectedOn,
    commission_received: row.commissionReceived,
    supplier_payments: row.supplierPayments.map((payment) => ({
      ...payment,
      reference: payment.reference ?? null,
    })),
    deadline_at: row.deadlineAt?.toISOString() ?? null,
    deadline_kind: row.deadlineKind,
    cancellation_cost: row.cancellationCost,
    cancellation_sell: row.cancellationSell,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The trip of the organization, or its 404. */
async function requireTrip(ctx: OrganizationContext, tripId: number) {
  const trip = await findTrip(ctx.db, ctx.organization.id, tripId);
  if (!trip) throw notFound(TRIP_NOT_FOUND);
  return trip;
}

async function travellerNames(ctx: OrganizationContext, clientId: number): Promise<Map<number, string>> {
  const contacts: Map<number, Contact> = await contactsOfClients(ctx, [clientId]);
  return new Map([...contacts].map(([id, contact]) => [id, contact.full_name]));
}

/** `GET /trips/{id}/bookings`: the trip's bookings in the order they happen. */
export async function listTripBookings(ctx: OrganizationContext, tripId: number): Promise<Booking[]> {
  const trip = await requireTrip(ctx, tripId);
  const [rows, names] = await Promise.all([
    listBookingsOfTrips(ctx.db, ctx.organization.id, [tripId]),
    travellerNames(ctx, trip.clientId),
  ]);
  return rows.map((row) => toBookingJson(row, names));
}

/** For the trips service: the bookings of several trips, with their parts. */
export const bookingsOfTrips = (ctx: OrganizationContext, tripIds: number[]) =>
  listBookingsOfTrips(ctx.db, ctx.organization.id, tripIds);

/**
 * A flight's segments as stored: each airport known, each time read in its airport's zone, each
 * segment landing after it takes off and leaving after the one before it lands (422 naming the
 * segment's field otherwise).
 */
function flightSegmentsOf(
  details: Extract<BookingDetails, { type: 'flight' }>,
  errors: FieldErrors,
): SegmentValues[] {
  let previousArrival: Date | undefined;
  return details.segments.flatMap((segment, index) => {
    const field = (name: string) => `details.segments.${index}.${name}`;
    const from = findAirport(segment.departure_airport);
    const to = findAirport(segment.arrival_airport);
    if (!from) errors[field('departure_airport')] = [UNKNOWN_AIRPORT];
    if (!to) errors[field('arrival_airport')] = [UNKNOWN_AIRPORT];
    if (!from || !to) return [];
    const departureAt = localToInstant(segment.departure_time, from.time_zone);
    const arrivalAt = localToInstant(segment.arrival_time, to.time_zone);
    if (arrivalAt <= departureAt) {
      errors[field('arrival_time')] = [
        'The flight arrives before it departs (in real time, across time zones).',
      ];
    }
    if (previousArrival && departureAt < previousArrival) {
      errors[field('departure_time')] = ['This flight leaves before the previous one arrives.'];
    }
    previousArrival = arrivalAt;
    return [
      {
        position: index,
        marketingCarrier: segment.marketing_carrier,
        operatingCarrier: segment.operating_carrier,
        flightNumber: segment.flight_number,
        departureAirport: from.code,
        departureTerminal: segment.departure_terminal,
        departureLocal: segment.departure_time,
        departureAt,
        arrivalAirport: to.code,
        arrivalTerminal: segment.arrival_terminal,
        arrivalLocal: segment.arrival_time,
        arrivalAt,
        cabin: segment.cabin,
        bookingClass: segment.booking_class,
        fareBasis: segment.fare_basis,
      },
    ];
  });
}

const routeOf = (segments: SegmentValues[]) =>
  segments.length === 0
    ? ''
    : [segments[0]?.departureAirport, ...segments.map((segment) => segment.arrivalAirport)].join(' → ');

type BookingFields = Partial<UpdateBookingInput>;

/**
 * The supplier payments as given; one given without a reference keeps the stored one at its
 * place while it stays paid on the same day, so a form that does not show references keeps them.
 */
function withKeptReferences(
  given: NonNullable<BookingFields['supplier_payments']>,
  stored: readonly StoredSupplierPayment[],
): StoredSupplierPayment[] {
  return given.map(({ reference, ...payment }, index) => {
    const before = stored[index];
    const kept = before?.paid_on && before.paid_on === payment.paid_on ? (before.reference ?? null) : null;
    return { ...payment, reference: reference === undefined ? kept : reference };
  });
}

/**
 * Checks a booking's fields against its trip and turns them into columns, its flight segments and
 * its travellers: the supplier is the organization's, the travellers are the trip's, a flight's
 * segments make sense in real time, a hotel does not end before it starts, a commission is a rate
 * or an amount. Every problem is a 422 naming its field; nothing is written.
 */
async function toBookingParts(
  ctx: OrganizationContext,
  trip: { id: number; currency: string },
  input: BookingFields,
  current?: FullBooking,
) {
  const { db, organization } = ctx;
  const errors: FieldErrors = {};
  const type = current?.type ?? input.details?.type;
  if (current && input.details && input.details.type !== current.type) {
    errors['details.type'] = ['A booking keeps its type: add a new booking instead.'];
  }
  const [supplier] =
    input.supplier_id === undefined || input.supplier_id === null
      ? []
      : await supplierDefaults(db, organization.id, [input.supplier_id]);
  if (input.supplier_id && !supplier) errors.supplier_id = ['The selected supplier is invalid.'];
  if (input.currency && !(await currencyExists(db, input.currency))) {
    errors.currency = ['The selected currency is invalid.'];
  }
  if (input.travellers) {
    const onTrip = new Set((await listTravellerIds(db, [trip.id])).map((traveller) => traveller.contactId));
    input.travellers.forEach((traveller, index) => {
      if (!onTrip.has(traveller.contact_id)) {
        errors[`travellers.${index}.contact_id`] = ['This traveller is not on the trip.'];
      }
      if (traveller.ticket_number && type !== 'flight') {
        errors[`travellers.${index}.ticket_number`] = ['Only a flight has ticket numbers.'];
      }
    });
  }
  const rate = input.commission_rate === undefined ? undefined : input.commission_rate;
  if (
    rate !== undefined &&
    rate !== null &&
    input.commission_amount !== undefined &&
    input.commission_amount !== null
  ) {
    errors.commission_amount = ['Give a commission rate or an amount, not both.'];
  }
  if ((input.deadline_kind ?? null) !== null && (input.deadline_at ?? current?.deadlineAt ?? null) === null) {
    errors.deadline_at = ['A deadline needs its date and time.'];
  }
  const segments = input.details?.type === 'flight' ? flightSegmentsOf(input.details, errors) : undefined;
  const startsOn = input.starts_on === undefined ? current?.startsOn : input.starts_on;
  const endsOn = input.ends_on === undefined ? current?.endsOn : input.ends_on;
  if (type !== 'flight' && startsOn && endsOn && endsOn < startsOn) {
    errors.ends_on = ['Must be on or after the start.'];
  }
  const title = input.title?.trim();
  if (type !== 'flight' && title === '') errors.title = ['The title field is required.'];
  throwIfInvalid(errors);

  const values: Partial<BookingValues> = {
    status: input.status,
    title: type === 'flight' && !title ? (segments ? routeOf(segments) : undefined) : title,
    supplierId: input.supplier_id,
    confirmationNumber: input.confirmation_number,
    quantity: input.quantity,
    currency: input.currency,
    cost: input.cost,
    sell: input.sell,
    commissionRateBasisPoints: rate === undefined || rate === null ? rate : basisPointsOf(rate),
    commissionAmount: input.commission_amount,
    commissionExpectedOn: input.commission_expected_on,
    commissionReceived: input.commission_received,
    supplierPayments:
      input.supplier_payments && withKeptReferences(input.supplier_payments, current?.supplierPayments ?? []),
    deadlineAt:
      input.deadline_at === undefined
        ? undefined
        : input.deadline_at === null
          ? null
          : new Date(input.deadline_at),
    deadlineKind: input.deadline_kind,
    cancellationCost: input.cancellation_cost,
    cancellationSell: input.cancellation_sell,
    notes: input.notes,
  };
  if (input.details) {
    const { segments: _segments, ...stored } = input.details as BookingDetails & { segments?: unknown };
    values.details = stored as StoredBookingDetails;
  }
  if (segments) {
    // A flight's days and times are its first departure's and its last arrival's.
    const first = segments[0];
    const last = segments[segments.length - 1];
    values.startsOn = first?.departureLocal.slice(0, 10) ?? null;
    values.startTime = first?.departureLocal.slice(11) ?? null;
    values.endsOn = last?.arrivalLocal.slice(0, 10) ?? null;
    values.endTime = last?.arrivalLocal.slice(11) ?? null;
  } else if (type !== 'flight') {
    values.startsOn = input.starts_on;
    values.startTime = input.start_time;
    values.endsOn = input.ends_on;
    values.endTime = input.end_time;
  }
  if (!current) {
    // A new booking takes its supplier's currency and commission unless told otherwise.
    values.currency ??= supplier?.currency ?? trip.currency;
    if (rate === undefined && input.commission_amount === undefined) {
      values.commissionRateBasisPoints = supplier?.commissionRateBasisPoints ?? null;
    }
    if (type === 'flight' && values.deadlineAt && !values.deadlineKind) values.deadlineKind = 'ticketing';
  }
  const travellers = input.travellers?.map((traveller) => ({
    contactId: traveller.contact_id,
    ticketNumber: traveller.ticket_number,
  }));
  return { values, segments, travellers };
}

async function bookingJson(ctx: OrganizationContext, tripId: number, clientId: number, id: number) {
  const [row, names] = await Promise.all([
    findBooking(ctx.db, ctx.organization.id, tripId, id),
    travellerNames(ctx, clientId),
  ]);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBookingJson(row, names);
}

/** After a booking changed: a completed trip's client is worth something else, the trip's pages refresh. */
async function tripChanged(ctx: OrganizationContext, trip: { id: number; clientId: number; status: string }) {
  if (trip.status === 'completed') await refreshLifetimeValues(ctx, [trip.clientId]);
  publishRecordEvent(ctx, 'record.updated', { module: 'trips', id: trip.id });
}

/** `POST /trips/{id}/bookings`. */
export async function createBooking(
  ctx: OrganizationContext,
  tripId: number,
  input: CreateBookingInput,
): Promise<Booking> {
  const trip = await requireTrip(ctx, tripId);
  const { values, segments, travellers } = await toBookingParts(ctx, trip, input);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertBooking(tx, ctx.organization.id, tripId, {
      ...(values as BookingValues),
      type: input.details.type,
    });
    if (segments) await setSegments(tx, created, segments);
    if (travellers) await setBookingTravellers(tx, created, travellers);
    await refreshTripSearchWords(tx, tripId);
    return created;
  });
  await tripChanged(ctx, trip);
  return bookingJson(ctx, tripId, trip.clientId, id);
}

/** `PUT /trips/{id}/bookings/{bookingId}`: any subset; a cancelled booking stays, with its charges. */
export async function updateBooking(
  ctx: OrganizationContext,
  tripId: number,
  id: number,
  input: UpdateBookingInput,
): Promise<Booking> {
  const trip = await requireTrip(ctx, tripId);
  const current = await findBooking(ctx.db, ctx.organization.id, tripId, id);
  if (!current) throw notFound(BOOKING_NOT_FOUND);
  const { values, segments, travellers } = await toBookingParts(ctx, trip, input, current);
  await ctx.db.transaction(async (tx) => {
    await updateBookingRow(tx, ctx.organization.id, id, values);
    if (segments) await setSegments(tx, id, segments);
    if (travellers) await setBookingTravellers(tx, id, travellers);
    await refreshTripSearchWords(tx, tripId);
  });
  await tripChanged(ctx, trip);
  return bookingJson(ctx, tripId, trip.clientId, id);
}

/** `DELETE /trips/{id}/bookings/{bookingId}`: for a booking made by mistake; cancel a real one. */
export async function deleteBooking(ctx: OrganizationContext, tripId: number, id: number): Promise<void> {
  const trip = await requireTrip(ctx, tripId);
  const current = await findBooking(ctx.db, ctx.organization.id, tripId, id);
  if (!current) throw notFound(BOOKING_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await deleteBookingRow(tx, ctx.organization.id, id);
    await refreshTripSearchWords(tx, tripId);
  });
  await tripChanged(ctx, trip);
}

/**
 * `GET /suppliers/{id}/bookings`: the supplier's bookings with where each commission stands, and
 * the commissions summed in the organization's currency.
 */
export async function listSupplierBookings(
  ctx: OrganizationContext,
  supplierId: number,
): Promise<SupplierBookings> {
  const { db, organization } = ctx;
  await getSupplier(ctx, supplierId);
  const [rows, currencies] = await Promise.all([
    listBookingsOfSupplier(db, organization.id, supplierId),
    listCurrencies(db),
  ]);
  const convert = currencyConverter(currencies, organization.currency);
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  const commissions = { currency: organization.currency, expected: 0, received: 0, overdue: 0 };
  const data = rows.map((row) => {
    const expected = bookingTotals(row).commission;
    const state: CommissionState | null =
      expected === 0
        ? null
        : row.commissionReceived >= expected
          ? 'received'
          : row.commissionExpectedOn && row.commissionExpectedOn < today
            ? 'overdue'
            : 'expected';
    commissions.expected += convert(expected, row.currency);
    commissions.received += convert(row.commissionReceived, row.currency);
    if (state === 'overdue') commissions.overdue += convert(expected - row.commissionReceived, row.currency);
    return {
      id: row.id,
      trip: { id: row.tripId, reference: row.tripReference, title: row.tripTitle },
      type: row.type,
      title: row.title,
      status: row.status,
      starts_on: row.startsOn,
      currency: row.currency,
      sell: row.sell,
      commission_expected: expected,
      commission_received: row.commissionReceived,
      commission_expected_on: row.commissionExpectedOn,
      commission_state: state,
    };
  });
  return { data, commissions };
}
