import type {
  BookingDetails,
  BookingStatus,
  BookingType,
  Cabin,
  DeadlineKind,
  SupplierPayment,
} from '@aurora/contracts/travel/bookings';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contacts } from '#modules/contacts/contacts.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { suppliers } from '../suppliers/suppliers.table.ts';
import { trips } from '../trips/trips.table.ts';

/** A flight's details live in `flight_segments`; `details` holds the other types' own fields. */
export type StoredBookingDetails =
  | Exclude<BookingDetails, { type: 'flight' }>
  | { type: 'flight'; pnr: string | null };

/** A supplier payment as stored: those written before references existed have none. */
export type StoredSupplierPayment = Omit<SupplierPayment, 'reference'> & { reference?: string | null };

export const bookings = pgTable(
  'bookings',
  {
    id: identityId(),
    organizationId: organizationReference(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    type: text('type').$type<BookingType>().notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('option'),
    title: text('title').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    confirmationNumber: text('confirmation_number'),
    /** Local dates and times of the service; a flight's come from its first and last segments. */
    startsOn: date('starts_on'),
    startTime: text('start_time'),
    endsOn: date('ends_on'),
    endTime: text('end_time'),
    details: jsonb('details').$type<StoredBookingDetails>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').notNull(),
    /** Minor units of `currency`, for the whole booking. */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    sell: bigint('sell', { mode: 'number' }).notNull().default(0),
    /** Hundredths of a percent of `sell`; null when `commissionAmount` is set (or neither). */
    commissionRateBasisPoints: integer('commission_rate_basis_points'),
    commissionAmount: bigint('commission_amount', { mode: 'number' }),
    commissionExpectedOn: date('commission_expected_on'),
    commissionReceived: bigint('commission_received', { mode: 'number' }).notNull().default(0),
    supplierPayments: jsonb('supplier_payments').$type<StoredSupplierPayment[]>().notNull().default([]),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    deadlineKind: text('deadline_kind').$type<DeadlineKind>(),
    /** What is still owed once cancelled: the supplier's fee, and what the client is charged. */
    cancellationCost: bigint('cancellation_cost', { mode: 'number' }).notNull().default(0),
    cancellationSell: bigint('cancellation_sell', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [
    index('bookings_trip_index').on(table.tripId, table.startsOn, table.id),
    index('bookings_organization_supplier_index').on(table.organizationId, table.supplierId),
  ],
);

/** The travellers a booking covers (travellers of its trip), with a flight's ticket number each. */
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    ticketNumber: text('ticket_number'),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.contactId] }),
    index('booking_travellers_contact_index').on(table.contactId),
  ],
);

/** A flight's legs, in order; times are local to each airport and as instants. */
export const flightSegments = pgTable(
  'flight_segments',
  {
    id: identityId(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    marketingCarrier: text('marketing_carrier').notNull(),
    operatingCarrier: text('operating_carrier'),
    flightNumber: text('flight_number').notNull(),
    departureAirport: text('departure_airport').notNull(),
    departureTerminal: text('departure_terminal'),
    /** `2026-03-02T07:45`, the wall clock at the departure airport. */
    departureLocal: text('departure_local').notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalAirport: text('arrival_airport').notNull(),
    arrivalTerminal: text('arrival_terminal'),
    arrivalLocal: text('arrival_local').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    cabin: text('cabin').$type<Cabin>().notNull(),
    bookingClass: text('booking_class'),
    fareBasis: text('fare_basis'),
  },
  (table) => [index('flight_segments_booking_index').on(table.bookingId, table.position)],
);
