import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useServerSubmit } from '../../lib/use-server-submit';
import { Button } from '../ui/button';
import { TextField, type TextFieldOptions } from '../ui/field';
import { FormFooter } from '../ui/form-layout';
import { toast } from '../ui/toast-store';

/**
 * The form state of a record's create or edit form: the inputs hold strings, `payloadOf` turns
 * them into the contract's input, and `schema` (the contract's create or update schema) checks
 * it. A 422 lands on the `fields` it names. `text` renders a text input with the form's ids
 * (`idPrefix` `lead` -> `lead-first_name`).
 */
export function useRecordForm<Values extends FieldValues, Input, Payload>({
  idPrefix,
  payloadOf,
  schema,
  defaultValues,
  fields,
  onSubmit,
}: {
  idPrefix: string;
  payloadOf: (values: Values) => Input;
  /** The contract's create or update schema. */
  schema: z.ZodType<Payload>;
  defaultValues: DefaultValues<Values>;
  fields: ReadonlyArray<Path<Values>>;
  /** Saves the checked payload; `inputs` are the form's own values (fields the payload leaves out). */
  onSubmit: (values: Payload, inputs: Values) => Promise<void>;
}) {
  const form = useForm<Values, unknown, Payload>({
    // The contract's schema takes its input; payloadOf turns the inputs' strings into it first.
    resolver: zodResolver(
      z
        .custom<Values>()
        .transform(payloadOf)
        .pipe(schema as z.ZodType<Payload, Awaited<Input>>),
    ) as unknown as Resolver<Values, unknown, Payload>,
    defaultValues,
  });
  const { submit, saved } = useServerSubmit(form, fields, (values) => onSubmit(values, form.getValues()));
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: Path<Values>, label: string, options: TextFieldOptions = {}) => (
    <TextField form={form} name={name} id={id(name)} label={label} {...options} />
  );
  return { form, submit, saved, id, text };
}

/** Cancel, and the submit button: `createLabel` while creating, Save while editing. */
export function RecordFormFooter({
  mode,
  createLabel,
  submitting,
  onCancel,
}: {
  mode: 'create' | 'edit';
  createLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormFooter>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="submit" variant="primary" loading={submitting}>
        {mode === 'create' ? createLabel : t('common.save')}
      </Button>
    </FormFooter>
  );
}

/** After a save: the records found sharing its email or phone, named in one warning toast. */
export function toastDuplicatesAfterSave(t: TFunction, duplicates: ReadonlyArray<{ name: string }>) {
  if (duplicates.length === 0) return;
  toast({
    title: t('duplicates.afterSave', { count: duplicates.length }),
    description: duplicates.map((duplicate) => duplicate.name).join(', '),
    color: 'warning',
  });
}
