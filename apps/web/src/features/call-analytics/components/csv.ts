import { saveFile } from '../../../lib/save-file';

/**
 * What a spreadsheet reads as the start of a formula (the server's exports neutralise the same,
 * `platform/http/csv.ts`): `=`, `+`, `-`, `@`, a tab, a carriage return, and their full-width forms.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const cell = (value: string) => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Rows as CSV text, the header first; a BOM so spreadsheet programs read accents right. */
export function toCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves a table of the page as `{name}.csv`: the figures as the page shows them. */
export function downloadCsv(name: string, header: string[], rows: string[][]): void {
  saveFile(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}
