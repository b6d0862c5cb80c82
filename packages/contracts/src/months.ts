/** Months as the app writes them in URLs and reports: `2026-03`. */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month as the app writes it: `2026-03`. */
export const isMonth = (value: string | null | undefined): value is string => !!value && MONTH.test(value);

/** The month (`2026-03`) `count` months after `month` (before, when negative). */
export function shiftMonth(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
