import type { Client } from '@aurora/contracts/clients';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useCreateClient } from './create-client';

const FIELDS = ['name', 'email', 'phone', 'city'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * A client's essentials (name, email, phone, city), created without leaving the form that needs
 * it; the rest is filled in on the client's page. The server's 422 lands on its fields.
 */
export function ClientCreateDialog({
  open,
  initialName,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  initialName: string;
  onOpenChange: (open: boolean) => void;
  onCreated: (client: Client) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateClient();
  const [values, setValues] = useState<Values>({ name: initialName, email: '', phone: '', city: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not bubbling to the form the dialog was opened from.
    event.stopPropagation();
    if (!values.name.trim()) {
      setErrors({ name: [t('record.clientField.create.nameRequired')] });
      return;
    }
    const filled = Object.fromEntries(
      FIELDS.flatMap((field) => (values[field].trim() ? [[field, values[field].trim()]] : [])),
    );
    create.mutate(filled as { name: string }, {
      onSuccess: (client) => {
        onCreated(client);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
        else setFailure(errorMessage(error, t('errors.unexpected')));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('record.clientField.create.title')}
      description={t('record.clientField.create.description')}
      size="sm"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 pb-5">
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`new-client-${field}`}
            label={t(`record.clientField.create.${field}`)}
            required={field === 'name'}
            error={errors[field]?.[0]}
          >
            {(aria) => (
              <Input
                {...aria}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
        {failure ? (
          <p role="alert" className="text-sm text-error-600 dark:text-error-400">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t('record.clientField.create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
