import { SUPPLIER_CONTACTS_MAX, type SupplierContact } from '@aurora/contracts/travel/suppliers';
import { Plus, UserRound, X } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../../components/phone/phone-link';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatPhone, phoneDigits } from '../../../lib/phone';

/** One contact person as the form holds it; `saved_phone` is the E.164 number saved with it, if any. */
export type ContactRow = {
  name: string;
  role: string;
  email: string;
  phone: string;
  saved_phone: string | null;
};

type ContactValues = { contacts: ContactRow[] };

/** A supplier's contact people as the form's rows (copied, so editing never touches the record). */
export const contactRowsOf = (contacts: readonly SupplierContact[]): ContactRow[] =>
  contacts.map((contact) => ({
    name: contact.name,
    role: contact.role ?? '',
    email: contact.email ?? '',
    phone: contact.phone ? formatPhone(contact.phone) : '',
    saved_phone: contact.phone,
  }));

const emptyRow: ContactRow = { name: '', role: '', email: '', phone: '', saved_phone: null };

/**
 * The supplier's contact people (name, role, email, phone), added and removed as rows, each a
 * group named "Contact person N". Errors, the server's included (`contacts.1.phone`), show on
 * their field. Once saved, a person's phone can be called from here (`supplierId` is the record
 * the call is logged on; null while creating).
 */
export function ContactPeopleField({
  idPrefix,
  supplierId,
}: {
  idPrefix: string;
  supplierId: number | null;
}) {
  const { t } = useTranslation();
  const form = useFormContext<ContactValues>();
  const rows = useFieldArray({ control: form.control, name: 'contacts' });
  const values = useWatch({ control: form.control, name: 'contacts' });
  const errors = form.formState.errors.contacts;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <div className="flex flex-col gap-3 @lg:col-span-2">
      {rows.fields.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-neutral-300 px-3 py-3 text-xs text-neutral-500 dark:border-neutral-700 dark:text-neutral-400">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          {t('suppliers.form.contacts.empty')}
        </p>
      ) : null}
      {rows.fields.map((row, index) => {
        const number = String(index + 1);
        const rowErrors = errors?.[index];
        const fieldId = (name: keyof ContactRow) => `${idPrefix}-${index}-${name}`;
        const current = values?.[index];
        const savedPhone = current?.saved_phone ?? null;
        const callable =
          supplierId !== null &&
          savedPhone !== null &&
          phoneDigits(current?.phone ?? '') === phoneDigits(savedPhone);
        return (
          <fieldset
            key={row.id}
            className="relative rounded-lg border border-neutral-200 bg-neutral-50/60 px-3 pt-2 pb-3 dark:border-neutral-800 dark:bg-neutral-950/40"
          >
            <legend className="sr-only">{t('suppliers.form.contacts.person', { number })}</legend>
            <div className="mb-2 flex items-center justify-between gap-2">
              <p aria-hidden="true" className="text-xs font-semibold text-neutral-700 dark:text-neutral-300">
                {t('suppliers.form.contacts.person', { number })}
              </p>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('suppliers.form.contacts.remove', { number })}
                onClick={() => rows.remove(index)}
              >
                <X />
              </Button>
            </div>
            <div className="grid gap-3 @lg:grid-cols-2">
              <Field
                id={fieldId('name')}
                label={t('suppliers.form.contacts.name')}
                error={rowErrors?.name?.message}
                required
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...form.register(`contacts.${index}.name`)}
                    autoComplete="off"
                    maxLength={100}
                  />
                )}
              </Field>
              <Field
                id={fieldId('role')}
                label={t('suppliers.form.contacts.role')}
                error={rowErrors?.role?.message}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...form.register(`contacts.${index}.role`)}
                    autoComplete="off"
                    maxLength={100}
                    placeholder={t('suppliers.form.contacts.rolePlaceholder')}
                  />
                )}
              </Field>
              <Field
                id={fieldId('email')}
                label={t('suppliers.form.contacts.email')}
                error={rowErrors?.email?.message}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    {...form.register(`contacts.${index}.email`)}
                    type="email"
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field
                id={fieldId('phone')}
                label={t('suppliers.form.contacts.phone')}
                error={rowErrors?.phone?.message}
              >
                {(aria) => (
                  <div className="flex items-center gap-2">
                    <Input
                      {...aria}
                      {...form.register(`contacts.${index}.phone`)}
                      type="tel"
                      autoComplete="off"
                      maxLength={40}
                      className="min-w-0 flex-1"
                    />
                    {callable && savedPhone ? (
                      // The input beside it shows the number: only the call buttons show here.
                      <PhoneLink
                        phone={savedPhone}
                        layout="inline"
                        callable_type="supplier"
                        callable_id={supplierId}
                        className="shrink-0 [&>span:first-child]:sr-only"
                      />
                    ) : null}
                  </div>
                )}
              </Field>
            </div>
          </fieldset>
        );
      })}
      {listError ? <p className="text-xs text-error-600 dark:text-error-400">{listError}</p> : null}
      {rows.fields.length < SUPPLIER_CONTACTS_MAX ? (
        <div>
          <Button
            size="sm"
            variant="ghost"
            className="-ml-2 text-primary-700 dark:text-primary-300"
            onClick={() => rows.append({ ...emptyRow }, { focusName: `contacts.${rows.fields.length}.name` })}
          >
            <Plus aria-hidden="true" />
            {t('suppliers.form.contacts.add')}
          </Button>
        </div>
      ) : (
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          {t('suppliers.form.contacts.max', { max: SUPPLIER_CONTACTS_MAX })}
        </p>
      )}
    </div>
  );
}
