import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { validationText } from '../../lib/validation';
import { Input } from './input';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
  /** Receives the ids to wire the control's aria attributes to. */
  children: (aria: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** A labelled form control with its hint and error message, wired for screen readers. */
export function Field({ id, label, error, hint, required, className, children }: FieldProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-error-500">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-error-600 dark:text-error-400">
          {validationText(error, t)}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <div className="flex h-5 items-center">{children}</div>
      <div className="flex flex-col">
        <label
          htmlFor={id}
          className="cursor-pointer text-sm font-medium text-neutral-800 dark:text-neutral-200"
        >
          {label}
        </label>
        {hint ? <p className="text-xs text-neutral-500 dark:text-neutral-400">{hint}</p> : null}
      </div>
    </div>
  );
}

type TextFieldProps<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  className?: string;
  inputClassName?: string;
};

/** What a form may set on a `TextField` besides the field it is bound to. */
export type TextFieldOptions = Omit<TextFieldProps<FieldValues>, 'form' | 'name' | 'id' | 'label'>;

/** A text input registered with a react-hook-form form, showing that field's error. */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  hint,
  type = 'text',
  autoComplete = 'off',
  maxLength,
  className,
  inputClassName,
}: TextFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field id={id} label={label} error={error?.message} hint={hint} required={required} className={className}>
      {(aria) => (
        <Input
          {...aria}
          {...form.register(name)}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          className={inputClassName}
        />
      )}
    </Field>
  );
}
