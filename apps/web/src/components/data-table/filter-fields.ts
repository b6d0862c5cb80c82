import { FILTER_OPERATORS, type FilterOperator, type FilterType } from '@aurora/contracts/records';
import type { ActiveFilter } from './list-state';

/** A choice of an enum or relation filter (a status, a source, an owner...). */
export type FilterOption = { value: string; label: string; color?: string | undefined };

/** A field the filter bar offers; its type comes from the module's contract (`LEAD_FILTERS`). */
export type FilterFieldDef = {
  id: string;
  label: string;
  type: FilterType;
  /** Enum and relation choices; a relation may offer `me` ("Me"). */
  options?: FilterOption[] | undefined;
};

/**
 * The operators the bar shows. `empty` carries `true` in the URL, `not_empty` is the same key
 * with `false` (is not empty).
 */
export type UiOperator = FilterOperator | 'not_empty';

/** The bar's operators of a type, in the order they are offered. */
export function uiOperatorsFor(type: FilterType): UiOperator[] {
  const operators: UiOperator[] = [...FILTER_OPERATORS[type]];
  if (operators.includes('empty')) operators.push('not_empty');
  // Text filters start with "contains": what people mean when they type part of a name.
  if (type === 'text') return ['contains', ...operators.filter((operator) => operator !== 'contains')];
  return operators;
}

/** The bar's operator of a filter from the URL. */
export const uiOperatorOf = (filter: ActiveFilter): UiOperator =>
  filter.operator === 'empty' && filter.value === 'false' ? 'not_empty' : filter.operator;

/** Whether the operator takes a value from the person (empty checks do not). */
export const takesValue = (operator: UiOperator) => operator !== 'empty' && operator !== 'not_empty';

/** The URL filter of an operator and value chosen in the bar. */
export function toActiveFilter(field: string, operator: UiOperator, value: string): ActiveFilter {
  if (operator === 'empty') return { field, operator: 'empty', value: 'true' };
  if (operator === 'not_empty') return { field, operator: 'empty', value: 'false' };
  return { field, operator, value };
}

/** Splits a comma-separated value ("any of"). */
export const splitValues = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Whether a value is complete enough to apply for the type and operator. */
export function isValidValue(type: FilterType, operator: UiOperator, value: string): boolean {
  if (!takesValue(operator)) return true;
  const trimmed = value.trim();
  if (!trimmed) return false;
  if (type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(trimmed);
  if (type === 'number') return /^-?\d+(\.\d+)?(,-?\d+(\.\d+)?)*$/.test(trimmed);
  if (type === 'boolean') return trimmed === 'true' || trimmed === 'false';
  if (type === 'relation') return /^(me|\d{1,10})(,(me|\d{1,10}))*$/.test(trimmed);
  return trimmed.length <= 500;
}
