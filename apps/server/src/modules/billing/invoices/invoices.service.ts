import {
  type createCreditNoteSchema,
  type createInvoiceSchema,
  type INVOICE_EXPORT_COLUMNS,
  INVOICE_NOT_FOUND,
  type Invoice,
  type InvoiceLine,
  type SchedulePlan,
  type TripBilling,
  type TripLinesQuery,
  type updateInvoiceSchema,
} from '@aurora/contracts/billing/invoices';
import type { Language } from '@aurora/contracts/constants';
import type { PaginationMeta } from '@aurora/contracts/http';
import { divideDecimals, isoExponentOf, toMajorUnits } from '@aurora/contracts/money';
import type { ListQueryValues } from '@aurora/contracts/records';
import type { Currency } from '@aurora/contracts/reference';
import { TASK_TITLE_MAX } from '@aurora/contracts/tasks';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import type { Trip } from '@aurora/contracts/travel/trips';
import type { z } from 'zod';
import { existingClientIds } from '#modules/clients/clients.service.ts';
import { createTask } from '#modules/tasks/tasks.service.ts';
import { listTripBookings } from '#modules/travel/bookings/bookings.service.ts';
import { getTrip } from '#modules/travel/trips/trips.service.ts';
import type { Database } from '#platform/db/client.ts';
import { AppError, conflict, type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { currencyConverter } from '#platform/reference/money.ts';
import { currencyExists, listCurrencies } from '#platform/reference/reference.service.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import type { BulkHandlers, PlainRecords } from '#records/record-lifecycle.ts';
import { readListPage } from '#records/records.repository.ts';
import {
  exportRecords,
  listWindow,
  pageMeta,
  publishRecordEvent,
  throwIfInvalid,
  toRecordRef,
  toUserRef,
} from '#records/records.service.ts';
import { billingSettingsOf } from '../settings/billing-settings.service.ts';
import {
  creditLine,
  invoiceLine,
  invoiceTotals,
  pricedLines,
  totalErrors,
  writtenAmount,
} from './invoice-amounts.ts';
import {
  claimReminder,
  countOpenInvoices,
  findInvoice,
  findIssuedAmong,
  findIssuedInvoices,
  findOpenInvoices,
  findOrganizationsWithOpenInvoices,
  type InvoiceRow,
  type InvoiceValues,
  insertInvoice,
  invoiceListQuery,
  invoiceListSpec,
  lockInvoice,
  nextInvoiceNumber,
  releaseReminder,
  setReminderTask,
  updateInvoiceRow,
} from './invoices.repository.ts';
import { invoices } from './invoices.table.ts';
import { allocateToInstalments, issuedStatus, scheduleInstalments } from './payment-schedule.ts';

type CreateInvoiceInput = z.output<typeof createInvoiceSchema>;
type UpdateInvoiceInput = z.output<typeof updateInvoiceSchema>;
type CreditNoteInput = z.output<typeof createCreditNoteSchema>;

/** Texts the server writes into records, in the organization's language. */
const TEXTS: Record<Language, { reminder: string; cancellation: string }> = {
  en: { reminder: 'Instalment due', cancellation: 'Cancellation charges' },
  es: { reminder: 'Vence un pago', cancellation: 'Gastos de cancelación' },
};

/** The credit notes' series beside the invoices': `CN-MX-2026-00003`. */
export const CREDIT_NOTE_PREFIX = 'CN-';

/** `MX-2026-00017`: the series, the year, the number padded to five digits. */
export const invoiceNumber = (series: string, year: string, number: number) =>
  `${series}-${year}-${String(number).padStart(5, '0')}`;

const today = (ctx: OrganizationContext) => dayIn(ctx.clock.now(), ctx.organization.timeZone);

export const invoiceRecords: PlainRecords = {
  module: 'invoices',
  table: invoices,
  notFoundMessage: INVOICE_NOT_FOUND,
  guardDelete: async (db, organizationId, ids) => {
    if ((await findIssuedAmong(db, organizationId, ids)).length > 0) {
      throw conflict('An issued invoice cannot be deleted: void it, or issue a credit note.');
    }
  },
};

/** What covers an invoice: payments net of refunds, and its credit notes. */
const coveredOf = (row: Pick<InvoiceRow, 'paid' | 'credited'>) => row.paid + row.credited;

function toInvoiceJson(ctx: OrganizationContext, row: InvoiceRow): Invoice {
  const instalments = allocateToInstalments(row.instalments, coveredOf(row), today(ctx));
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    credited_invoice: toRecordRef(row.creditedInvoiceId, row.creditedNumber),
    client: { id: row.clientId, name: row.clientName ?? '' },
    trip: toRecordRef(row.tripId, row.tripName ?? null),
    currency: row.currency,
    status: row.status,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    lines: row.lines,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    paid: row.paid,
    credited: row.credited,
    balance: row.kind === 'invoice' && row.status !== 'void' ? row.total - coveredOf(row) : 0,
    exchange_rate: row.exchangeRate,
    organization_currency: ctx.organization.currency,
    total_in_organization_currency: row.totalInOrganizationCurrency,
    schedule: row.schedule as Invoice['schedule'],
    instalments,
    notes_for_client: row.notesForClient,
    void_reason: row.voidReason,
    created_by: toUserRef(row.createdById, row.createdByName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findInvoiceRow(ctx: OrganizationContext, id: number): Promise<InvoiceRow> {
  const row = await findInvoice(ctx.db, ctx.organization.id, id);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export async function getInvoice(ctx: OrganizationContext, id: number): Promise<Invoice> {
  return toInvoiceJson(ctx, await findInvoiceRow(ctx, id));
}

const invoiceSource = { spec: invoiceListSpec, list: invoiceListQuery };

export async function listInvoices(
  ctx: OrganizationContext,
  query: ListQueryValues,
): Promise<{ data: Invoice[]; meta: PaginationMeta }> {
  const page = await readListPage(
    ctx.db,
    invoiceListQuery(ctx.db, ctx.organization.id),
    listWindow(ctx, invoiceListSpec, query),
  );
  return { data: page.rows.map((row) => toInvoiceJson(ctx, row)), meta: pageMeta(query, page) };
}

/** The trip an invoice is for, or the 422 that names it (another organization's is not found). */
async function tripOf(ctx: OrganizationContext, id: number, errors: FieldErrors): Promise<Trip | undefined> {
  try {
    return await getTrip(ctx, id);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    errors.trip_id = ['The selected trip is invalid.'];
    return undefined;
  }
}

/** A typed line with its defaults: one of it, untaxed. */
const lineInput = (line: NonNullable<z.output<typeof createInvoiceSchema>['lines']>[number]) => ({
  ...line,
  quantity: line.quantity ?? '1',
  tax_rate: line.tax_rate ?? 0,
});

/** A line per booking of the trip at its sell price in the invoice's currency; cancelled ones, their charges. */
async function tripBookingLines(ctx: OrganizationContext, tripId: number, currency: string) {
  const [bookings, currencies] = await Promise.all([listTripBookings(ctx, tripId), listCurrencies(ctx.db)]);
  const convert = currencyConverter(currencies, currency);
  const texts = TEXTS[languageOfOrganization(ctx.organization)];
  return bookings.flatMap((booking) => {
    const cancelled = booking.status === 'cancelled';
    const amount = cancelled ? booking.cancellation_sell : booking.sell;
    if (amount === 0) return [];
    const description = cancelled ? `${texts.cancellation}: ${booking.title}` : booking.title;
    return [
      invoiceLine({
        description: description.slice(0, 500),
        quantity: '1',
        unit_price: convert(amount, booking.currency),
        tax_rate: 0,
      }),
    ];
  });
}

/**
 * `GET /invoices/trip-lines`: what "add the trip's bookings" adds, for a form to show and edit
 * before saving (404 for another organization's trip, 422 for an unknown currency).
 */
export async function tripLines(ctx: OrganizationContext, query: TripLinesQuery): Promise<InvoiceLine[]> {
  if (!(await currencyExists(ctx.db, query.currency))) {
    throw invalid({ currency: ['The selected currency is invalid.'] });
  }
  return tripBookingLines(ctx, query.trip_id, query.currency);
}

/** The earliest unpaid supplier payment of the trip's live bookings. */
async function earliestSupplierPayment(ctx: OrganizationContext, tripId: number | null) {
  if (tripId === null) return null;
  const dues = (await listTripBookings(ctx, tripId))
    .filter((booking) => booking.status !== 'cancelled')
    .flatMap((booking) => booking.supplier_payments)
    .filter((payment) => payment.paid_on === null)
    .map((payment) => payment.due_on)
    .sort();
  return dues[0] ?? null;
}

/** The instalments of a plan, dated from the invoice's issue date (today until it is issued). */
async function instalmentsOf(
  ctx: OrganizationContext,
  plan: SchedulePlan,
  total: number,
  invoice: {
    issueDate: string | null;
    dueDate: string | null;
    tripId: number | null;
    tripStart: string | null;
    currency: string;
  },
) {
  const settings = await billingSettingsOf(ctx.db, ctx.organization.id);
  const issueDate = invoice.issueDate ?? today(ctx);
  const wantsSupplier = plan.type === 'deposit' && plan.balance_from === 'supplier_payments';
  return scheduleInstalments(
    plan,
    total,
    {
      issueDate,
      dueDate: invoice.dueDate ?? addDays(issueDate, settings.payment_terms_days),
      tripStart: invoice.tripStart,
      earliestSupplierPayment: wantsSupplier ? await earliestSupplierPayment(ctx, invoice.tripId) : null,
      balanceDaysBeforeStart: settings.balance_days_before_start,
      supplierBufferDays: settings.supplier_buffer_days,
    },
    (minor) => writtenAmount(ctx.organization, minor, invoice.currency),
  );
}

/**
 * Checks a draft's fields (the client is the organization's, the trip the client's, the currency
 * known, the due date not before the issue date, the plan adding up) and turns them into columns.
 */
async function toInvoiceValues(
  ctx: OrganizationContext,
  input: Partial<UpdateInvoiceInput>,
  current?: InvoiceRow,
): Promise<Partial<InvoiceValues>> {
  const { db, organization } = ctx;
  const errors: FieldErrors = {};
  const tripId = input.trip_id === undefined ? (current?.tripId ?? null) : input.trip_id;
  const trip = tripId === null ? undefined : await tripOf(ctx, tripId, errors);
  const clientId = input.client_id ?? (input.trip_id ? trip?.client.id : undefined) ?? current?.clientId;
  if (clientId === undefined) {
    if (!errors.trip_id) errors.client_id = ['The client field is required.'];
  } else if (
    input.client_id !== undefined &&
    (await existingClientIds(db, organization.id, [input.client_id])).length === 0
  ) {
    errors.client_id = ['The selected client is invalid.'];
  } else if (trip && trip.client.id !== clientId) {
    errors.trip_id = ["The trip is not the client's."];
  }
  const currency = input.currency ?? current?.currency ?? trip?.currency ?? organization.currency;
  if (input.currency && !(await currencyExists(db, input.currency))) {
    errors.currency = ['The selected currency is invalid.'];
  }
  const issueDate = input.issue_date === undefined ? (current?.issueDate ?? null) : input.issue_date;
  const dueDate = input.due_date === undefined ? (current?.dueDate ?? null) : input.due_date;
  if (issueDate && dueDate && dueDate < issueDate) errors.due_date = ['Must be on or after the issue date.'];
  if (input.add_trip_bookings && tripId === null) {
    errors.add_trip_bookings = ['Choose the trip whose bookings to add.'];
  }
  throwIfInvalid(errors);

  const typed = input.lines ? pricedLines(input.lines.map(lineInput)) : null;
  throwIfInvalid(typed?.errors ?? {});
  let lines: InvoiceLine[] = typed?.lines ?? current?.lines ?? [];
  if (input.add_trip_bookings && tripId !== null) {
    lines = [...lines, ...(await tripBookingLines(ctx, tripId, currency))];
  }
  const totals = invoiceTotals(lines);
  throwIfInvalid(totalErrors(totals));
  const schedule = input.schedule ?? current?.schedule ?? { type: 'in_full' };
  const planned = await instalmentsOf(ctx, schedule, totals.total, {
    issueDate,
    dueDate,
    tripId,
    tripStart: trip?.start_date ?? null,
    currency,
  });
  throwIfInvalid(planned.errors);
  return {
    clientId,
    tripId,
    currency,
    issueDate,
    dueDate,
    lines,
    ...totals,
    schedule,
    instalments: planned.instalments,
    notesForClient: input.notes_for_client === undefined ? current?.notesForClient : input.notes_for_client,
  };
}

/** `POST /invoices`: a draft, without a number. */
export async function createInvoice(
  ctx: OrganizationContext,
  input: CreateInvoiceInput,
): Promise<{ data: Invoice }> {
  const values = await toInvoiceValues(ctx, input);
  const id = await insertInvoice(ctx.db, ctx.organization.id, {
    ...(values as InvoiceValues),
    kind: 'invoice',
    status: 'draft',
    createdById: ctx.actorId,
  });
  if (id === undefined) throw new Error('INSERT of an invoice returned no row');
  publishRecordEvent(ctx, 'record.created', { module: 'invoices', id });
  return { data: await getInvoice(ctx, id) };
}

const LOCKED = 'An issued invoice cannot be changed: issue a credit note instead.';

/** `PUT /invoices/{id}`: drafts only; an issued invoice answers 409. */
export async function updateInvoice(
  ctx: OrganizationContext,
  id: number,
  input: UpdateInvoiceInput,
): Promise<Invoice> {
  const current = await findInvoiceRow(ctx, id);
  if (current.status !== 'draft') throw conflict(LOCKED);
  const values = await toInvoiceValues(ctx, input, current);
  await updateInvoiceRow(ctx.db, ctx.organization.id, id, values);
  publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id });
  return getInvoice(ctx, id);
}

/** The organization's series: its code (`MX`), or `CN-MX` for credit notes. */
const seriesOf = (ctx: OrganizationContext, kind: 'invoice' | 'credit_note') =>
  `${kind === 'credit_note' ? CREDIT_NOTE_PREFIX : ''}${ctx.organization.code.toUpperCase()}`;

/** The rate to the organization's currency and the total in it, at the reference rates given. */
function organizationCurrencyValue(
  ctx: OrganizationContext,
  currencies: readonly Currency[],
  currency: string,
  total: number,
) {
  const target = ctx.organization.currency;
  const from = currencies.find((entry) => entry.code === currency);
  const to = currencies.find((entry) => entry.code === target);
  const exchangeRate =
    currency === target ? '1' : from && to ? divideDecimals(to.rate_to_base, from.rate_to_base, 8) : null;
  return {
    exchangeRate,
    totalInOrganizationCurrency: currencyConverter(currencies, target)(total, currency),
  };
}

/**
 * Keeps an issued invoice's status in step with what covers it and the day: answers whether it
 * changed. Drafts, void invoices and credit notes keep theirs.
 */
export async function refreshInvoiceStatus(
  ctx: OrganizationContext,
  db: Database,
  id: number,
): Promise<boolean> {
  const row = await findInvoice(db, ctx.organization.id, id);
  if (row?.kind !== 'invoice' || row.status === 'draft' || row.status === 'void') return false;
  const covered = coveredOf(row);
  const status = issuedStatus(
    row.total,
    covered,
    allocateToInstalments(row.instalments, covered, today(ctx)),
  );
  if (status === row.status) return false;
  await updateInvoiceRow(db, ctx.organization.id, id, { status });
  return true;
}

/**
 * `POST /invoices/{id}/issue`: the draft takes the next number of the organization's series in
 * the year of its issue date, its schedule dated from that day, and the exchange rate of the day;
 * all in one transaction, so an issue that fails gives its number back.
 */
export async function issueInvoice(ctx: OrganizationContext, id: number): Promise<Invoice> {
  const { organization } = ctx;
  const draft = await findInvoiceRow(ctx, id);
  if (draft.status !== 'draft') throw conflict('This invoice is already issued.');
  if (draft.total <= 0) throw invalid({ lines: ['An invoice must total more than 0 to be issued.'] });
  const issueDate = draft.issueDate ?? today(ctx);
  const trip = draft.tripId === null ? undefined : await getTrip(ctx, draft.tripId);
  const planned = await instalmentsOf(ctx, draft.schedule, draft.total, {
    issueDate,
    dueDate: draft.dueDate,
    tripId: draft.tripId,
    tripStart: trip?.start_date ?? null,
    currency: draft.currency,
  });
  throwIfInvalid(planned.errors);
  const dueDate = draft.dueDate ?? planned.instalments.at(-1)?.due_date ?? issueDate;
  const value = organizationCurrencyValue(ctx, await listCurrencies(ctx.db), draft.currency, draft.total);
  await ctx.db.transaction(async (tx) => {
    await lockInvoice(tx, organization.id, id);
    const row = await findInvoice(tx, organization.id, id);
    if (row?.status !== 'draft') throw conflict('This invoice is already issued.');
    // Its schedule was worked out from the draft as read before the lock.
    if (row.updatedAt.getTime() !== draft.updatedAt.getTime()) {
      throw conflict('The draft changed while it was being issued: issue it again.');
    }
    const number = await nextInvoiceNumber(
      tx,
      organization.id,
      seriesOf(ctx, 'invoice'),
      Number(issueDate.slice(0, 4)),
    );
    await updateInvoiceRow(tx, organization.id, id, {
      number: invoiceNumber(seriesOf(ctx, 'invoice'), issueDate.slice(0, 4), number),
      status: 'issued',
      issueDate,
      dueDate,
      instalments: planned.instalments,
      ...value,
    });
    await refreshInvoiceStatus(ctx, tx, id);
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id });
  return getInvoice(ctx, id);
}

/** `POST /invoices/{id}/void`: an issued invoice nobody has paid; it keeps its number. */
export async function voidInvoice(ctx: OrganizationContext, id: number, reason: string): Promise<Invoice> {
  const { organization } = ctx;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockInvoice(tx, organization.id, id))) throw notFound(INVOICE_NOT_FOUND);
    const row = await findInvoice(tx, organization.id, id);
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    if (row.status === 'draft') throw conflict('A draft is not voided: delete it.');
    if (row.status === 'void') throw conflict('This invoice is already void.');
    if (row.paid !== 0) throw conflict('This invoice has payments: void or refund them first.');
    await updateInvoiceRow(tx, organization.id, id, { status: 'void', voidReason: reason });
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id });
  return getInvoice(ctx, id);
}

/**
 * `POST /invoices/{id}/credit-notes`: a negative invoice naming the one it credits, numbered at
 * once in the `CN-` series, for the lines given (all the invoice's by default) and at most what
 * is left to credit. The credited invoice's balance and status follow.
 */
export async function createCreditNote(
  ctx: OrganizationContext,
  id: number,
  input: CreditNoteInput,
): Promise<{ data: Invoice }> {
  const { organization } = ctx;
  const issueDate = today(ctx);
  const currencies = await listCurrencies(ctx.db);
  const creditNoteId = await ctx.db.transaction(async (tx) => {
    if (!(await lockInvoice(tx, organization.id, id))) throw notFound(INVOICE_NOT_FOUND);
    const invoice = await findInvoice(tx, organization.id, id);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.kind !== 'invoice' || invoice.status === 'draft' || invoice.status === 'void') {
      throw conflict('Only an issued invoice can be credited.');
    }
    const typed = input.lines ? pricedLines(input.lines.map(lineInput)) : null;
    throwIfInvalid(typed?.errors ?? {});
    const lines = (typed?.lines ?? invoice.lines).map(creditLine);
    const totals = invoiceTotals(lines);
    const creditable = invoice.total - invoice.credited;
    if (-totals.total > creditable || totals.total >= 0) {
      throw invalid({
        lines: [
          `A credit note must credit more than 0 and at most ${writtenAmount(organization, creditable, invoice.currency)}, what is left to credit.`,
        ],
      });
    }
    const year = issueDate.slice(0, 4);
    const number = await nextInvoiceNumber(tx, organization.id, seriesOf(ctx, 'credit_note'), Number(year));
    const created = await insertInvoice(tx, organization.id, {
      kind: 'credit_note',
      number: invoiceNumber(seriesOf(ctx, 'credit_note'), year, number),
      creditedInvoiceId: id,
      clientId: invoice.clientId,
      tripId: invoice.tripId,
      currency: invoice.currency,
      status: 'issued',
      issueDate,
      dueDate: issueDate,
      lines,
      ...totals,
      schedule: { type: 'in_full' },
      instalments: [],
      ...organizationCurrencyValue(ctx, currencies, invoice.currency, totals.total),
      notesForClient: input.reason,
      createdById: ctx.actorId,
    });
    if (created === undefined) throw new Error('INSERT of a credit note returned no row');
    await refreshInvoiceStatus(ctx, tx, id);
    return created;
  });
  publishRecordEvent(ctx, 'record.created', { module: 'invoices', id: creditNoteId });
  publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id });
  return { data: await getInvoice(ctx, creditNoteId) };
}

/** Invoices in bulk: delete only (drafts), which is the kit's. */
export const invoiceBulkActions: BulkHandlers = {};

const titleOf = (text: string) =>
  text.length > TASK_TITLE_MAX ? `${text.slice(0, TASK_TITLE_MAX - 1)}…` : text;

/** Who is reminded of an invoice's instalment: the trip's owner, else the invoice's creator. */
async function reminderAssignee(ctx: OrganizationContext, row: InvoiceRow) {
  const trip = row.tripId === null ? undefined : await getTrip(ctx, row.tripId);
  return trip?.owner?.id ?? row.createdById;
}

/**
 * The daily work on one organization's open invoices, safe on two instances: each status follows
 * the day (overdue the day after an unpaid instalment's due date, in the organization's zone), and
 * each instalment due within `reminder_days` gets one task, claimed before it is made. Answers the
 * invoices whose status changed and the tasks made.
 */
export async function watchInvoices(
  ctx: OrganizationContext,
): Promise<{ moved: number[]; reminded: number }> {
  const { db, organization } = ctx;
  const day = today(ctx);
  const { reminder_days: reminderDays } = await billingSettingsOf(db, organization.id);
  const title = TEXTS[languageOfOrganization(organization)].reminder;
  const moved: number[] = [];
  let reminded = 0;
  for (const row of await findOpenInvoices(db, organization.id)) {
    if (await refreshInvoiceStatus(ctx, db, row.id)) moved.push(row.id);
    const instalments = allocateToInstalments(row.instalments, coveredOf(row), day);
    for (const instalment of instalments) {
      const due = instalment.due_date;
      if (instalment.status !== 'open' || due === null || addDays(day, reminderDays) < due) continue;
      const key = `${instalment.position}:${due}`;
      if (!(await claimReminder(db, organization.id, row.id, key))) continue;
      try {
        const task = await createTask(ctx, {
          // Two instalments can fall due on one day (a trip starting soon): each task names its own.
          title: titleOf(
            `${title} ${instalment.position + 1}/${instalments.length}: ${row.number} · ${row.clientName ?? ''} · ${writtenAmount(organization, instalment.amount - instalment.paid, row.currency)}`,
          ),
          type: 'payment',
          priority: 'high',
          origin: 'deadline',
          assignee_id: await reminderAssignee(ctx, row),
          due_date: due,
          related: [
            row.tripId === null ? { type: 'client', id: row.clientId } : { type: 'trip', id: row.tripId },
          ],
        });
        await setReminderTask(db, row.id, key, task.id);
        reminded += 1;
      } catch (error) {
        await releaseReminder(db, row.id, key);
        throw error;
      }
    }
  }
  for (const id of moved) publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id });
  return { moved, reminded };
}

export const organizationsWithOpenInvoices = (db: Database) => findOrganizationsWithOpenInvoices(db);

/** Amounts per currency, each converted once into `currency` and added. */
async function inCurrency(
  ctx: OrganizationContext,
  currency: string,
  rows: { currency: string; total: number; paid: number; credited: number }[],
) {
  const convert = currencyConverter(await listCurrencies(ctx.db), currency);
  const sum = (amount: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + convert(amount(row), row.currency), 0);
  const invoiced = sum((row) => row.total - row.credited);
  const paid = sum((row) => row.paid);
  return { currency, invoiced, paid, balance: invoiced - paid };
}

/** For the trip page: what its issued invoices come to, net of credit notes, in the trip's currency. */
export async function tripBilling(ctx: OrganizationContext, tripId: number): Promise<TripBilling> {
  const trip = await getTrip(ctx, tripId);
  return inCurrency(ctx, trip.currency, await findIssuedInvoices(ctx.db, ctx.organization.id, { tripId }));
}

/** For the client page: what the client owes across its trips, in the organization's currency. */
export async function clientBalance(ctx: OrganizationContext, clientId: number): Promise<TripBilling> {
  return inCurrency(
    ctx,
    ctx.organization.currency,
    await findIssuedInvoices(ctx.db, ctx.organization.id, { clientId }),
  );
}

/** For the dashboard: open invoices, and how many of them are overdue. */
export const countInvoicesToCollect = (ctx: Pick<OrganizationContext, 'db' | 'organization'>) =>
  countOpenInvoices(ctx.db, ctx.organization.id);

function invoiceExportCells(ctx: OrganizationContext, rows: InvoiceRow[]) {
  return rows.map((row) => {
    const invoice = toInvoiceJson(ctx, row);
    const majorUnits = (minor: number) => toMajorUnits(minor, isoExponentOf(invoice.currency) ?? 2);
    const cells: Record<(typeof INVOICE_EXPORT_COLUMNS)[number], unknown> = {
      id: invoice.id,
      number: invoice.number ?? '',
      kind: invoice.kind,
      status: invoice.status,
      client_name: invoice.client.name,
      trip_name: invoice.trip?.name ?? '',
      issue_date: invoice.issue_date ?? '',
      due_date: invoice.due_date ?? '',
      currency: invoice.currency,
      subtotal: majorUnits(invoice.subtotal),
      tax: majorUnits(invoice.tax),
      total: majorUnits(invoice.total),
      paid: majorUnits(invoice.paid),
      balance: majorUnits(invoice.balance),
      created_at: invoice.created_at,
    };
    return cells;
  });
}

export const exportInvoices = (
  ctx: OrganizationContext,
  query: ListQueryValues,
  columns: readonly string[],
) => exportRecords(ctx, query, columns, { ...invoiceSource, cells: (rows) => invoiceExportCells(ctx, rows) });
