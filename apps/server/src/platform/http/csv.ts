import { Readable } from 'node:stream';
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

/**
 * A value as a CSV cell: empty for nothing, yes/no for booleans, and text that a spreadsheet would
 * run as a formula prefixed with `'` (OWASP's CSV injection advice), whoever typed or imported it.
 */
export const exportCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
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
