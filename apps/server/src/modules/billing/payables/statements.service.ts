import type {
  CommissionStatement,
  ConfirmStatementInput,
  ResolveStatementLineInput,
  StatementLine,
} from '@aurora/contracts/billing/payables';
import {
  type BillingBooking,
  bookingsForBilling,
  commissionsReceived,
  receiveCommissions,
  supplierBookingsWithTravellers,
} from '#modules/travel/bookings/booking-billing.service.ts';
import { getSupplier } from '#modules/travel/suppliers/suppliers.service.ts';
import { conflict, notFound } from '#platform/errors.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import { bookingRefOf } from './billing-bookings.ts';
import { matchLine } from './commission-matching.ts';
import {
  assignStatementLine,
  confirmStatementRow,
  findReceiptOfStatement,
  findStatement,
  ignoreStatementLine,
  insertAllocations,
  insertReceipt,
  insertStatement,
  insertStatementLines,
  listStatementLines,
  listStatements,
  type StatementRow,
} from './commissions.repository.ts';
import { allocatableBookings } from './commissions.service.ts';
import { detectFormat, readStatement, type StatementFile, type StatementFormat } from './statement-file.ts';

const STATEMENT_NOT_FOUND = 'Commission statement not found.';

const TEXTS = {
  en: { receiptReference: (fileName: string) => `Commission statement ${fileName}` },
  es: { receiptReference: (fileName: string) => `Estado de comisiones ${fileName}` },
};

/** Reads a statement's file in a format, with the organization's currencies and way of writing days. */
async function readFile(
  ctx: OrganizationContext,
  content: string,
  format: StatementFormat,
  supplierCurrency: string,
): Promise<StatementFile> {
  const currencies = new Map(
    (await listCurrencies(ctx.db)).map((currency) => [currency.code, currency.decimals]),
  );
  return readStatement(content, format, {
    currency: supplierCurrency,
    exponentOf: (code) => currencies.get(code),
    dayOrder: ctx.organization.locale === 'en-US' ? 'month-day' : 'day-month',
  });
}

/** Each line of the file with the booking it matches, if any, among the supplier's in its currency. */
async function matchedLines(ctx: OrganizationContext, supplierId: number, file: StatementFile) {
  const candidates = (await supplierBookingsWithTravellers(ctx, supplierId)).filter(
    (booking) => booking.currency === file.currency,
  );
  const bookings = new Map(candidates.map((booking) => [booking.id, booking]));
  const lines = file.lines.map((line) => ({ ...line, found: matchLine(line, candidates) }));
  return { lines, bookings };
}

type ShownLine = {
  line: number;
  confirmationNumber: string | null;
  traveller: string | null;
  date: string | null;
  amount: number;
  bookingId: number | null;
  match: StatementLine['match'];
  ignored: boolean;
};

function statementJson(
  row: StatementRow,
  supplierName: string,
  columns: CommissionStatement['columns'],
  lines: ShownLine[],
  bookings: ReadonlyMap<number, BillingBooking>,
  receiptId: number | null,
): CommissionStatement {
  const shown = lines.map((line): StatementLine => {
    const booking = line.bookingId === null ? undefined : bookings.get(line.bookingId);
    return {
      line: line.line,
      confirmation_number: line.confirmationNumber,
      traveller: line.traveller,
      date: line.date,
      amount: line.amount,
      booking: booking ? bookingRefOf(booking) : null,
      match: booking ? line.match : null,
      state: booking ? 'matched' : line.ignored ? 'ignored' : 'unmatched',
    };
  });
  const totals = { matched: 0, unmatched: 0, ignored: 0 };
  for (const line of shown) totals[line.state] += line.amount;
  return {
    id: row.id,
    supplier: { id: row.supplierId, name: supplierName },
    file_name: row.fileName,
    status: row.status,
    separator: row.separator,
    decimal_mark: row.decimalMark,
    currency: row.currency,
    columns,
    lines: shown,
    totals,
    receipt_id: receiptId,
    created_at: row.createdAt.toISOString(),
  };
}

const formatOf = (row: StatementRow): StatementFormat => ({
  separator: row.separator,
  decimalMark: row.decimalMark,
});

/** A draft shows its file read in its format and matched now; a confirmed one its stored lines. */
async function statementOf(ctx: OrganizationContext, row: StatementRow): Promise<CommissionStatement> {
  const supplier = await getSupplier(ctx, row.supplierId);
  if (row.status === 'draft') {
    const file = await readFile(ctx, row.content, formatOf(row), supplier.currency);
    const { lines, bookings } = await matchedLines(ctx, row.supplierId, file);
    const shown = lines.map((line) => ({
      ...line,
      bookingId: line.found?.bookingId ?? null,
      match: line.found?.match ?? null,
      ignored: false,
    }));
    return statementJson(
      { ...row, currency: file.currency },
      supplier.name,
      file.columns,
      shown,
      bookings,
      null,
    );
  }
  const [stored, receipt] = await Promise.all([
    listStatementLines(ctx.db, [row.id]),
    findReceiptOfStatement(ctx.db, row.id),
  ]);
  const file = await readFile(ctx, row.content, formatOf(row), supplier.currency);
  const bookingIds = stored.flatMap((line) => (line.bookingId === null ? [] : [line.bookingId]));
  const bookings = new Map(
    (await bookingsForBilling(ctx, { ids: [...new Set(bookingIds)] })).map((booking) => [
      booking.id,
      booking,
    ]),
  );
  return statementJson(row, supplier.name, file.columns, stored, bookings, receipt?.id ?? null);
}

async function requireStatement(ctx: OrganizationContext, id: number) {
  const row = await findStatement(ctx.db, ctx.organization.id, id);
  if (!row) throw notFound(STATEMENT_NOT_FOUND);
  return row;
}

/**
 * `POST /billing/commission-statements?supplier_id=`: keeps the file as a draft and answers it
 * read in the format detected, each line with the booking it would pay. A file that cannot be
 * read is a 422 naming its line, and nothing is kept.
 */
export async function uploadStatement(
  ctx: OrganizationContext,
  supplierId: number,
  fileName: string,
  content: string,
): Promise<CommissionStatement> {
  const supplier = await getSupplier(ctx, supplierId);
  const format = detectFormat(content);
  const file = await readFile(ctx, content, format, supplier.currency);
  const row = await insertStatement(ctx.db, ctx.organization.id, {
    supplierId,
    fileName,
    content,
    separator: format.separator,
    decimalMark: format.decimalMark,
    currency: file.currency,
    createdById: ctx.actorId,
  });
  return statementOf(ctx, row);
}

/** `GET /billing/commission-statements/{id}`. */
export async function getStatement(ctx: OrganizationContext, id: number): Promise<CommissionStatement> {
  return statementOf(ctx, await requireStatement(ctx, id));
}

/** `GET /billing/commission-statements`: the newest hundred, without their lines. */
export async function listCommissionStatements(ctx: OrganizationContext) {
  const rows = await listStatements(ctx.db, ctx.organization.id);
  const statements = [];
  for (const row of rows) {
    const { lines: _lines, columns: _columns, ...summary } = await statementOf(ctx, row);
    statements.push(summary);
  }
  return statements;
}

/**
 * `POST /billing/commission-statements/{id}/confirm`: reads the file in the format confirmed,
 * stores its lines, records the supplier's payment of the whole statement and allocates the
 * matched lines to their bookings, all at once (409 when it was confirmed already).
 */
export async function confirmStatement(
  ctx: OrganizationContext,
  id: number,
  input: ConfirmStatementInput,
): Promise<CommissionStatement> {
  const row = await requireStatement(ctx, id);
  if (row.status !== 'draft') throw conflict('This statement was already confirmed.');
  const supplier = await getSupplier(ctx, row.supplierId);
  const format = { separator: input.separator, decimalMark: input.decimal_mark };
  const file = await readFile(ctx, row.content, format, supplier.currency);
  const { lines, bookings } = await matchedLines(ctx, row.supplierId, file);
  const allocations = lines.flatMap((line) =>
    line.found ? [{ bookingId: line.found.bookingId, amount: line.amount }] : [],
  );
  await ctx.db.transaction(async (tx) => {
    const confirmed = await confirmStatementRow(tx, ctx.organization.id, id, {
      ...format,
      currency: file.currency,
    });
    if (!confirmed) throw conflict('This statement was already confirmed.');
    await insertStatementLines(
      tx,
      id,
      lines.map((line) => ({
        line: line.line,
        confirmationNumber: line.confirmationNumber,
        traveller: line.traveller,
        date: line.date,
        amount: line.amount,
        bookingId: line.found?.bookingId ?? null,
        match: line.found?.match ?? null,
      })),
    );
    await insertReceipt(
      tx,
      ctx.organization.id,
      {
        receivedOn: input.received_on,
        currency: file.currency,
        amount: file.lines.reduce((sum, line) => sum + line.amount, 0),
        reference:
          input.reference ?? TEXTS[languageOfOrganization(ctx.organization)].receiptReference(row.fileName),
        statementId: id,
        createdById: ctx.actorId,
      },
      allocations,
    );
    await receiveCommissions({ ...ctx, db: tx }, allocations);
  });
  commissionsReceived(
    ctx,
    allocations.flatMap((allocation) => bookings.get(allocation.bookingId)?.trip.id ?? []),
  );
  return getStatement(ctx, id);
}

/**
 * `POST /billing/commission-statements/{id}/lines/{line}/resolve`: an unmatched line of a confirmed
 * statement is given to one of the supplier's bookings (its amount allocated from the statement's
 * receipt) or ignored; a line that has its booking already is a 409.
 */
export async function resolveStatementLine(
  ctx: OrganizationContext,
  id: number,
  lineNumber: number,
  input: ResolveStatementLineInput,
): Promise<CommissionStatement> {
  const row = await requireStatement(ctx, id);
  if (row.status !== 'confirmed') throw conflict('Confirm the statement before resolving its lines.');
  const line = (await listStatementLines(ctx.db, [id])).find((stored) => stored.line === lineNumber);
  if (!line) throw notFound('This statement has no such line.');
  if (line.bookingId !== null) throw conflict('This line is already matched to a booking.');
  if (input.action === 'ignore') {
    await ignoreStatementLine(ctx.db, id, lineNumber);
    return getStatement(ctx, id);
  }
  const bookings = await allocatableBookings(
    ctx,
    row.currency,
    [input.booking_id],
    () => 'booking_id',
    row.supplierId,
  );
  const allocation = { bookingId: input.booking_id, amount: line.amount };
  await ctx.db.transaction(async (tx) => {
    if (!(await assignStatementLine(tx, id, lineNumber, input.booking_id))) {
      throw conflict('This line is already matched to a booking.');
    }
    const receipt = await findReceiptOfStatement(tx, id);
    if (!receipt) throw new Error(`Confirmed statement ${id} has no receipt`);
    await insertAllocations(tx, receipt.id, [allocation]);
    await receiveCommissions({ ...ctx, db: tx }, [allocation]);
  });
  commissionsReceived(
    ctx,
    [...bookings.values()].map((booking) => booking.trip.id),
  );
  return getStatement(ctx, id);
}
