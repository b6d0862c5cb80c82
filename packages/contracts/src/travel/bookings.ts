/**
 * Bookings: what a trip is made of, each bought from a supplier.
 *
 * - `GET /api/v2/{org}/trips/{id}/bookings`, `POST /trips/{id}/bookings`,
 *   `PUT|DELETE /trips/{id}/bookings/{bookingId}`.
 *
 * Money is integer minor units of the booking's own `currency`; the trip's totals convert it to
 * the trip's currency. `cost` and `sell` are the booking's totals (all of its `quantity`). A
 * cancelled booking is kept: its totals become its cancellation charges (`cancellation_cost`,
 * what the supplier keeps; `cancellation_sell`, what the client is charged), usually 0.
 *
 * A flight's times are local to each airport (`2026-03-02T07:45`); the server reads them in the
 * airports' time zones, so a flight that lands before it takes off, in real time, is refused.
 */
import { z } from 'zod';
import { currencyCodeSchema, optionalText } from '../fields.ts';
import { idSchema, pathIdSchema, timestampSchema } from '../http.ts';
import { dateOnlySchema, optionalDateSchema, recordRefSchema } from '../records.ts';
import { isLocalDateTime } from '../time-zones.ts';
import { percentageSchema } from './suppliers.ts';

export const BOOKING_TYPES = [
  'flight',
  'hotel',
  'tour',
  'transfer',
  'cruise',
  'car',
  'rail',
  'insurance',
  'other',
] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_STATUSES = ['option', 'on_request', 'waitlisted', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOARD_BASES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type BoardBasis = (typeof BOARD_BASES)[number];

export const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
export type Cabin = (typeof CABINS)[number];

export const DEADLINE_KINDS = ['option', 'ticketing'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const BOOKING_TITLE_MAX = 200;
export const FLIGHT_SEGMENTS_MAX = 16;
export const SUPPLIER_PAYMENTS_MAX = 12;
/** 100 billion in major units: far past any booking, well inside a JavaScript number. */
export const BOOKING_AMOUNT_MAX = 10_000_000_000_000;

/** A local wall-clock time at a place: `2026-03-02T07:45`. */
export const localDateTimeSchema = z
  .string()
  .refine(isLocalDateTime, { error: 'Must be a local date and time like 2026-03-02T07:45.' });

/** `HH:MM`, 00:00 to 23:59. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be a time like 07:45.' });

const amountSchema = z
  .number({ error: 'Must be an amount in minor units (cents).' })
  .int({ error: 'Must be an amount in minor units (cents).' })
  .min(0, { error: 'Must not be negative.' })
  .max(BOOKING_AMOUNT_MAX, { error: 'This amount is too large.' });

const iataAirportSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'Must be a three-letter airport code.' })
  .transform((value) => value.toUpperCase());
const iataAirlineSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2}$/, { error: 'Must be a two-character airline code.' })
  .transform((value) => value.toUpperCase());

/** A PNR (record locator): six letters or digits. */
export const pnrSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, { error: 'Must be six letters or digits.' })
  .transform((value) => value.toUpperCase());

/** An e-ticket number: 13 digits (airline prefix and serial). */
export const ticketNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{13}$/, { error: 'Must be 13 digits.' }));

export const flightSegmentInputSchema = z.object({
  marketing_carrier: iataAirlineSchema,
  /** The airline flying it when it is a codeshare; null = the marketing carrier. */
  operating_carrier: iataAirlineSchema.nullish().transform((value) => value ?? null),
  flight_number: z
    .string()
    .trim()
    .regex(/^\d{1,4}[A-Za-z]?$/, { error: 'Must be a flight number like 650.' })
    .transform((value) => value.toUpperCase()),
  departure_airport: iataAirportSchema,
  departure_terminal: optionalText(10),
  /** Local time at the departure airport. */
  departure_time: localDateTimeSchema,
  arrival_airport: iataAirportSchema,
  arrival_terminal: optionalText(10),
  /** Local time at the arrival airport. */
  arrival_time: localDateTimeSchema,
  cabin: z.enum(CABINS).default('economy'),
  booking_class: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, { error: 'Must be one letter.' })
    .transform((value) => value.toUpperCase())
    .nullish()
    .transform((value) => value ?? null),
  fare_basis: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,15}$/, { error: 'Must be up to 15 letters or digits.' })
    .transform((value) => value.toUpperCase())
    .nullish()
    .transform((value) => value ?? null),
});
export type FlightSegmentInput = z.input<typeof flightSegmentInputSchema>;

const airportRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  time_zone: z.string(),
});

export const flightSegmentSchema = z.object({
  marketing_carrier: z.string(),
  marketing_carrier_name: z.string().nullable(),
  operating_carrier: z.string().nullable(),
  operating_carrier_name: z.string().nullable(),
  flight_number: z.string(),
  departure_airport: airportRefSchema,
  departure_terminal: z.string().nullable(),
  departure_time: z.string(),
  arrival_airport: airportRefSchema,
  arrival_terminal: z.string().nullable(),
  arrival_time: z.string(),
  /** Whole local days between departure and arrival: the "+1" of an overnight flight. */
  arrival_day_offset: z.number().int(),
  /** Real time in the air, across the two time zones. */
  duration_minutes: z.number().int(),
  cabin: z.enum(CABINS),
  booking_class: z.string().nullable(),
  fare_basis: z.string().nullable(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

/** The free-text details of each type of service but a flight, with their longest length. */
const SERVICE_TEXTS = {
  hotel: { room_type: 100 },
  tour: { meeting_point: 200, duration: 50 },
  transfer: { pickup: 200, dropoff: 200, vehicle: 100 },
  cruise: { ship: 100, cabin: 50, embark_port: 100, disembark_port: 100 },
  car: { pickup_location: 200, dropoff_location: 200, car_class: 50 },
  rail: { train_number: 20, from_station: 100, to_station: 100, coach_class: 50 },
  insurance: { policy_number: 50, coverage: 200 },
  other: { description: 500 },
} as const;

function textFields<const Fields extends Record<string, number>, Text extends z.ZodType>(
  fields: Fields,
  text: (max: number) => Text,
): { [Key in keyof Fields]: Text } {
  return Object.fromEntries(Object.entries(fields).map(([key, max]) => [key, text(max)])) as {
    [Key in keyof Fields]: Text;
  };
}

/**
 * The details of every type but a flight, as sent (`text` trims and caps) or as answered: one
 * declaration for both, since an answer's schema may hold no transform.
 */
function serviceDetailsSchemas<Text extends z.ZodType, Rooms extends z.ZodType, Board extends z.ZodType>(
  text: (max: number) => Text,
  hotel: { rooms: Rooms; board_basis: Board },
) {
  const variant = <const Type extends keyof typeof SERVICE_TEXTS>(type: Type) =>
    z.object({ type: z.literal(type), ...textFields(SERVICE_TEXTS[type], text) });
  return [
    variant('hotel').extend(hotel),
    variant('tour'),
    variant('transfer'),
    variant('cruise'),
    variant('car'),
    variant('rail'),
    variant('insurance'),
    variant('other'),
  ] as const;
}

/** Type-specific details as sent: a flight's PNR and segments, a hotel's room and board... */
export const bookingDetailsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('flight'),
    pnr: pnrSchema.nullish().transform((value) => value ?? null),
    segments: z
      .array(flightSegmentInputSchema)
      .min(1, { error: 'A flight needs at least one segment.' })
      .max(FLIGHT_SEGMENTS_MAX, { error: `At most ${FLIGHT_SEGMENTS_MAX} segments.` }),
  }),
  ...serviceDetailsSchemas(optionalText, {
    rooms: z.number().int().min(1).max(100).default(1),
    board_basis: z.enum(BOARD_BASES).default('RO'),
  }),
]);
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** As answered: a flight's segments come with their airports, times across zones and durations. */
const answeredDetailsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flight'), pnr: z.string().nullable(), segments: z.array(flightSegmentSchema) }),
  ...serviceDetailsSchemas(() => z.string().nullable(), {
    rooms: z.number().int(),
    board_basis: z.enum(BOARD_BASES),
  }),
]);

export const supplierPaymentSchema = z.object({
  due_on: z.string(),
  /** Minor units of the booking's currency. */
  amount: z.number().int(),
  paid_on: z.string().nullable(),
  /** The payment's reference (a transfer's number), given when it was marked paid. */
  reference: z.string().nullable(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;
const supplierPaymentInputSchema = z.object({
  due_on: dateOnlySchema,
  amount: amountSchema,
  paid_on: optionalDateSchema,
  /** Absent: the payment keeps the reference it has, while it stays paid on the same day. */
  reference: optionalText(100).optional(),
});

export const bookingTravellerSchema = recordRefSchema.extend({ ticket_number: z.string().nullable() });

export const bookingSchema = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  type: z.enum(BOOKING_TYPES),
  status: z.enum(BOOKING_STATUSES),
  /** What it is: "Hotel Arts Barcelona", "Sagrada Família guided tour"; for a flight its route. */
  title: z.string(),
  supplier: recordRefSchema.nullable(),
  confirmation_number: z.string().nullable(),
  /** Local dates of the service (a hotel's check-in and check-out; a flight's first departure and last arrival). */
  starts_on: z.string().nullable(),
  start_time: z.string().nullable(),
  ends_on: z.string().nullable(),
  end_time: z.string().nullable(),
  details: answeredDetailsSchema,
  travellers: z.array(bookingTravellerSchema),
  quantity: z.number().int(),
  currency: z.string(),
  cost: z.number().int(),
  sell: z.number().int(),
  /** Percentage of `sell` (decimal string), or null when `commission_amount` is set. */
  commission_rate: z.string().nullable(),
  commission_amount: z.number().int().nullable(),
  /** What the supplier owes: `commission_amount`, else `sell × commission_rate`. */
  commission_expected: z.number().int(),
  commission_expected_on: z.string().nullable(),
  commission_received: z.number().int(),
  supplier_payments: z.array(supplierPaymentSchema),
  /** The option's or the ticketing deadline: an instant. */
  deadline_at: timestampSchema.nullable(),
  deadline_kind: z.enum(DEADLINE_KINDS).nullable(),
  cancellation_cost: z.number().int(),
  cancellation_sell: z.number().int(),
  notes: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

const bookingFields = z.object({
  status: z.enum(BOOKING_STATUSES),
  title: z
    .string()
    .trim()
    .max(BOOKING_TITLE_MAX, { error: `Must be at most ${BOOKING_TITLE_MAX} characters.` }),
  supplier_id: idSchema.nullable(),
  confirmation_number: optionalText(50),
  starts_on: optionalDateSchema,
  start_time: clockTimeSchema.nullish().transform((value) => value ?? null),
  ends_on: optionalDateSchema,
  end_time: clockTimeSchema.nullish().transform((value) => value ?? null),
  details: bookingDetailsSchema,
  /** Contacts who travel on the trip; a flight's ticket number per traveller. */
  travellers: z
    .array(
      z.object({
        contact_id: idSchema,
        ticket_number: ticketNumberSchema.nullish().transform((value) => value ?? null),
      }),
    )
    .max(50),
  quantity: z.number().int().min(1, { error: 'Must be at least 1.' }).max(1000),
  currency: currencyCodeSchema,
  cost: amountSchema,
  sell: amountSchema,
  commission_rate: percentageSchema.nullable(),
  commission_amount: amountSchema.nullable(),
  commission_expected_on: optionalDateSchema,
  commission_received: amountSchema,
  supplier_payments: z
    .array(supplierPaymentInputSchema)
    .max(SUPPLIER_PAYMENTS_MAX, { error: `At most ${SUPPLIER_PAYMENTS_MAX} payments.` }),
  deadline_at: z.iso
    .datetime({ offset: true, error: 'Must be a date and time.' })
    .nullish()
    .transform((value) => value ?? null),
  deadline_kind: z
    .enum(DEADLINE_KINDS)
    .nullish()
    .transform((value) => value ?? null),
  cancellation_cost: amountSchema,
  cancellation_sell: amountSchema,
  notes: optionalText(2000),
});

/** `POST /trips/{id}/bookings`. Currency: the supplier's, else the trip's. */
export const createBookingSchema = bookingFields.extend({
  status: bookingFields.shape.status.default('option'),
  title: bookingFields.shape.title.default(''),
  supplier_id: bookingFields.shape.supplier_id.optional(),
  travellers: bookingFields.shape.travellers.default([]),
  quantity: bookingFields.shape.quantity.default(1),
  currency: bookingFields.shape.currency.optional(),
  cost: amountSchema.default(0),
  sell: amountSchema.default(0),
  commission_rate: bookingFields.shape.commission_rate.optional(),
  commission_amount: bookingFields.shape.commission_amount.optional(),
  commission_received: amountSchema.default(0),
  supplier_payments: bookingFields.shape.supplier_payments.default([]),
  cancellation_cost: amountSchema.default(0),
  cancellation_sell: amountSchema.default(0),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** PUT: any subset; `details` is replaced whole, and its `type` is the booking's (422 otherwise). */
export const updateBookingSchema = bookingFields.partial();
export type UpdateBookingInput = z.input<typeof updateBookingSchema>;

export const bookingParamsSchema = z.object({ id: pathIdSchema, bookingId: pathIdSchema });
