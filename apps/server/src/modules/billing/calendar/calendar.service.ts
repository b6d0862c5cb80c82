import {
  CALENDAR_MAX_DAYS,
  type Calendar,
  type CalendarDirection,
  type CalendarEntry,
  type CalendarQuery,
  type Conversion,
  daysInRange,
  mondayOf,
  type OverdueInstalments,
  type OverdueInstalmentsQuery,
} from '@aurora/contracts/billing/calendar';
import { convertMinorUnits, isoExponentOf } from '@aurora/contracts/money';
import type { Currency } from '@aurora/contracts/reference';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import { type BillingBooking, bookingsForBilling } from '#modules/travel/bookings/booking-billing.service.ts';
import { invalid } from '#platform/errors.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { lookupRecords, recordKey } from '#records/record-lookup.ts';
import { findOpenInvoices, type InvoiceRow } from '../invoices/invoices.repository.ts';
import { allocateToInstalments } from '../invoices/payment-schedule.ts';

const DIRECTION_ORDER: Record<CalendarDirection, number> = { in: 0, out: 1, risk: 2 };

type Converted = { value: number | null; conversion: Conversion };

/**
 * Converters into the organization's currency: at an invoice's locked rate, or at the reference
 * data's rate of today; null (`unavailable`) when neither is known, never a guess.
 */
export function organizationConverters(currencies: readonly Currency[], target: string) {
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const exponentOf = (code: string) => byCode.get(code)?.decimals ?? isoExponentOf(code);
  const atReference = (amount: number, from: string): Converted => {
    if (from === target) return { value: amount, conversion: 'same_currency' };
    const source = byCode.get(from);
    const to = byCode.get(target);
    if (!source || !to) return { value: null, conversion: 'unavailable' };
    return {
      value: convertMinorUnits(
        amount,
        { exponent: source.decimals, rate: source.rate_to_base },
        { exponent: to.decimals, rate: to.rate_to_base },
      ),
      conversion: 'reference_rate',
    };
  };
  /** `rate`: units of the organization's currency one unit of `from` bought when it was issued. */
  const atRate = (amount: number, from: string, rate: string | null): Converted => {
    if (from === target) return { value: amount, conversion: 'same_currency' };
    const fromExponent = exponentOf(from);
    const toExponent = exponentOf(target);
    if (!rate || fromExponent === undefined || toExponent === undefined) {
      return { value: null, conversion: 'unavailable' };
    }
    return {
      value: convertMinorUnits(amount, { exponent: fromExponent, rate: '1' }, { exponent: toExponent, rate }),
      conversion: 'invoice_rate',
    };
  };
  return { atReference, atRate };
}

type Converters = ReturnType<typeof organizationConverters>;

const bookingTrip = (booking: BillingBooking) => ({
  id: booking.trip.id,
  name: `${booking.trip.reference} · ${booking.trip.title}`,
});

function instalmentEntries(
  rows: readonly InvoiceRow[],
  owners: ReadonlyMap<number, { ownerId: number | null; name: string }>,
  today: string,
  convert: Converters,
): CalendarEntry[] {
  return rows.flatMap((row) => {
    const trip = row.tripId === null ? undefined : owners.get(row.tripId);
    const instalments = allocateToInstalments(row.instalments, row.paid + row.credited, today);
    return instalments.flatMap((instalment) => {
      if (instalment.status === 'paid' || instalment.due_date === null) return [];
      const left = instalment.amount - instalment.paid;
      const converted = convert.atRate(left, row.currency, row.exchangeRate);
      const entry: CalendarEntry = {
        key: `instalment:${row.id}:${instalment.position}`,
        date: instalment.due_date,
        kind: 'instalment',
        direction: 'in',
        overdue: instalment.status === 'overdue',
        amount: left,
        currency: row.currency,
        amount_in_organization_currency: converted.value,
        conversion: converted.conversion,
        label: row.number ?? '',
        due_at: null,
        invoice: { id: row.id, number: row.number },
        client: { id: row.clientId, name: row.clientName ?? '' },
        trip: row.tripId === null ? null : { id: row.tripId, name: trip?.name ?? row.tripName ?? '' },
        booking: null,
        supplier: null,
        owner_id: row.tripId === null ? row.createdById : (trip?.ownerId ?? null),
      };
      return [entry];
    });
  });
}

function bookingEntries(
  booking: BillingBooking,
  today: string,
  now: Date,
  timeZone: string,
  convert: Converters,
): CalendarEntry[] {
  const about = {
    invoice: null,
    client: null,
    trip: bookingTrip(booking),
    booking: { id: booking.id, title: booking.title },
    supplier: booking.supplier,
    owner_id: booking.agent?.id ?? null,
    label: booking.title,
  };
  const money = (amount: number) => {
    const converted = convert.atReference(amount, booking.currency);
    return {
      amount,
      currency: booking.currency,
      amount_in_organization_currency: converted.value,
      conversion: converted.conversion,
    };
  };
  const entries: CalendarEntry[] = booking.supplierPayments.flatMap((payment, index) =>
    payment.paid_on
      ? []
      : [
          {
            ...about,
            ...money(payment.amount),
            key: `supplier_payment:${booking.id}:${index}`,
            date: payment.due_on,
            kind: 'supplier_payment' as const,
            direction: 'out' as const,
            overdue: payment.due_on < today,
            due_at: null,
          },
        ],
  );
  const open = booking.commissionExpected - booking.commissionReceived;
  if (booking.commissionExpectedOn && open > 0) {
    entries.push({
      ...about,
      ...money(open),
      key: `commission:${booking.id}`,
      date: booking.commissionExpectedOn,
      kind: 'commission',
      direction: 'in',
      overdue: booking.commissionExpectedOn < today,
      due_at: null,
    });
  }
  if (booking.deadlineAt && booking.status !== 'cancelled') {
    const kind = booking.deadlineKind === 'ticketing' ? 'ticketing_deadline' : 'option_deadline';
    entries.push({
      ...about,
      amount: null,
      currency: null,
      amount_in_organization_currency: null,
      conversion: null,
      key: `${kind}:${booking.id}`,
      date: dayIn(booking.deadlineAt, timeZone),
      kind,
      direction: 'risk',
      overdue: booking.deadlineAt.getTime() < now.getTime(),
      due_at: booking.deadlineAt.toISOString(),
    });
  }
  return entries;
}

/** The open instalments of invoices, each with its trip's name and owner (read through the record kit). */
async function instalmentEntriesOf(
  ctx: OrganizationContext,
  rows: readonly InvoiceRow[],
  today: string,
  convert: Converters,
): Promise<CalendarEntry[]> {
  const tripIds = [...new Set(rows.flatMap((row) => (row.tripId === null ? [] : [row.tripId])))];
  const trips = await lookupRecords(
    ctx.db,
    ctx.organization.id,
    tripIds.map((id) => ({ type: 'trip' as const, id })),
  );
  const owners = new Map(
    tripIds.flatMap((id) => {
      const trip = trips.get(recordKey('trip', id));
      return trip ? [[id, { ownerId: trip.ownerId, name: trip.name }] as const] : [];
    }),
  );
  return instalmentEntries(rows, owners, today, convert);
}

/**
 * `GET /billing/overdue-instalments`: instalments past their day and not paid, oldest first, of
 * one agent's trips when `owner_id` is given, the first `limit` of them with the count and the sum
 * of all in the organization's currency.
 */
export async function overdueInstalments(
  ctx: OrganizationContext,
  query: OverdueInstalmentsQuery,
): Promise<OverdueInstalments> {
  const today = dayIn(ctx.clock.now(), ctx.organization.timeZone);
  const [currencies, rows] = await Promise.all([
    listCurrencies(ctx.db),
    findOpenInvoices(ctx.db, ctx.organization.id),
  ]);
  const convert = organizationConverters(currencies, ctx.organization.currency);
  const overdue = (await instalmentEntriesOf(ctx, rows, today, convert))
    .filter((entry) => entry.overdue && (query.owner_id === undefined || entry.owner_id === query.owner_id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
  return {
    data: overdue.slice(0, query.limit),
    meta: {
      count: overdue.length,
      currency: ctx.organization.currency,
      amount: overdue.reduce((sum, entry) => sum + (entry.amount_in_organization_currency ?? 0), 0),
    },
  };
}

/** A 422 unless `from` is on or before `to` and the range is at most `CALENDAR_MAX_DAYS` days. */
function checkRange(query: CalendarQuery) {
  if (query.to < query.from) throw invalid({ to: ['Must be on or after the first day.'] });
  if (daysInRange(query.from, query.to) > CALENDAR_MAX_DAYS) {
    throw invalid({ to: [`The calendar shows at most ${CALENDAR_MAX_DAYS} days at once.`] });
  }
}

/**
 * `GET /billing/calendar`: the organization's money by day between two days (both included):
 * instalments to collect, supplier payments to make, commissions to receive and the bookings'
 * deadlines, with day and week totals in the organization's currency.
 */
export async function getCalendar(ctx: OrganizationContext, query: CalendarQuery): Promise<Calendar> {
  checkRange(query);
  const { organization } = ctx;
  const now = ctx.clock.now();
  const today = dayIn(now, organization.timeZone);
  const [currencies, bookings, invoiceRows] = await Promise.all([
    listCurrencies(ctx.db),
    bookingsForBilling(ctx, {
      supplierId: query.supplier_id,
      tripId: query.trip_id,
      agentId: query.owner_id,
    }),
    query.supplier_id === undefined ? findOpenInvoices(ctx.db, organization.id) : Promise.resolve([]),
  ]);
  const convert = organizationConverters(currencies, organization.currency);
  const instalments = await instalmentEntriesOf(ctx, invoiceRows, today, convert);
  const inRange = (entry: CalendarEntry) => entry.date >= query.from && entry.date <= query.to;
  const entries = [
    ...instalments.filter(
      (entry) =>
        (query.trip_id === undefined || entry.trip?.id === query.trip_id) &&
        (query.owner_id === undefined || entry.owner_id === query.owner_id),
    ),
    ...bookings.flatMap((booking) => bookingEntries(booking, today, now, organization.timeZone, convert)),
  ]
    .filter(inRange)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        DIRECTION_ORDER[a.direction] - DIRECTION_ORDER[b.direction] ||
        a.label.localeCompare(b.label) ||
        a.key.localeCompare(b.key),
    );

  const days = new Map<string, { date: string; in: number; out: number }>();
  const weeks = new Map<string, { starts_on: string; in: number; out: number }>();
  for (let week = mondayOf(query.from); week <= query.to; week = addDays(week, 7)) {
    weeks.set(week, { starts_on: week, in: 0, out: 0 });
  }
  const totals = { in: 0, out: 0 };
  let unconverted = 0;
  for (const entry of entries) {
    const day = days.get(entry.date) ?? { date: entry.date, in: 0, out: 0 };
    days.set(entry.date, day);
    if (entry.direction === 'risk') continue;
    const amount = entry.amount_in_organization_currency;
    if (amount === null) {
      unconverted += 1;
      continue;
    }
    const week = weeks.get(mondayOf(entry.date));
    day[entry.direction] += amount;
    if (week) week[entry.direction] += amount;
    totals[entry.direction] += amount;
  }
  return {
    from: query.from,
    to: query.to,
    currency: organization.currency,
    today,
    entries,
    days: [...days.values()],
    weeks: [...weeks.values()],
    totals,
    unconverted,
  };
}
