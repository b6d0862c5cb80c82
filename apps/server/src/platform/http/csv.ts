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

/** A value as a CSV cell: empty for nothing, yes/no for booleans. */
export const exportCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/**
 * Streams rows as a CSV download (UTF-8 with a BOM, so spreadsheet programs read accents right),
 * header row first. Rows are produced while the client reads, in pages, never all in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: string[],
  rows: AsyncIterable<string[]>,
) {
  const csv = stringify({ header: true, columns, bom: true });
  Readable.from(rows)
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
