import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { useSession } from '../../lib/session-store';
import { useAssignableUsers } from './assignable-users';

/**
 * A record's owner: the organization's members ("Unassigned" first, "Me" marked), always offering
 * the record's `current` owner. Goes inside the form's `FormProvider`, whose `owner_id` it sets.
 */
export function OwnerField({
  id,
  current,
  hint,
}: {
  id: string;
  current: { id: number; name: string } | null | undefined;
  hint?: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const owners = useAssignableUsers(current);
  const form = useFormContext<{ owner_id: string }>();
  return (
    <Field
      id={id}
      label={t('leadForm.fields.owner_id')}
      error={form.formState.errors.owner_id?.message}
      hint={hint}
    >
      {(aria) => (
        <Controller
          control={form.control}
          name="owner_id"
          render={({ field }) => (
            <Select {...aria} {...field} disabled={owners.isPending}>
              <option value="">{t('record.unassigned')}</option>
              {owners.users.map((owner) => (
                <option key={owner.id} value={String(owner.id)}>
                  {owner.id === user?.id ? t('record.me', { name: owner.name }) : owner.name}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </Field>
  );
}
