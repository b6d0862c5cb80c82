import type { FilterType } from '@aurora/contracts/records';
import { ListFilter, Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../ui/button';
import { Checkbox, Input, Select } from '../ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import {
  type FilterFieldDef,
  isValidValue,
  splitValues,
  takesValue,
  toActiveFilter,
  type UiOperator,
  uiOperatorOf,
  uiOperatorsFor,
} from './filter-fields';
import type { ActiveFilter } from './list-state';

type OperatorLabelKey =
  | 'is'
  | 'isAnyOf'
  | 'equals'
  | 'contains'
  | 'after'
  | 'before'
  | 'gte'
  | 'lte'
  | 'empty'
  | 'notEmpty';

function operatorLabelKey(type: FilterType, operator: UiOperator): OperatorLabelKey {
  switch (operator) {
    case 'eq':
      if (type === 'enum' || type === 'relation') return 'isAnyOf';
      return type === 'number' ? 'equals' : 'is';
    case 'not_empty':
      return 'notEmpty';
    default:
      return operator;
  }
}

function useFilterText() {
  const { t } = useTranslation();
  const format = useFormat();
  const operatorLabel = (type: FilterType, operator: UiOperator) =>
    t(`dataTable.operators.${operatorLabelKey(type, operator)}`);
  const valueLabel = (field: FilterFieldDef, value: string) => {
    if (field.type === 'boolean') return value === 'true' ? t('common.yes') : t('common.no');
    if (field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return format.day(value);
    }
    if (field.type === 'enum' || field.type === 'relation') {
      return splitValues(value)
        .map((item) => field.options?.find((option) => option.value === item)?.label ?? item)
        .join(', ');
    }
    return value;
  };
  /** "Status is any of New, Contacted" */
  const describe = (field: FilterFieldDef, filter: ActiveFilter) => {
    const operator = uiOperatorOf(filter);
    const parts = [field.label, operatorLabel(field.type, operator)];
    if (takesValue(operator)) parts.push(valueLabel(field, filter.value));
    return parts.join(' ');
  };
  return { operatorLabel, describe };
}

/** "Filter": asks for a field, an operator that fits its type, and a value, then adds the filter. */
export function AddFilterButton({
  fields,
  count,
  onAdd,
}: {
  fields: FilterFieldDef[];
  /** Active filters, shown on the button. */
  count: number;
  onAdd: (filter: ActiveFilter) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={count > 0 ? t('dataTable.filterActive', { count }) : t('dataTable.filter')}
        >
          <ListFilter aria-hidden="true" />
          <span className="hidden sm:inline">{t('dataTable.filter')}</span>
          {count > 0 ? (
            <span className="rounded-full bg-primary-100 px-1.5 text-[11px] font-semibold text-primary-700 tabular-nums dark:bg-primary-500/20 dark:text-primary-200">
              {count}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t('dataTable.addFilter')}>
        <FilterEditor
          fields={fields}
          onApply={(filter) => {
            onAdd(filter);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

/**
 * The active filters as chips: a click on a chip edits it, its x removes it; "+" adds another
 * and "Clear filters" removes them all.
 */
export function FilterChips({
  fields,
  filters,
  onChange,
  onRemove,
  onClear,
}: {
  fields: FilterFieldDef[];
  filters: ActiveFilter[];
  onChange: (filter: ActiveFilter, index?: number) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { describe } = useFilterText();
  const [adding, setAdding] = useState(false);
  if (filters.length === 0) return null;

  return (
    <>
      {filters.map((filter, index) => {
        const field = fields.find((item) => item.id === filter.field);
        if (!field) return null;
        return (
          <FilterChip
            key={`${filter.field}-${filter.operator}`}
            label={describe(field, filter)}
            fields={fields}
            filter={filter}
            onApply={(next) => onChange(next, index)}
            onRemove={() => onRemove(index)}
          />
        );
      })}
      <Popover open={adding} onOpenChange={setAdding}>
        <PopoverTrigger asChild>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('dataTable.addFilter')}
            className="border border-dashed border-neutral-300 dark:border-neutral-700"
          >
            <Plus />
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label={t('dataTable.addFilter')}>
          <FilterEditor
            fields={fields}
            onApply={(filter) => {
              onChange(filter);
              setAdding(false);
            }}
          />
        </PopoverContent>
      </Popover>
      <Button size="sm" variant="ghost" onClick={onClear} className="text-neutral-500">
        {t('dataTable.clearFilters')}
      </Button>
    </>
  );
}

function FilterChip({
  label,
  fields,
  filter,
  onApply,
  onRemove,
}: {
  label: string;
  fields: FilterFieldDef[];
  filter: ActiveFilter;
  onApply: (filter: ActiveFilter) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <span className="inline-flex h-7 max-w-full items-center rounded-md border border-primary-200 bg-primary-50 text-xs text-primary-800 dark:border-primary-500/30 dark:bg-primary-500/10 dark:text-primary-200">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-label={t('dataTable.editFilter', { filter: label })}
            className="h-full max-w-64 cursor-pointer truncate rounded-l-md pr-1 pl-2 font-medium hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-500/20"
          >
            {label}
          </button>
        </PopoverTrigger>
        <PopoverContent aria-label={t('dataTable.editFilter', { filter: label })}>
          <FilterEditor
            fields={fields}
            initial={filter}
            onApply={(next) => {
              onApply(next);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
      <button
        type="button"
        aria-label={t('dataTable.removeFilter', { filter: label })}
        onClick={onRemove}
        className="flex h-full cursor-pointer items-center rounded-r-md px-1.5 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-500/20"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}

/** Field -> operator -> value, for a new filter or one being changed. */
export function FilterEditor({
  fields,
  initial,
  onApply,
}: {
  fields: FilterFieldDef[];
  initial?: ActiveFilter | undefined;
  onApply: (filter: ActiveFilter) => void;
}) {
  const { t } = useTranslation();
  const { operatorLabel } = useFilterText();
  const id = useId();
  const [fieldId, setFieldId] = useState(initial?.field ?? '');
  const field = fields.find((item) => item.id === fieldId);
  const [operator, setOperator] = useState<UiOperator | ''>(initial ? uiOperatorOf(initial) : '');
  const [value, setValue] = useState(initial && takesValue(uiOperatorOf(initial)) ? initial.value : '');

  const operators = field ? uiOperatorsFor(field.type) : [];
  const activeOperator = operator && operators.includes(operator) ? operator : operators[0];
  const valid = Boolean(field && activeOperator && isValidValue(field.type, activeOperator, value));

  function chooseField(next: string) {
    setFieldId(next);
    const nextField = fields.find((item) => item.id === next);
    setOperator(nextField ? (uiOperatorsFor(nextField.type)[0] ?? '') : '');
    setValue(nextField?.type === 'boolean' ? 'true' : '');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!field || !activeOperator || !valid) return;
    onApply(toActiveFilter(field.id, activeOperator, value.trim()));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-field`} className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
          {t('dataTable.field')}
        </label>
        <Select id={`${id}-field`} value={fieldId} onChange={(event) => chooseField(event.target.value)}>
          <option value="" disabled>
            {t('dataTable.chooseField')}
          </option>
          {fields.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </Select>
      </div>
      {field && activeOperator ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label
              htmlFor={`${id}-operator`}
              className="text-xs font-medium text-neutral-700 dark:text-neutral-300"
            >
              {t('dataTable.condition')}
            </label>
            <Select
              id={`${id}-operator`}
              value={activeOperator}
              onChange={(event) => setOperator(event.target.value as UiOperator)}
            >
              {operators.map((item) => (
                <option key={item} value={item}>
                  {operatorLabel(field.type, item)}
                </option>
              ))}
            </Select>
          </div>
          {takesValue(activeOperator) ? (
            <ValueInput id={`${id}-value`} field={field} value={value} onChange={setValue} />
          ) : null}
        </>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="sm" disabled={!valid}>
          {t('dataTable.apply')}
        </Button>
      </div>
    </form>
  );
}

function ValueInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: FilterFieldDef;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = (
    <label htmlFor={id} className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
      {t('dataTable.value')}
    </label>
  );

  if (field.type === 'boolean') {
    return (
      <div className="flex flex-col gap-1.5">
        {label}
        <Select id={id} value={value || 'true'} onChange={(event) => onChange(event.target.value)}>
          <option value="true">{t('common.yes')}</option>
          <option value="false">{t('common.no')}</option>
        </Select>
      </div>
    );
  }

  if ((field.type === 'enum' || field.type === 'relation') && field.options) {
    const chosen = new Set(splitValues(value));
    const toggle = (option: string) => {
      const next = new Set(chosen);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      // Keep the options' order, so the same choice always gives the same URL.
      onChange(
        field.options
          ?.map((item) => item.value)
          .filter((item) => next.has(item))
          .join(',') ?? '',
      );
    };
    return (
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
          {t('dataTable.values')}
        </legend>
        {field.options.length === 0 ? (
          <p className="text-xs text-neutral-500">{t('dataTable.noOptions')}</p>
        ) : (
          <div className="-mx-1 max-h-52 overflow-y-auto">
            {field.options.map((option, index) => (
              <label
                key={option.value}
                htmlFor={`${id}-${index}`}
                className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
              >
                <Checkbox
                  id={`${id}-${index}`}
                  checked={chosen.has(option.value)}
                  onChange={() => toggle(option.value)}
                />
                {option.color ? (
                  <span
                    aria-hidden="true"
                    className="size-2 shrink-0 rounded-full"
                    style={{ backgroundColor: option.color }}
                  />
                ) : null}
                <span className="truncate">{option.label}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      {label}
      <Input
        id={id}
        // A text value may be typed right away: the field and operator already have defaults.
        autoFocus
        type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
