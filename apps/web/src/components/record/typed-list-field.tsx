import { EMAIL_TYPES, PHONE_TYPES } from '@aurora/contracts/records';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Input, Select } from '../ui/input';

/** One row of a typed list as the form holds it. */
export type TypedRow = { type: string; value: string };

/** The part of a record form this field works on (the form is wrapped in a FormProvider). */
type TypedListValues = { phones: TypedRow[]; emails: TypedRow[] };

/**
 * More phones or emails, as typed rows (`[{type: mobile|work|home, value}]`) with add and remove
 * buttons. Errors, the server's included (`phones.1.value`), show under their row.
 */
export function TypedListField({ name, max = 10 }: { name: 'phones' | 'emails'; max?: number }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<TypedListValues>();
  const rows = useFieldArray({ control: form.control, name });
  const types = name === 'phones' ? PHONE_TYPES : EMAIL_TYPES;
  const errors = form.formState.errors[name];
  const label = t(`typedList.${name}.label`);

  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">{label}</legend>
      {rows.fields.length === 0 ? (
        <p className="text-xs text-neutral-500 dark:text-neutral-400">{t(`typedList.${name}.empty`)}</p>
      ) : null}
      {rows.fields.map((row, index) => {
        const rowLabel = t(`typedList.${name}.row`, { number: String(index + 1) });
        const error = errors?.[index]?.value?.message ?? errors?.[index]?.type?.message;
        const errorId = error ? `${id}-${index}-error` : undefined;
        return (
          <div key={row.id} className="flex flex-col gap-1">
            <div className="grid grid-cols-[7rem_minmax(0,1fr)_auto] gap-2">
              <Select
                aria-label={t(`typedList.${name}.typeOf`, { number: String(index + 1) })}
                {...form.register(`${name}.${index}.type`)}
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {t(`typedList.types.${type}`)}
                  </option>
                ))}
              </Select>
              <Input
                aria-label={rowLabel}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                type={name === 'phones' ? 'tel' : 'email'}
                autoComplete="off"
                placeholder={t(`typedList.${name}.placeholder`)}
                {...form.register(`${name}.${index}.value`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t(`typedList.${name}.remove`, { number: String(index + 1) })}
                onClick={() => rows.remove(index)}
              >
                <X />
              </Button>
            </div>
            {error ? (
              <p id={errorId} className="text-xs text-error-600 dark:text-error-400">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {typeof errors?.message === 'string' ? (
        <p className="text-xs text-error-600 dark:text-error-400">{errors.message}</p>
      ) : null}
      {rows.fields.length < max ? (
        <div>
          <Button
            size="sm"
            variant="ghost"
            className="-ml-2 text-primary-700 dark:text-primary-300"
            onClick={() =>
              rows.append({ type: types[0], value: '' }, { focusName: `${name}.${rows.fields.length}.value` })
            }
          >
            <Plus aria-hidden="true" />
            {t(`typedList.${name}.add`)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
