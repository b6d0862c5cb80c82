import type { RecordModule } from '@aurora/contracts/records';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TextField } from '../ui/field';
import { useDuplicateMatches } from './api/get-duplicates';
import { DuplicateWarning } from './duplicate-warning';
import { TypedListField, type TypedRow } from './typed-list-field';

/** The fields a person record is reached by; the form's values must hold them. */
export type ReachValues = { email: string; phone: string; phones: TypedRow[]; emails: TypedRow[] };

/**
 * How to reach a person, the same block in the lead, client and contact forms: email, phone, the
 * other phones and emails, and (while creating) the records that already share the email or phone.
 * Goes inside the form's `FormProvider`; `idPrefix` names the inputs (`lead` -> `lead-email`).
 */
export function ReachFields({
  module,
  idPrefix,
  checkDuplicates,
}: {
  module: RecordModule;
  idPrefix: string;
  checkDuplicates: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext<ReachValues>();
  const [email, phone] = form.watch(['email', 'phone']);
  const checkedEmail = useDebouncedValue(email, 500);
  const checkedPhone = useDebouncedValue(phone, 500);
  const duplicates = useDuplicateMatches(
    module,
    checkDuplicates ? { email: checkedEmail, phone: checkedPhone } : {},
  );
  return (
    <>
      <TextField
        form={form}
        name="email"
        id={`${idPrefix}-email`}
        label={t('leadForm.fields.email')}
        type="email"
      />
      <TextField
        form={form}
        name="phone"
        id={`${idPrefix}-phone`}
        label={t('leadForm.fields.phone')}
        type="tel"
        hint={t('phone.anyFormat')}
      />
      <TypedListField name="phones" />
      <TypedListField name="emails" />
      {duplicates.length > 0 ? (
        <div className="sm:col-span-2">
          <DuplicateWarning duplicates={duplicates} />
        </div>
      ) : null}
    </>
  );
}

/** The names of the reach fields, for a form's list of fields a 422 may name. */
export const REACH_FIELD_NAMES = ['email', 'phone', 'phones', 'emails'] as const;

/** How a saved person record is reached (its email and phone may be empty). */
type ReachRecord = {
  email: string | null;
  phone: string | null;
  phones: ReadonlyArray<TypedRow>;
  emails: ReadonlyArray<TypedRow>;
};

/** The reach fields' starting values: the record's (rows copied, so editing never touches it), or empty. */
export function reachDefaults(record?: ReachRecord): ReachValues {
  return {
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    phones: record?.phones.map((phone) => ({ ...phone })) ?? [],
    emails: record?.emails.map((email) => ({ ...email })) ?? [],
  };
}
