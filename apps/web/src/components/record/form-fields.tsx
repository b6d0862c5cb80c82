import { Controller, useFormContext } from 'react-hook-form';
import { CurrencyOptions } from '../currency-options';
import { Field } from '../ui/field';
import { Select } from '../ui/input';
import { TagsInput } from '../ui/tags-input';

/**
 * A currency select bound to the form's `name` (inside its `FormProvider`): the active currencies,
 * after an empty choice labelled `emptyLabel` when the field may be left empty.
 */
export function CurrencyField({
  id,
  name,
  label,
  emptyLabel,
}: {
  id: string;
  name: string;
  label: string;
  emptyLabel?: string;
}) {
  const form = useFormContext<Record<string, string>>();
  return (
    <Field id={id} label={label} error={form.getFieldState(name, form.formState).error?.message}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select {...aria} {...field}>
              {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
              <CurrencyOptions value={field.value} />
            </Select>
          )}
        />
      )}
    </Field>
  );
}

/** A list of short texts (tags, destinations) bound to the form's `name`, across both columns. */
export function TagsField({
  id,
  name,
  label,
  hint,
  max,
  maxLength,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  max: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const form = useFormContext<Record<string, string[]>>();
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field
      id={id}
      label={label}
      error={error?.message ?? error?.root?.message}
      hint={hint}
      className="sm:col-span-2"
    >
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <TagsInput
              {...aria}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={max}
              maxLength={maxLength}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </Field>
  );
}
