import type { DECIMAL_MARKS, STATEMENT_SEPARATORS } from '@aurora/contracts/billing/payables';
import { STATEMENT_MAX_LINES } from '@aurora/contracts/billing/payables';
import { MoneyError, toMinorUnits } from '@aurora/contracts/money';
import { parse } from 'csv-parse/sync';
import { invalid } from '#platform/errors.ts';

export type Separator = (typeof STATEMENT_SEPARATORS)[number];
export type DecimalMark = (typeof DECIMAL_MARKS)[number];
export type StatementFormat = { separator: Separator; decimalMark: DecimalMark };

/** Which header held each field. */
export type StatementColumns = {
  confirmation_number: string | null;
  traveller: string | null;
  date: string | null;
  amount: string;
  currency: string | null;
};

export type StatementFileLine = {
  /** The line of the file the row ends on (the header is line 1). */
  line: number;
  confirmationNumber: string | null;
  traveller: string | null;
  date: string | null;
  amount: number;
};

export type StatementFile = { columns: StatementColumns; currency: string; lines: StatementFileLine[] };

/** How the file writes days with slashes: 31/01/2026 in Latin America, 01/31/2026 in the US. */
export type DayOrder = 'day-month' | 'month-day';

/** Header names understood for each field, compared without case, accents or punctuation. */
const HEADERS: Record<keyof StatementColumns, readonly string[]> = {
  confirmation_number: [
    'confirmation',
    'confirmation number',
    'confirmation no',
    'conf',
    'conf no',
    'booking reference',
    'booking ref',
    'reference',
    'ref',
    'record locator',
    'pnr',
    'confirmacion',
    'numero de confirmacion',
    'localizador',
    'reserva',
    'referencia',
  ],
  traveller: [
    'traveller',
    'traveler',
    'traveller name',
    'traveler name',
    'guest',
    'guest name',
    'passenger',
    'passenger name',
    'lead passenger',
    'pax',
    'name',
    'pasajero',
    'huesped',
    'viajero',
    'titular',
    'nombre',
  ],
  date: [
    'date',
    'travel date',
    'service date',
    'start date',
    'arrival',
    'arrival date',
    'check in',
    'departure date',
    'fecha',
    'fecha de viaje',
    'fecha de servicio',
    'fecha de llegada',
    'llegada',
    'entrada',
  ],
  amount: [
    'commission',
    'commission amount',
    'total commission',
    'amount',
    'comision',
    'importe',
    'importe comision',
    'monto',
    'monto comision',
  ],
  currency: ['currency', 'moneda', 'divisa'],
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const firstLineOf = (content: string) => content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';

/** Counts a character in a line outside quoted fields. */
function countOutsideQuotes(line: string, character: string): number {
  let quoted = false;
  let count = 0;
  for (const current of line) {
    if (current === '"') quoted = !quoted;
    else if (!quoted && current === character) count += 1;
  }
  return count;
}

const AMOUNT_CHARACTERS = /[^\d.,-]/g;

/** What one amount says of the decimal mark: the last mark followed by one or two digits, or by four or more. */
function decimalMarkOf(amount: string): DecimalMark | undefined {
  const value = amount.replace(AMOUNT_CHARACTERS, '');
  const last = Math.max(value.lastIndexOf('.'), value.lastIndexOf(','));
  if (last === -1) return undefined;
  const mark = value[last] as DecimalMark;
  const both = value.includes('.') && value.includes(',');
  const digitsAfter = value.length - last - 1;
  return both || digitsAfter !== 3 ? mark : undefined;
}

/**
 * The separator (the one the header row uses more, outside quotes) and the decimal mark (what the
 * amounts show; when none tells, a comma with semicolons, as spreadsheets in Spanish write them).
 */
export function detectFormat(content: string): StatementFormat {
  const header = firstLineOf(content);
  const separator: Separator = countOutsideQuotes(header, ';') > countOutsideQuotes(header, ',') ? ';' : ',';
  const fallback: DecimalMark = separator === ';' ? ',' : '.';
  let rows: string[][];
  try {
    rows = readRows(content, separator).map((row) => row.record);
  } catch {
    return { separator, decimalMark: fallback };
  }
  const amountAt = (rows[0] ?? []).findIndex((name) => HEADERS.amount.includes(plain(name)));
  const votes = { '.': 0, ',': 0 };
  for (const row of rows.slice(1)) {
    const mark = decimalMarkOf(row[amountAt] ?? '');
    if (mark) votes[mark] += 1;
  }
  const decimalMark: DecimalMark = votes['.'] === votes[','] ? fallback : votes['.'] > votes[','] ? '.' : ',';
  return { separator, decimalMark };
}

function readRows(content: string, separator: Separator): { record: string[]; info: { lines: number } }[] {
  return parse(content, {
    delimiter: separator,
    bom: true,
    info: true,
    skip_empty_lines: true,
    trim: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
}

/** `1.234,56` with a decimal comma (or `1,234.56` with a point) as a plain decimal, or undefined. */
function plainDecimal(text: string, decimalMark: DecimalMark): string | undefined {
  const thousands = decimalMark === ',' ? '.' : ',';
  const value = text.replace(/[\s\u00A0$€£]/g, '').replace(/^[A-Z]{3}/i, '');
  const escaped = (mark: string) => `\\${mark}`;
  const grouped = new RegExp(`^-?\\d{1,3}(${escaped(thousands)}\\d{3})+(${escaped(decimalMark)}\\d+)?$`);
  const ungrouped = new RegExp(`^-?\\d+(${escaped(decimalMark)}\\d+)?$`);
  if (!grouped.test(value) && !ungrouped.test(value)) return undefined;
  return value.split(thousands).join('').replace(decimalMark, '.');
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SLASHED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** `2026-03-02`, or `02/03/2026` read in the day order; undefined when it is no real day. */
function dayOf(text: string, order: DayOrder): string | undefined {
  const iso = ISO_DAY.exec(text);
  const slashed = SLASHED_DAY.exec(text);
  let parts: [string, string, string] | undefined;
  if (iso) parts = [iso[1] ?? '', iso[2] ?? '', iso[3] ?? ''];
  else if (slashed) {
    const [first, second, year] = [slashed[1] ?? '', slashed[2] ?? '', slashed[3] ?? ''];
    parts = order === 'day-month' ? [year, second, first] : [year, first, second];
  }
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

const fileError = (message: string) => invalid({ file: [message] });

/**
 * Reads a commission statement in the given format: its columns found by their headers, each
 * line's amount in minor units of the statement's currency (the currency column's, else
 * `currency`). Any problem is a 422 on `file` naming the line; nothing is kept of a bad file.
 */
export function readStatement(
  content: string,
  format: StatementFormat,
  options: { currency: string; exponentOf: (currency: string) => number | undefined; dayOrder: DayOrder },
): StatementFile {
  if (content.includes('\u0000')) throw fileError('The file is not a CSV: it holds binary data.');
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = readRows(content, format.separator);
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw fileError(
      line
        ? `Line ${line} is not valid CSV: ${(error as Error).message.replace(/ at line \d+$| on line \d+$/, '')}.`
        : `The file is not a valid CSV: ${(error as Error).message}`,
    );
  }
  const [header, ...data] = rows;
  if (!header) throw fileError('The file is empty.');
  if (data.length === 0) throw fileError('The file has no lines below its header.');
  if (data.length > STATEMENT_MAX_LINES) {
    throw fileError(`The file has ${data.length} lines: at most ${STATEMENT_MAX_LINES} at a time.`);
  }
  const names = header.record.map(plain);
  const indexOf = (field: keyof StatementColumns) => names.findIndex((name) => HEADERS[field].includes(name));
  const at = {
    confirmation_number: indexOf('confirmation_number'),
    traveller: indexOf('traveller'),
    date: indexOf('date'),
    amount: indexOf('amount'),
    currency: indexOf('currency'),
  };
  if (at.amount === -1) {
    throw fileError(
      'Line 1 has no commission column: name it commission, amount, comisión, importe or monto.',
    );
  }
  if (at.confirmation_number === -1 && (at.traveller === -1 || at.date === -1)) {
    throw fileError(
      'Line 1 needs a confirmation number column, or a traveller and a date column, to find the bookings.',
    );
  }
  const headerOf = (index: number) => (index === -1 ? null : (header.record[index] ?? null));
  const columns: StatementColumns = {
    confirmation_number: headerOf(at.confirmation_number),
    traveller: headerOf(at.traveller),
    date: headerOf(at.date),
    amount: header.record[at.amount] ?? '',
    currency: headerOf(at.currency),
  };

  let currency: string | undefined;
  const lines = data.map(({ record, info }) => {
    const cell = (index: number) => (index === -1 ? null : record[index] || null);
    const where = `Line ${info.lines}`;
    const lineCurrency = (cell(at.currency) ?? options.currency).toUpperCase();
    currency ??= lineCurrency;
    if (lineCurrency !== currency) {
      throw fileError(
        `${where} is in ${lineCurrency} and the lines above in ${currency}: one currency per file.`,
      );
    }
    const exponent = options.exponentOf(lineCurrency);
    if (exponent === undefined) throw fileError(`${where}: ${lineCurrency} is not a known currency.`);
    const rawAmount = cell(at.amount) ?? '';
    const decimal = plainDecimal(rawAmount, format.decimalMark);
    const markName = format.decimalMark === ',' ? 'a decimal comma' : 'a decimal point';
    if (decimal === undefined) {
      throw fileError(`${where}: the commission "${rawAmount}" is not an amount with ${markName}.`);
    }
    if ((decimal.split('.')[1]?.length ?? 0) > exponent) {
      throw fileError(`${where}: the commission "${rawAmount}" has more decimals than ${lineCurrency} has.`);
    }
    let amount: number;
    try {
      amount = toMinorUnits(decimal, exponent);
    } catch (error) {
      if (error instanceof MoneyError) throw fileError(`${where}: ${error.message}`);
      throw error;
    }
    if (amount <= 0) throw fileError(`${where}: the commission must be more than 0.`);
    const rawDate = cell(at.date);
    const date = rawDate === null ? null : dayOf(rawDate, options.dayOrder);
    if (date === undefined)
      throw fileError(`${where}: the date "${rawDate}" is not a day such as 2026-03-02.`);
    const confirmationNumber = cell(at.confirmation_number);
    const traveller = cell(at.traveller);
    if (!confirmationNumber && !(traveller && date)) {
      throw fileError(`${where} has neither a confirmation number nor a traveller and a date.`);
    }
    return { line: info.lines, confirmationNumber, traveller, date, amount };
  });
  return { columns, currency: currency ?? options.currency, lines };
}
