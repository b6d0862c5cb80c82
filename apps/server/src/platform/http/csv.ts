import { Readable } from 'node:stream';
import { isoInZone } from '@aurora/contracts/time-zones';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** `columns=a,b` of an export, or every export column of the list. */
export const exportColumns = (requested: string | undefined, all: readonly string[]) =>
  requested
    ? requested
        .split(',')
        .map((column) => column.trim())
        .filter(Boolean)
    : [...all];

export const exportFileName = (name: string) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * What a spreadsheet reads as the start of a formula: `=`, `+`, `-`, `@`, a tab or a carriage
 * return, and the full-width forms of the first four (some spreadsheets fold them).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** An instant as the API writes it (`toISOString()`, in UTC). */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A value as a CSV cell: empty for nothing, yes/no for booleans, an instant as ISO 8601 in the
 * organization's zone with its offset (`2026-11-26T22:30:00-06:00`: what its people read on screen,
 * and still one exact instant; decision 036), and text that a spreadsheet would run as a formula
 * prefixed with `'` (OWASP's CSV injection advice), whoever typed or imported it.
 */
export const exportCell = (value: unknown, timeZone: string): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return isoInZone(value, timeZone);
  if (typeof value === 'string' && UTC_INSTANT.test(value)) return isoInZone(new Date(value), timeZone);
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** A cell of an imported file as it was before `exportCell` neutralised it, so exports import back. */
export const importedCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * Streams rows as a CSV download (UTF-8 with a BOM, so spreadsheet programs read accents right),
 * header row first. Rows are produced while the client reads, in pages, never all in memory.
 * The first row is read before the answer starts, so a failure there goes through the error
 * handler like any other (a `{message}` answer); a later one can only cut the download short,
 * and is logged.
 */
export async function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: string[],
  rows: AsyncIterable<string[]>,
) {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const csv = stringify({ header: true, columns, bom: true });
  Readable.from(all())
    .on('error', (error) => {
      reply.log.error({ err: error }, 'CSV export failed while streaming');
      csv.destroy(error);
    })
    .pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
