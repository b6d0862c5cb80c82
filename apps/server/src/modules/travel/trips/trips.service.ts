import type { Contact } from '@aurora/contracts/contacts';
import type { PaginationMeta } from '@aurora/contracts/http';
import { isoExponentOf, toMajorUnits } from '@aurora/contracts/money';
import type { Opportunity } from '@aurora/contracts/opportunities';
import type { ListQueryValues } from '@aurora/contracts/records';
import { dayIn } from '@aurora/contracts/time-zones';
import {
  canMoveTrip,
  type createTripSchema,
  type TRIP_EXPORT_COLUMNS,
  TRIP_NOT_FOUND,
  type Trip,
  type TripStatus,
  type updateTripSchema,
} from '@aurora/contracts/travel/trips';
import type { z } from 'zod';
import { existingClientIds } from '#modules/clients/clients.service.ts';
import { getOpportunity } from '#modules/opportunities/opportunities.service.ts';
import { AppError, type FieldErrors, notFound } from '#platform/errors.ts';
import { currencyConverter } from '#platform/reference/money.ts';
import { currencyExists, listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { assignOwner, type BulkHandlers } from '#records/record-lifecycle.ts';
import { readListPage } from '#records/records.repository.ts';
import {
  changeActivities,
  checkDefinitions,
  checkOwner,
  exportRecords,
  listWindow,
  pageMeta,
  publishRecordEvent,
  recordActivity,
  recordCreation,
  throwIfInvalid,
  toRecordRef,
  toUserRef,
} from '#records/records.service.ts';
import { type FullBooking, removeTravellersFromTrip } from '../bookings/bookings.repository.ts';
import { bookingsOfTrips } from '../bookings/bookings.service.ts';
import { findAirport } from '../places/places.service.ts';
import { findDeadlineTasks } from '../radar/deadline-radar.repository.ts';
import { travelSettingsOf } from '../settings/travel-settings.service.ts';
import { refreshLifetimeValues } from './lifetime-values.ts';
import { checkTravellers } from './traveller-checks.ts';
import { deadlineBookingOf, tripDeadlines } from './trip-deadlines.ts';
import { tripTotals } from './trip-totals.ts';
import { contactsOfClients } from './trip-travellers.ts';
import {
  countTripsFrom,
  findTrip,
  findTripsDueToMove,
  insertTrip,
  listTravellerIds,
  nextReferenceNumber,
  refreshTripSearchWords,
  setTravellers,
  type TripRow,
  type TripValues,
  tripListQuery,
  tripListSpec,
  updateTrip as updateTripRow,
  updateTrips,
} from './trips.repository.ts';

type CreateTripInput = z.output<typeof createTripSchema>;
type UpdateTripInput = z.output<typeof updateTripSchema>;

/** `MX-2026-0042`: the organization's code, the year, the number padded to four digits. */
export const tripReference = (organizationCode: string, year: string, number: number) =>
  `${organizationCode.toUpperCase()}-${year}-${String(number).padStart(4, '0')}`;

const isTicketed = (booking: FullBooking) =>
  booking.status === 'confirmed' && booking.details.type === 'flight' && Boolean(booking.details.pnr);

/**
 * Trips as answered: each with its travellers, its totals in its currency, the warnings of its
 * traveller checks and its deadlines, read for the whole page at once.
 */
export async function toTripsJson(ctx: OrganizationContext, rows: readonly TripRow[]): Promise<Trip[]> {
  const { db, organization } = ctx;
  const tripIds = rows.map((row) => row.id);
  const [bookings, travellerIds, contacts, currencies, rules] = await Promise.all([
    bookingsOfTrips(ctx, tripIds),
    listTravellerIds(db, tripIds),
    contactsOfClients(
      ctx,
      rows.map((row) => row.clientId),
    ),
    listCurrencies(db),
    travelSettingsOf(db, organization.id),
  ]);
  const tasks = await findDeadlineTasks(
    db,
    bookings.map((booking) => booking.id),
  );
  return rows.map((row) => {
    const ownBookings = bookings.filter((booking) => booking.tripId === row.id);
    const travellers = travellerIds
      .filter((traveller) => traveller.tripId === row.id)
      .map((traveller) => contacts.get(traveller.contactId))
      .filter((contact): contact is Contact => contact !== undefined);
    const live = ownBookings.filter((booking) => booking.status !== 'cancelled');
    const flights = live.filter((booking) => booking.type === 'flight');
    return {
      id: row.id,
      reference: row.reference,
      title: row.title,
      client: { id: row.clientId, name: row.clientName ?? '' },
      travellers: travellers.map((contact) => ({
        id: contact.id,
        name: contact.full_name,
        date_of_birth: contact.date_of_birth,
      })),
      destinations: row.destinations,
      start_date: row.startDate,
      end_date: row.endDate,
      status: row.status,
      trip_type: row.tripType,
      owner: toUserRef(row.ownerId, row.ownerName),
      opportunity: toRecordRef(row.opportunityId, row.opportunityName),
      currency: row.currency,
      budget: row.budget,
      notes_internal: row.notesInternal,
      notes_for_client: row.notesForClient,
      bookings_count: row.bookingsCount,
      totals: tripTotals(row.currency, ownBookings, currencyConverter(currencies, row.currency)),
      warnings: checkTravellers({
        travellers: travellers.map((contact) => ({
          id: contact.id,
          name: contact.full_name,
          dateOfBirth: contact.date_of_birth,
          passportNumber: contact.passport_number,
          passportExpiry: contact.passport_expiry,
        })),
        flights: flights.map((booking) => ({
          id: booking.id,
          title: booking.title,
          ticketed: isTicketed(booking),
          travellers: booking.travellers,
          segments: booking.segments.map((segment) => ({
            departureLocal: segment.departureLocal,
            departureCountry: findAirport(segment.departureAirport)?.country ?? null,
            arrivalCountry: findAirport(segment.arrivalAirport)?.country ?? null,
          })),
        })),
        tripEnd: row.endDate,
        passportValidityMonths: rules.passport_validity_months,
      }),
      deadlines: tripDeadlines(ownBookings.map(deadlineBookingOf), organization.timeZone).map((deadline) => ({
        type: deadline.type,
        booking: deadline.booking,
        due_at: deadline.dueAt.toISOString(),
        amount: deadline.amount,
        currency: deadline.currency,
        task_id: tasks.get(`${deadline.booking.id}:${deadline.key}`) ?? null,
      })),
      created_by: toUserRef(row.createdById, row.createdByName),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

const tripSource = { spec: tripListSpec, list: tripListQuery };

export async function listTrips(
  ctx: OrganizationContext,
  query: ListQueryValues,
): Promise<{ data: Trip[]; meta: PaginationMeta }> {
  const page = await readListPage(
    ctx.db,
    tripListQuery(ctx.db, ctx.organization.id),
    listWindow(ctx, tripListSpec, query),
  );
  return { data: await toTripsJson(ctx, page.rows), meta: pageMeta(query, page) };
}

async function getTripRow(ctx: OrganizationContext, id: number): Promise<TripRow> {
  const row = await findTrip(ctx.db, ctx.organization.id, id);
  if (!row) throw notFound(TRIP_NOT_FOUND);
  return row;
}

export async function getTrip(ctx: OrganizationContext, id: number): Promise<Trip> {
  const [trip] = await toTripsJson(ctx, [await getTripRow(ctx, id)]);
  if (!trip) throw notFound(TRIP_NOT_FOUND);
  return trip;
}

type TripFields = Partial<UpdateTripInput> & { traveller_ids?: number[] | undefined };

/**
 * Checks a trip's fields (the client is the organization's, the travellers are its contacts, the
 * owner a member, the type and currency known, the dates in order) and turns them into columns.
 */
async function toTripValues(
  ctx: OrganizationContext,
  input: TripFields,
  current?: TripRow,
  errors: FieldErrors = {},
): Promise<Partial<TripValues>> {
  const { db, organization } = ctx;
  const clientId = input.client_id ?? current?.clientId;
  if (
    input.client_id !== undefined &&
    (await existingClientIds(db, organization.id, [input.client_id])).length === 0
  ) {
    errors.client_id = ['The selected client is invalid.'];
  }
  const travellerIds =
    input.traveller_ids ??
    (current && input.client_id !== undefined && input.client_id !== current.clientId
      ? (await listTravellerIds(db, [current.id])).map((traveller) => traveller.contactId)
      : undefined);
  if (travellerIds && clientId !== undefined && !errors.client_id) {
    const contacts = await contactsOfClients(ctx, [clientId]);
    travellerIds.forEach((contactId, index) => {
      if (!contacts.has(contactId))
        errors[`traveller_ids.${index}`] = ["This contact is not one of the client's."];
    });
  }
  await checkOwner(db, organization.id, input.owner_id, errors);
  await checkDefinitions(db, [{ field: 'trip_type', list: 'trip_types', key: input.trip_type }], errors);
  if (input.currency && !(await currencyExists(db, input.currency))) {
    errors.currency = ['The selected currency is invalid.'];
  }
  const startDate = input.start_date === undefined ? current?.startDate : input.start_date;
  const endDate = input.end_date === undefined ? current?.endDate : input.end_date;
  if (startDate && endDate && endDate < startDate) errors.end_date = ['Must be on or after the start date.'];
  if (current && input.status !== undefined && !canMoveTrip(current.status, input.status)) {
    errors.status = [`A ${current.status} trip cannot become ${input.status}.`];
  }
  throwIfInvalid(errors);
  return {
    title: input.title,
    clientId: input.client_id,
    destinations: input.destinations,
    startDate: input.start_date,
    endDate: input.end_date,
    status: input.status,
    tripType: input.trip_type,
    ownerId: input.owner_id,
    currency: input.currency,
    budget: input.budget,
    notesInternal: input.notes_internal,
    notesForClient: input.notes_for_client,
  };
}

/** The deal a trip is created from, or the 422 that names it. */
async function dealOf(ctx: OrganizationContext, id: number | null | undefined, errors: FieldErrors) {
  if (id === undefined || id === null) return undefined;
  try {
    return await getOpportunity(ctx, id);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    errors.opportunity_id = ['The selected opportunity is invalid.'];
    return undefined;
  }
}

/**
 * `POST /trips`: a new trip, its reference taken from the organization's counter in the same
 * transaction. From a deal, what is not given is the deal's: client, first traveller, title,
 * amount and currency.
 */
export async function createTrip(ctx: OrganizationContext, input: CreateTripInput): Promise<{ data: Trip }> {
  const { organization, actorId } = ctx;
  const errors: FieldErrors = {};
  const deal: Opportunity | undefined = await dealOf(ctx, input.opportunity_id, errors);
  const clientId = input.client_id ?? deal?.client.id;
  const title = input.title ?? deal?.title;
  // Without the deal, what it would have given is not asked for on top of it.
  if (!errors.opportunity_id) {
    if (clientId === undefined) errors.client_id = ['The client field is required.'];
    if (title === undefined) errors.title = ['The title field is required.'];
  }
  const travellerIds = input.traveller_ids ?? (deal?.primary_contact ? [deal.primary_contact.id] : []);
  const values = await toTripValues(
    ctx,
    {
      ...input,
      title,
      client_id: clientId,
      traveller_ids: travellerIds,
      currency: input.currency ?? deal?.currency ?? organization.currency,
      budget: input.budget ?? (deal ? deal.amount : null),
      owner_id: input.owner_id === undefined ? actorId : input.owner_id,
    },
    undefined,
    errors,
  );
  const year = dayIn(ctx.clock.now(), organization.timeZone).slice(0, 4);
  const id = await ctx.db.transaction(async (tx) => {
    const number = await nextReferenceNumber(tx, organization.id, Number(year));
    const created = await insertTrip(tx, organization.id, {
      ...(values as TripValues),
      reference: tripReference(organization.code, year, number),
      opportunityId: deal?.id ?? null,
      searchExtra: (input.destinations ?? []).join(' '),
      createdById: actorId,
    });
    if (created === undefined) throw new Error('INSERT of a trip returned no row');
    await setTravellers(tx, created, travellerIds);
    await recordCreation(tx, organization.id, { type: 'trip', id: created }, actorId);
    return created;
  });
  publishRecordEvent(ctx, 'record.created', { module: 'trips', id });
  return { data: await getTrip(ctx, id) };
}

/**
 * `PUT /trips/{id}`: any subset. A status change must be an allowed move; travellers who leave
 * the trip leave its bookings too.
 */
export async function updateTrip(
  ctx: OrganizationContext,
  id: number,
  input: UpdateTripInput,
): Promise<Trip> {
  const { db, organization, actorId } = ctx;
  const current = await getTripRow(ctx, id);
  const values = await toTripValues(ctx, input, current);
  const before = (await listTravellerIds(db, [id])).map((traveller) => traveller.contactId);
  await db.transaction(async (tx) => {
    await updateTripRow(tx, organization.id, id, values);
    if (values.destinations) await refreshTripSearchWords(tx, id);
    if (input.traveller_ids) {
      await setTravellers(tx, id, input.traveller_ids);
      const kept = new Set(input.traveller_ids);
      await removeTravellersFromTrip(
        tx,
        id,
        before.filter((contactId) => !kept.has(contactId)),
      );
    }
    await recordActivity(tx, organization.id, changeActivities('trip', [current], values, actorId));
  });
  if (current.status === 'completed' || values.status === 'completed' || values.clientId !== undefined) {
    await refreshLifetimeValues(ctx, [current.clientId, values.clientId ?? current.clientId]);
  }
  publishRecordEvent(ctx, 'record.updated', { module: 'trips', id });
  return getTrip(ctx, id);
}

/** For the dashboard: the trips not cancelled that start today or later, in the organization's zone. */
export const countUpcomingTrips = ({ db, organization }: OrganizationData) =>
  countTripsFrom(db, organization.id, dayIn(new Date(), organization.timeZone));

/**
 * Travelling and completed follow the dates, in the organization's time zone: a confirmed trip
 * is travelling from its start date, and a travelling one completed the day after its end date
 * (a confirmed trip whose dates have all passed goes straight to completed). Answers the trips
 * moved; each move is on its timeline, made by no one.
 */
export async function moveTripsByDates(ctx: OrganizationContext): Promise<number[]> {
  const { db, organization } = ctx;
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  const due = await findTripsDueToMove(db, organization.id, today);
  const moved: number[] = [];
  for (const trip of due) {
    const status: TripStatus = trip.endDate && trip.endDate < today ? 'completed' : 'travelling';
    await db.transaction(async (tx) => {
      const changed = await updateTrips(tx, organization.id, [trip.id], { status });
      if (changed.length === 0) return;
      await recordActivity(
        tx,
        organization.id,
        changeActivities('trip', [{ ...trip, ownerId: null }], { status }, null),
      );
      moved.push(trip.id);
    });
  }
  await refreshLifetimeValues(
    ctx,
    due.filter((trip) => moved.includes(trip.id)).map((trip) => trip.clientId),
  );
  for (const id of moved) publishRecordEvent(ctx, 'record.updated', { module: 'trips', id });
  return moved;
}

/** Trips in bulk besides delete: assign an owner; set a status where the move is allowed. */
export const tripBulkActions: BulkHandlers = {
  assign: (ctx, ids, ownerId) =>
    assignOwner(ctx, 'trip', ids, ownerId, (tx, chosen) =>
      updateTrips(tx, ctx.organization.id, chosen, { ownerId }),
    ),
  setStatus: async (ctx, ids, change) => {
    const status = change.status as TripStatus;
    const movable: number[] = [];
    const rows: TripRow[] = [];
    for (const id of ids) {
      const row = await findTrip(ctx.db, ctx.organization.id, id);
      if (row && canMoveTrip(row.status, status)) {
        movable.push(id);
        rows.push(row);
      }
    }
    const changed = await ctx.db.transaction(async (tx) => {
      const updated = await updateTrips(tx, ctx.organization.id, movable, { status });
      await recordActivity(tx, ctx.organization.id, changeActivities('trip', rows, { status }, ctx.actorId));
      return updated;
    });
    await refreshLifetimeValues(
      ctx,
      rows.filter((row) => row.status === 'completed' || status === 'completed').map((row) => row.clientId),
    );
    return changed;
  },
};

async function tripExportCells(ctx: OrganizationContext, rows: TripRow[]) {
  return (await toTripsJson(ctx, rows)).map((trip) => {
    const majorUnits = (minor: number) => toMajorUnits(minor, isoExponentOf(trip.currency) ?? 2);
    const cells: Record<(typeof TRIP_EXPORT_COLUMNS)[number], unknown> = {
      id: trip.id,
      reference: trip.reference,
      title: trip.title,
      client_name: trip.client.name,
      status: trip.status,
      start_date: trip.start_date ?? '',
      end_date: trip.end_date ?? '',
      destinations: trip.destinations.join('; '),
      travellers: trip.travellers.map((traveller) => traveller.name).join('; '),
      currency: trip.currency,
      sell: majorUnits(trip.totals.sell),
      cost: majorUnits(trip.totals.cost),
      margin: majorUnits(trip.totals.margin),
      owner_name: trip.owner?.name ?? '',
      created_at: trip.created_at,
    };
    return cells;
  });
}

export const exportTrips = (ctx: OrganizationContext, query: ListQueryValues, columns: readonly string[]) =>
  exportRecords(ctx, query, columns, { ...tripSource, cells: (rows) => tripExportCells(ctx, rows) });
