import type { User } from '@aurora/contracts/auth';
import type { LoginRequest } from '@aurora/contracts/login';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { sessionStore } from '../../../lib/session-store';

type LoginFormInput = { email: string; password: string };
type FieldName = keyof LoginFormInput;
type Errors = Partial<Record<FieldName | 'root', string>>;

const FIELDS: FieldName[] = ['email', 'password'];

// The contract's schema (and zod) load once the form shows: typing needs neither, a submit does.
let schema: Promise<typeof import('@aurora/contracts/login').loginRequestSchema> | undefined;
const loadSchema = () => {
  schema ??= import('@aurora/contracts/login').then((module) => module.loginRequestSchema);
  return schema;
};

/** Each field's first message from the contract's schema; none when the input is valid. */
async function validate(values: LoginFormInput): Promise<{ data: LoginRequest } | { errors: Errors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The sign-in form: a plain form state rather than react-hook-form, and the contract's schema
 * loaded after the form shows, so the first screen carries neither them nor zod (decision 029). As
 * the app's other forms do, it checks the fields with the schema on submit and again as they
 * change after a first attempt, and focuses the first field in error.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginFormInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  useEffect(() => void loadSchema(), []);

  const change = async (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!attempted) return;
    const checked = await validate(next);
    setErrors((current) => ({
      ...current,
      [field]: 'errors' in checked ? checked.errors[field] : undefined,
    }));
  };

  const setError: UseFormSetError<LoginFormInput> = (field, { message }, options) => {
    setErrors((current) => ({ ...current, [field]: message }));
    if (options?.shouldFocus) inputs[field as FieldName]?.current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const checked = await validate(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = FIELDS.find((field) => checked.errors[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await sessionStore.login(checked.data);
      onSuccess(user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyServerErrors(error, setError, FIELDS);
      } else if (error instanceof ApiError && error.status !== 0) {
        setErrors({ root: error.message });
      } else {
        setErrors({ root: t('login.networkError') });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('login.title')}
    >
      {errors.root ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700 dark:border-error-900 dark:bg-error-950/40 dark:text-error-300"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errors.root}</span>
        </div>
      ) : null}
      <Field id="login-email" label={t('login.email')} error={errors.email}>
        {(aria) => (
          <Input
            {...aria}
            ref={inputs.email}
            name="email"
            value={values.email}
            onChange={(event) => void change('email', event.target.value)}
            type="email"
            autoComplete="email"
            autoFocus
            inputMode="email"
            className="h-9"
          />
        )}
      </Field>
      <Field id="login-password" label={t('login.password')} error={errors.password}>
        {(aria) => (
          <Input
            {...aria}
            ref={inputs.password}
            name="password"
            value={values.password}
            onChange={(event) => void change('password', event.target.value)}
            type="password"
            autoComplete="current-password"
            className="h-9"
          />
        )}
      </Field>
      <Button type="submit" variant="primary" loading={isSubmitting} className="mt-1 h-9">
        {t('login.submit')}
      </Button>
    </form>
  );
}
