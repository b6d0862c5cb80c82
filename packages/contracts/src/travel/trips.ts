/**
 * Trips: what a client buys from the agency, built out of bookings (bookings.ts).
 *
 * - `GET|POST /api/v2/{org}/trips`, `GET|PUT|DELETE /trips/{id}`, `/export`, `/bulk`,
 *   `/{id}/activity`, notes and files: the list grammar of records.ts and the record kit.
 * - `GET /trips/{id}/itinerary?traveller_id=`: the client-facing itinerary, day by day in local
 *   times, without prices; `GET /trips/{id}/itinerary.pdf?traveller_id=&language=` the same as a
 *   PDF.
 * - `GET|PUT /travel/settings`: the organization's rules for traveller checks and the deadline
 *   radar (administrators change them).
 *
 * A trip's reference (`MX-2026-0042`: organization, year of creation, number) is unique in its
 * organization and never reused. Its status moves by the rules of {@link TRIP_MOVES}; a confirmed
 * trip becomes travelling on its start date and completed after its end date by itself, in the
 * organization's time zone. Totals are computed on the server in the trip's currency at the
 * currencies reference data's rates.
 */
import { z } from 'zod';
import { currencyCodeSchema, optionalText } from '../fields.ts';
import { idSchema, pageOf, timestampSchema } from '../http.ts';
import {
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  optionalDateSchema,
  recordRefSchema,
  userRefSchema,
} from '../records.ts';

export const TRIP_STATUSES = [
  'inquiry',
  'quoted',
  'confirmed',
  'travelling',
  'completed',
  'cancelled',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * The moves a person may make. Travelling and completed also follow the dates by themselves; a
 * cancelled trip may be reopened as an inquiry; a completed one stays completed.
 */
export const TRIP_MOVES: Readonly<Record<TripStatus, readonly TripStatus[]>> = {
  inquiry: ['quoted', 'confirmed', 'cancelled'],
  quoted: ['inquiry', 'confirmed', 'cancelled'],
  confirmed: ['quoted', 'travelling', 'cancelled'],
  travelling: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['inquiry'],
};
export const canMoveTrip = (from: TripStatus, to: TripStatus) => from === to || TRIP_MOVES[from].includes(to);

export const TRIP_NOT_FOUND = 'Trip not found.';
export const TRIP_TITLE_MAX = 200;
export const TRIP_NOTES_MAX = 5000;
export const TRIP_DESTINATIONS_MAX = 20;
export const TRIP_TRAVELLERS_MAX = 50;

/** Passenger types at a flight's date: adults from 12, children 2 to 11, infants under 2. */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** What a traveller check can find; the web words each one, naming the traveller and booking. */
export const TRAVELLER_WARNING_KINDS = [
  /** Their passenger type differs between two flights of the trip (a birthday on the way). */
  'passenger_type_changes',
  /** An international flight and no passport number or expiry. */
  'passport_missing',
  /** The passport expires less than the organization's months after the trip's end. */
  'passport_expiring',
  /** A ticketed flight (confirmed, with a PNR) without their ticket number. */
  'ticket_missing',
  /** An infant on a flight no adult of the trip is on. */
  'infant_without_adult',
  /** No date of birth: the passenger type cannot be told. */
  'birth_date_missing',
] as const;
export type TravellerWarningKind = (typeof TRAVELLER_WARNING_KINDS)[number];

export const travellerWarningSchema = z.object({
  kind: z.enum(TRAVELLER_WARNING_KINDS),
  traveller: recordRefSchema,
  /** The booking it is about, when it is about one. */
  booking: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** `passenger_type_changes`: from and to; `passport_expiring`: the expiry (`YYYY-MM-DD`). */
  from: z.enum(PASSENGER_TYPES).nullable(),
  to: z.enum(PASSENGER_TYPES).nullable(),
  expires_on: z.string().nullable(),
});
export type TravellerWarning = z.infer<typeof travellerWarningSchema>;

export const DEADLINE_TYPES = ['option', 'ticketing', 'supplier_payment', 'commission'] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

/** A date the trip must not miss, from one of its bookings; soonest first. */
export const tripDeadlineSchema = z.object({
  type: z.enum(DEADLINE_TYPES),
  booking: z.object({ id: z.number().int(), title: z.string() }),
  /** The instant it falls due (a day's deadline: the end of that day in the organization's zone). */
  due_at: timestampSchema,
  /** Supplier payments and commissions: minor units of `currency`. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The task the radar created for it, once its lead time began. */
  task_id: z.number().int().nullable(),
});
export type TripDeadline = z.infer<typeof tripDeadlineSchema>;

export const tripTotalsSchema = z.object({
  /** The trip's currency; every amount below is in its minor units. */
  currency: z.string(),
  sell: z.number().int(),
  cost: z.number().int(),
  margin: z.number().int(),
  /** Margin over sell, one decimal (`"18.5"`); null when nothing is sold. */
  margin_percent: z.string().nullable(),
  commission_expected: z.number().int(),
  commission_received: z.number().int(),
});
export type TripTotals = z.infer<typeof tripTotalsSchema>;

export const tripTravellerSchema = recordRefSchema.extend({ date_of_birth: z.string().nullable() });
export type TripTraveller = z.infer<typeof tripTravellerSchema>;

export const tripSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  client: recordRefSchema,
  travellers: z.array(tripTravellerSchema),
  destinations: z.array(z.string()),
  /** `YYYY-MM-DD`. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(TRIP_STATUSES),
  /** Key of a `trip_types` definition. */
  trip_type: z.string().nullable(),
  owner: userRefSchema.nullable(),
  /** The deal it came from. */
  opportunity: recordRefSchema.nullable(),
  currency: z.string(),
  /** What the client expects to spend (copied from the deal), minor units of `currency`. */
  budget: z.number().int().nullable(),
  notes_internal: z.string().nullable(),
  notes_for_client: z.string().nullable(),
  bookings_count: z.number().int(),
  totals: tripTotalsSchema,
  warnings: z.array(travellerWarningSchema),
  deadlines: z.array(tripDeadlineSchema),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Trip = z.infer<typeof tripSchema>;

const tripFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'The title field is required.' })
    .max(TRIP_TITLE_MAX, { error: `Must be at most ${TRIP_TITLE_MAX} characters.` }),
  client_id: idSchema,
  /** Contacts of the trip's client. */
  traveller_ids: z
    .array(idSchema)
    .max(TRIP_TRAVELLERS_MAX, { error: `At most ${TRIP_TRAVELLERS_MAX} travellers.` }),
  destinations: z
    .array(z.string().trim().min(1).max(100, { error: 'Must be at most 100 characters.' }))
    .max(TRIP_DESTINATIONS_MAX, { error: `At most ${TRIP_DESTINATIONS_MAX} destinations.` }),
  start_date: optionalDateSchema,
  end_date: optionalDateSchema,
  status: z.enum(TRIP_STATUSES),
  trip_type: optionalText(64),
  /** A member of the organization; null = unassigned. Omitted on create = the creator. */
  owner_id: idSchema.nullable(),
  opportunity_id: idSchema.nullable(),
  currency: currencyCodeSchema,
  budget: z
    .number({ error: 'Must be an amount in minor units (cents).' })
    .int({ error: 'Must be an amount in minor units (cents).' })
    .min(0, { error: 'Must not be negative.' })
    .max(10_000_000_000_000, { error: 'This amount is too large.' })
    .nullable(),
  notes_internal: optionalText(TRIP_NOTES_MAX),
  notes_for_client: optionalText(TRIP_NOTES_MAX),
});

/**
 * `POST /trips`. With `opportunity_id` (a deal of the organization), what is not given is copied
 * from the deal: its client, its primary contact as the first traveller, its title, amount and
 * currency. Status: inquiry; currency: the organization's.
 */
export const createTripSchema = tripFields.extend({
  title: tripFields.shape.title.optional(),
  client_id: tripFields.shape.client_id.optional(),
  traveller_ids: tripFields.shape.traveller_ids.optional(),
  destinations: tripFields.shape.destinations.default([]),
  status: z.enum(['inquiry', 'quoted', 'confirmed']).default('inquiry'),
  trip_type: tripFields.shape.trip_type.optional(),
  owner_id: tripFields.shape.owner_id.optional(),
  opportunity_id: tripFields.shape.opportunity_id.optional(),
  currency: tripFields.shape.currency.optional(),
  budget: tripFields.shape.budget.optional(),
});
export type CreateTripInput = z.input<typeof createTripSchema>;

/** PUT: any subset. A change of `status` must be one of {@link TRIP_MOVES} (422 otherwise). */
export const updateTripSchema = tripFields.omit({ opportunity_id: true }).partial();
export type UpdateTripInput = z.input<typeof updateTripSchema>;

export const TRIP_FILTERS = {
  status: 'enum',
  client_id: 'relation',
  owner_id: 'relation',
  opportunity_id: 'relation',
  /** Trips a contact travels on. */
  traveller_id: 'relation',
  trip_type: 'enum',
  currency: 'enum',
  title: 'text',
  reference: 'text',
  destinations: 'text',
  start_date: 'date',
  end_date: 'date',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const TRIP_SORTS = [
  'start_date',
  'reference',
  'title',
  'status',
  'client',
  'owner',
  'created_at',
] as const;
export const TRIP_DEFAULT_SORT = 'start_date';

export const listTripsQuerySchema = listQueryFor({
  filters: TRIP_FILTERS,
  sorts: TRIP_SORTS,
  defaultSort: TRIP_DEFAULT_SORT,
});
export type ListTripsQuery = z.input<typeof listTripsQuerySchema>;
export const tripsPageSchema = pageOf(tripSchema);

export const TRIP_EXPORT_COLUMNS = [
  'id',
  'reference',
  'title',
  'client_name',
  'status',
  'start_date',
  'end_date',
  'destinations',
  'travellers',
  'currency',
  'sell',
  'cost',
  'margin',
  'owner_name',
  'created_at',
] as const;
export const exportTripsQuerySchema = exportQueryFor({
  filters: TRIP_FILTERS,
  sorts: TRIP_SORTS,
  defaultSort: TRIP_DEFAULT_SORT,
  columns: TRIP_EXPORT_COLUMNS,
});

/** `GET|PUT /travel/settings`. */
export const travelSettingsSchema = z.object({
  /** A passport must be valid this many months after the trip's end (most countries ask 6). */
  passport_validity_months: z.number().int().min(0).max(24),
  /** How long before each kind of deadline the radar gives the trip's owner a task. */
  lead_hours: z.object({
    option: z.number().int().min(1).max(720),
    ticketing: z.number().int().min(1).max(720),
    supplier_payment: z.number().int().min(1).max(720),
    commission: z.number().int().min(1).max(720),
  }),
});
export type TravelSettings = z.infer<typeof travelSettingsSchema>;
export const DEFAULT_TRAVEL_SETTINGS: TravelSettings = {
  passport_validity_months: 6,
  lead_hours: { option: 48, ticketing: 48, supplier_payment: 72, commission: 24 },
};

export const itineraryQuerySchema = z.object({
  /** One traveller's itinerary: the bookings they travel on. */
  traveller_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  language: z.enum(['en', 'es']).default('en'),
});

export const itineraryEntrySchema = z.object({
  booking_id: z.number().int(),
  type: z.string(),
  /** Local time at the place it happens (`07:45`), or null for an all-day entry. */
  time: z.string().nullable(),
  title: z.string(),
  lines: z.array(z.string()),
});
export const itinerarySchema = z.object({
  reference: z.string(),
  title: z.string(),
  client: z.string(),
  travellers: z.array(z.string()),
  for_traveller: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  notes_for_client: z.string().nullable(),
  agency: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  days: z.array(z.object({ date: z.string(), entries: z.array(itineraryEntrySchema) })),
});
export type Itinerary = z.infer<typeof itinerarySchema>;
