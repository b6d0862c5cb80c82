import type { User } from '@aurora/contracts/auth';
import { type LoginRequest, loginRequestSchema } from '@aurora/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { sessionStore } from '../../../lib/session-store';

type LoginFormInput = { email: string; password: string };

export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { t } = useTranslation();
  const form = useForm<LoginFormInput, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      const user = await sessionStore.login(credentials);
      onSuccess(user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyServerErrors(error, form.setError, ['email', 'password']);
      } else if (error instanceof ApiError && error.status !== 0) {
        form.setError('root', { message: error.message });
      } else {
        form.setError('root', { message: t('login.networkError') });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('login.title')}>
      {errors.root?.message ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700 dark:border-error-900 dark:bg-error-950/40 dark:text-error-300"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errors.root.message}</span>
        </div>
      ) : null}
      <Field id="login-email" label={t('login.email')} error={errors.email?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            autoFocus
            inputMode="email"
            className="h-9"
          />
        )}
      </Field>
      <Field id="login-password" label={t('login.password')} error={errors.password?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register('password')}
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
