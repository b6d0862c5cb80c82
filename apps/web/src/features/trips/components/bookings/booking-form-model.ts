import { toMajorUnits } from '@aurora/contracts/money';
import {
  clockTimeOf,
  isLocalDateTime,
  isoInZone,
  localToInstant,
  wallClockAt,
} from '@aurora/contracts/time-zones';
import {
  type BoardBasis,
  type Booking,
  type BookingStatus,
  type BookingType,
  type Cabin,
  type CreateBookingInput,
  createBookingSchema,
  type DeadlineKind,
  type UpdateBookingInput,
  updateBookingSchema,
} from '@aurora/contracts/travel/bookings';
import type { Trip } from '@aurora/contracts/travel/trips';
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { parseTypedAmount } from '../../../../lib/money';

/** The free-text details of each kind of service but a flight, in the order the form shows them. */
export const SERVICE_FIELDS = {
  hotel: ['room_type'],
  tour: ['meeting_point', 'duration'],
  transfer: ['pickup', 'dropoff', 'vehicle'],
  cruise: ['ship', 'cabin', 'embark_port', 'disembark_port'],
  car: ['pickup_location', 'dropoff_location', 'car_class'],
  rail: ['train_number', 'from_station', 'to_station', 'coach_class'],
  insurance: ['policy_number', 'coverage'],
  other: ['description'],
} as const satisfies Record<Exclude<BookingType, 'flight'>, readonly string[]>;
export type ServiceType = keyof typeof SERVICE_FIELDS;
export type ServiceTextField = (typeof SERVICE_FIELDS)[ServiceType][number];
const SERVICE_TEXT_FIELDS = [...new Set(Object.values(SERVICE_FIELDS).flat())] as ServiceTextField[];

/** Kinds of service whose start and end have a clock time worth typing. */
export const TIMED_TYPES: readonly BookingType[] = ['tour', 'transfer', 'cruise', 'car', 'rail'];

/** What a segment's inputs hold: strings as typed ('' for empty). */
export type SegmentValues = {
  marketing_carrier: string;
  flight_number: string;
  operating_carrier: string;
  departure_airport: string;
  departure_terminal: string;
  /** Local at the departure airport, `YYYY-MM-DDTHH:MM` (a datetime-local input's value). */
  departure_time: string;
  arrival_airport: string;
  arrival_terminal: string;
  arrival_time: string;
  cabin: Cabin;
  booking_class: string;
  fare_basis: string;
};

export type TravellerValues = {
  contact_id: number;
  name: string;
  selected: boolean;
  ticket_number: string;
};

/** `reference`: the transfer's number, kept with a paid payment. */
export type PaymentValues = { due_on: string; amount: string; paid_on: string; reference: string };

export type BookingFormValues = {
  type: BookingType;
  status: BookingStatus;
  title: string;
  supplier_id: string;
  confirmation_number: string;
  starts_on: string;
  start_time: string;
  ends_on: string;
  end_time: string;
  details: {
    pnr: string;
    segments: SegmentValues[];
    rooms: string;
    board_basis: BoardBasis;
  } & Record<ServiceTextField, string>;
  /** Every traveller of the trip, ticked when the booking covers them. */
  travellers: TravellerValues[];
  quantity: string;
  currency: string;
  /** Major units as typed ("1,250.50"), in `currency`. */
  cost: string;
  sell: string;
  commission_mode: 'rate' | 'amount';
  commission_rate: string;
  commission_amount: string;
  commission_expected_on: string;
  commission_received: string;
  supplier_payments: PaymentValues[];
  /** The deadline's day and time in the organization's time zone. */
  deadline_date: string;
  deadline_time: string;
  deadline_kind: DeadlineKind;
  cancellation_cost: string;
  cancellation_sell: string;
  notes: string;
};

export type BookingPayload = z.output<typeof createBookingSchema> | z.output<typeof updateBookingSchema>;

/** The form's fields a server error may name (the first part of its path). */
export const BOOKING_FORM_FIELDS = [
  'status',
  'title',
  'supplier_id',
  'confirmation_number',
  'starts_on',
  'start_time',
  'ends_on',
  'end_time',
  'details',
  'travellers',
  'quantity',
  'currency',
  'cost',
  'sell',
  'commission_rate',
  'commission_amount',
  'commission_expected_on',
  'commission_received',
  'supplier_payments',
  'deadline_date',
  'deadline_kind',
  'cancellation_cost',
  'cancellation_sell',
  'notes',
] as const satisfies ReadonlyArray<keyof BookingFormValues>;

export const emptySegment = (cabin: Cabin = 'economy'): SegmentValues => ({
  marketing_carrier: '',
  flight_number: '',
  operating_carrier: '',
  departure_airport: '',
  departure_terminal: '',
  departure_time: '',
  arrival_airport: '',
  arrival_terminal: '',
  arrival_time: '',
  cabin,
  booking_class: '',
  fare_basis: '',
});

export const emptyPayment = (): PaymentValues => ({ due_on: '', amount: '', paid_on: '', reference: '' });

/** A flight's route from its airports: `MEX → MAD → FCO`. */
export function routeOf(segments: ReadonlyArray<{ departure: string; arrival: string }>): string {
  const first = segments[0];
  if (!first) return '';
  return [first.departure, ...segments.map((segment) => segment.arrival)].join(' → ');
}

type FormContext = {
  trip: Pick<Trip, 'currency' | 'travellers'>;
  /** The organization's time zone: a deadline is typed in it. */
  timeZone: string;
  decimalsOf: (currency: string) => number;
};

const majorOf = (minor: number, currency: string, decimalsOf: (currency: string) => number) =>
  toMajorUnits(minor, decimalsOf(currency));

/** The inputs of a new booking of `type`, or of `booking` as saved. */
export function bookingFormDefaults(
  type: BookingType,
  booking: Booking | undefined,
  { trip, timeZone, decimalsOf }: FormContext,
): BookingFormValues {
  const currency = booking?.currency ?? trip.currency;
  const money = (minor: number) => (minor > 0 ? majorOf(minor, currency, decimalsOf) : '');
  const details = booking?.details;
  const texts = Object.fromEntries(
    SERVICE_TEXT_FIELDS.map((field) => {
      const value = details && field in details ? (details as Record<string, unknown>)[field] : null;
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<ServiceTextField, string>;
  const segments =
    details?.type === 'flight'
      ? details.segments.map(
          (segment): SegmentValues => ({
            marketing_carrier: segment.marketing_carrier,
            flight_number: segment.flight_number,
            operating_carrier: segment.operating_carrier ?? '',
            departure_airport: segment.departure_airport.code,
            departure_terminal: segment.departure_terminal ?? '',
            departure_time: segment.departure_time,
            arrival_airport: segment.arrival_airport.code,
            arrival_terminal: segment.arrival_terminal ?? '',
            arrival_time: segment.arrival_time,
            cabin: segment.cabin,
            booking_class: segment.booking_class ?? '',
            fare_basis: segment.fare_basis ?? '',
          }),
        )
      : [emptySegment()];
  // A flight titled by its route is left to follow its route.
  const route =
    details?.type === 'flight'
      ? routeOf(
          details.segments.map((segment) => ({
            departure: segment.departure_airport.code,
            arrival: segment.arrival_airport.code,
          })),
        )
      : '';
  const covered = new Map(booking?.travellers.map((traveller) => [traveller.id, traveller]) ?? []);
  const travellers: TravellerValues[] = trip.travellers.map((traveller) => ({
    contact_id: traveller.id,
    name: traveller.name,
    // A new booking is for everyone on the trip until told otherwise.
    selected: booking ? covered.has(traveller.id) : true,
    ticket_number: covered.get(traveller.id)?.ticket_number ?? '',
  }));
  // Someone the booking covers who has left the trip stays visible, to be unticked.
  for (const traveller of booking?.travellers ?? []) {
    if (!trip.travellers.some((item) => item.id === traveller.id)) {
      travellers.push({
        contact_id: traveller.id,
        name: traveller.name,
        selected: true,
        ticket_number: traveller.ticket_number ?? '',
      });
    }
  }
  const deadline = booking?.deadline_at ? wallClockAt(new Date(booking.deadline_at), timeZone) : undefined;
  return {
    type,
    status: booking?.status ?? 'option',
    title: booking && !(details?.type === 'flight' && booking.title === route) ? booking.title : '',
    supplier_id: booking?.supplier ? String(booking.supplier.id) : '',
    confirmation_number: booking?.confirmation_number ?? '',
    starts_on: booking?.starts_on ?? '',
    start_time: booking?.start_time ?? '',
    ends_on: booking?.ends_on ?? '',
    end_time: booking?.end_time ?? '',
    details: {
      pnr: details?.type === 'flight' ? (details.pnr ?? '') : '',
      segments,
      rooms: details?.type === 'hotel' ? String(details.rooms) : '1',
      board_basis: details?.type === 'hotel' ? details.board_basis : 'BB',
      ...texts,
    },
    travellers,
    quantity: String(booking?.quantity ?? 1),
    currency,
    cost: money(booking?.cost ?? 0),
    sell: money(booking?.sell ?? 0),
    commission_mode:
      booking?.commission_amount !== null && booking?.commission_amount !== undefined ? 'amount' : 'rate',
    commission_rate: booking?.commission_rate ?? '',
    commission_amount:
      booking?.commission_amount !== null && booking?.commission_amount !== undefined
        ? majorOf(booking.commission_amount, currency, decimalsOf)
        : '',
    commission_expected_on: booking?.commission_expected_on ?? '',
    commission_received: money(booking?.commission_received ?? 0),
    supplier_payments:
      booking?.supplier_payments.map((payment) => ({
        due_on: payment.due_on,
        amount: majorOf(payment.amount, currency, decimalsOf),
        paid_on: payment.paid_on ?? '',
        reference: payment.reference ?? '',
      })) ?? [],
    deadline_date: deadline?.date ?? '',
    deadline_time: deadline ? clockTimeOf(deadline.minutes) : '',
    deadline_kind: booking?.deadline_kind ?? (type === 'flight' ? 'ticketing' : 'option'),
    cancellation_cost: money(booking?.cancellation_cost ?? 0),
    cancellation_sell: money(booking?.cancellation_sell ?? 0),
    notes: booking?.notes ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

function detailsOf(values: BookingFormValues): CreateBookingInput['details'] {
  const { details } = values;
  if (values.type === 'flight') {
    return {
      type: 'flight',
      pnr: orNull(details.pnr),
      segments: details.segments.map((segment) => ({
        ...segment,
        operating_carrier: orNull(segment.operating_carrier),
        departure_terminal: orNull(segment.departure_terminal),
        arrival_terminal: orNull(segment.arrival_terminal),
        booking_class: orNull(segment.booking_class),
        fare_basis: orNull(segment.fare_basis),
      })),
    };
  }
  const texts = Object.fromEntries(SERVICE_FIELDS[values.type].map((field) => [field, details[field]]));
  if (values.type === 'hotel') {
    return {
      type: 'hotel',
      room_type: details.room_type,
      rooms: details.rooms.trim() === '' ? 1 : Number(details.rooms),
      board_basis: details.board_basis,
    };
  }
  return { type: values.type, ...texts } as CreateBookingInput['details'];
}

/** Form values -> the contract's input; the contract's schema then validates and normalises it. */
export function bookingPayloadOf(
  values: BookingFormValues,
  { timeZone, decimalsOf }: Omit<FormContext, 'trip'>,
): CreateBookingInput {
  const decimals = decimalsOf(values.currency);
  // NaN fails the contract's number check: the field is marked, with the contract's message.
  const amount = (typed: string) =>
    typed.trim() === '' ? 0 : (parseTypedAmount(typed, decimals) ?? Number.NaN);
  const flight = values.type === 'flight';
  const dates = flight
    ? {}
    : {
        starts_on: values.starts_on,
        start_time: TIMED_TYPES.includes(values.type) ? orNull(values.start_time) : null,
        ends_on: values.ends_on,
        end_time: TIMED_TYPES.includes(values.type) ? orNull(values.end_time) : null,
      };
  const deadline = values.deadline_date
    ? deadlineInstant(values.deadline_date, values.deadline_time, timeZone)
    : null;
  return {
    status: values.status,
    title: values.title,
    supplier_id: values.supplier_id ? Number(values.supplier_id) : null,
    confirmation_number: values.confirmation_number,
    ...dates,
    details: detailsOf(values),
    travellers: values.travellers
      .filter((traveller) => traveller.selected)
      .map((traveller) => ({
        contact_id: traveller.contact_id,
        ticket_number: flight ? orNull(traveller.ticket_number) : null,
      })),
    quantity: values.quantity.trim() === '' ? 1 : Number(values.quantity),
    currency: values.currency,
    cost: amount(values.cost),
    sell: amount(values.sell),
    commission_rate:
      values.commission_mode === 'rate' && values.commission_rate.trim() !== ''
        ? values.commission_rate.trim().replace(/\s*%$/, '')
        : null,
    commission_amount:
      values.commission_mode === 'amount' && values.commission_amount.trim() !== ''
        ? amount(values.commission_amount)
        : null,
    commission_expected_on: values.commission_expected_on,
    commission_received: amount(values.commission_received),
    supplier_payments: values.supplier_payments.map((payment) => ({
      due_on: payment.due_on,
      amount: amount(payment.amount),
      paid_on: payment.paid_on,
      // A reference belongs to a paid payment: one no longer paid loses it.
      reference: payment.paid_on.trim() ? payment.reference : null,
    })),
    deadline_at: deadline,
    deadline_kind: deadline ? values.deadline_kind : null,
    cancellation_cost: amount(values.cancellation_cost),
    cancellation_sell: amount(values.cancellation_sell),
    notes: values.notes,
  };
}

/**
 * A deadline typed as a day and a time (the end of the day without one) in the organization's zone,
 * as the API takes it; a day that is not one is sent as typed, and the contract refuses it on its field.
 */
function deadlineInstant(date: string, time: string, timeZone: string): string {
  const local = `${date}T${time || '23:59'}`;
  return isLocalDateTime(local) ? isoInZone(localToInstant(local, timeZone), timeZone) : date;
}

/**
 * A path of the API's input (`travellers.1.ticket_number`, `deadline_at`) as the form's field: the
 * form lists every traveller of the trip where the input lists those ticked, and types a
 * deadline as a day and a time. `details.type` names no field: it goes to the form's alert.
 */
export function formPathOf(path: string, values: Pick<BookingFormValues, 'travellers'>): string {
  const traveller = /^travellers\.(\d+)(\..*)?$/.exec(path);
  if (traveller) {
    const ticked = values.travellers
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.selected);
    const index = ticked[Number(traveller[1])]?.index;
    return index === undefined ? 'travellers' : `travellers.${index}${traveller[2] ?? ''}`;
  }
  if (path === 'deadline_at') return 'deadline_date';
  if (path === 'details.type') return 'type';
  return path;
}

/** A server 422 with its fields named as the form names them. */
export function toFormErrors(error: unknown, values: Pick<BookingFormValues, 'travellers'>): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = formPathOf(path, values);
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return new ApiError(error.status, error.message, errors, error.data, error.requestId);
}

function flatten(errors: FieldErrors | undefined, prefix = '', into: Record<string, FieldError> = {}) {
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as FieldError).message === 'string' && 'type' in value) {
      into[path] = { type: (value as FieldError).type, message: (value as FieldError).message };
    }
    if (key !== 'ref') flatten(value as FieldErrors, path, into);
  }
  return into;
}

const TITLE_REQUIRED = 'The title field is required.';

/**
 * The contract's schema (through `zodResolver`) over the form's values turned into the API's
 * input, with its errors moved onto the form's fields; and what the server would refuse that the
 * schema cannot tell: a service but a flight needs a title.
 */
export function bookingResolver(
  mode: 'create' | 'edit',
  context: Omit<FormContext, 'trip'>,
): Resolver<BookingFormValues, unknown, BookingPayload> {
  const toPayload = (values: BookingFormValues) => bookingPayloadOf(values, context);
  const schema =
    mode === 'create'
      ? z.custom<BookingFormValues>().transform(toPayload).pipe(createBookingSchema)
      : z
          .custom<BookingFormValues>()
          .transform((values): UpdateBookingInput => toPayload(values))
          .pipe(updateBookingSchema);
  // The schema takes the form's values; bookingPayloadOf turns them into the contract's input.
  const zod = zodResolver(schema) as unknown as Resolver<BookingFormValues, unknown, BookingPayload>;
  return async (values, resolverContext, options) => {
    const result = await zod(values, resolverContext, options);
    const flat: Record<string, FieldError> = {};
    for (const [path, error] of Object.entries(flatten(result.errors))) {
      flat[formPathOf(path, values)] ??= error;
    }
    if (values.type !== 'flight' && values.title.trim() === '') {
      flat.title ??= { type: 'required', message: TITLE_REQUIRED };
    }
    if (Object.keys(flat).length === 0) return result;
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
