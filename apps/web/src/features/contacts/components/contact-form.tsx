import {
  type Contact,
  type CreateContactInput,
  createContactSchema,
  SEAT_PREFERENCES,
  updateContactSchema,
} from '@aurora/contracts/contacts';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  REACH_FIELD_NAMES,
  ReachFields,
  type ReachValues,
  reachDefaults,
} from '../../../components/record/reach-fields';
import { useRecordForm } from '../../../components/record/record-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField, Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';

export type ContactFormValues = ReachValues & {
  first_name: string;
  last_name: string;
  is_primary: boolean;
  relationship: string;
  date_of_birth: string;
  nationality: string;
  passport_number: string;
  passport_country: string;
  passport_expiry: string;
  frequent_flyer: { airline: string; number: string }[];
  seat_preference: string;
  meal_preference: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
};

export type ContactPayload = z.output<typeof createContactSchema> | z.output<typeof updateContactSchema>;

const FIELDS = [
  'first_name',
  'last_name',
  ...REACH_FIELD_NAMES,
  'is_primary',
  'relationship',
  'date_of_birth',
  'nationality',
  'passport_number',
  'passport_country',
  'passport_expiry',
  'frequent_flyer',
  'seat_preference',
  'meal_preference',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const satisfies ReadonlyArray<keyof ContactFormValues>;

export function contactPayloadOf(values: ContactFormValues): CreateContactInput {
  return {
    ...values,
    // Types come from selects of the contract's values; the schema checks them anyway.
    phones: values.phones as CreateContactInput['phones'],
    emails: values.emails as CreateContactInput['emails'],
    nationality: values.nationality.trim() || null,
    passport_country: values.passport_country.trim() || null,
    seat_preference: (values.seat_preference || null) as CreateContactInput['seat_preference'],
  };
}

export function contactFormDefaults(contact?: Contact): ContactFormValues {
  return {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    ...reachDefaults(contact),
    is_primary: contact?.is_primary ?? false,
    relationship: contact?.relationship ?? '',
    date_of_birth: contact?.date_of_birth ?? '',
    nationality: contact?.nationality ?? '',
    passport_number: contact?.passport_number ?? '',
    passport_country: contact?.passport_country ?? '',
    passport_expiry: contact?.passport_expiry ?? '',
    frequent_flyer: contact?.frequent_flyer.map((entry) => ({ ...entry })) ?? [],
    seat_preference: contact?.seat_preference ?? '',
    meal_preference: contact?.meal_preference ?? '',
    emergency_contact_name: contact?.emergency_contact_name ?? '',
    emergency_contact_phone: contact?.emergency_contact_phone ?? '',
  };
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="border-b border-neutral-200 px-5 py-5 last:border-b-0 dark:border-neutral-800">
      <h3 className="text-sm font-semibold text-neutral-900 dark:text-white">{title}</h3>
      {hint ? <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">{hint}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

type ContactFormProps = {
  /** The id the sheet's save button points at (`form=`). */
  formId: string;
  mode: 'create' | 'edit';
  contact?: Contact;
  onSubmit: (values: ContactPayload) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
};

/** A contact's form (names as on the passport, documents, preferences, emergency contact), for a sheet. */
export function ContactForm({ formId, mode, contact, onSubmit, onDirtyChange }: ContactFormProps) {
  const { t } = useTranslation();
  const { form, submit, saved, id, text } = useRecordForm<
    ContactFormValues,
    CreateContactInput,
    ContactPayload
  >({
    idPrefix: 'contact',
    payloadOf: contactPayloadOf,
    schema: mode === 'create' ? createContactSchema : updateContactSchema,
    defaultValues: contactFormDefaults(contact),
    fields: FIELDS,
    onSubmit,
  });
  const { errors, isDirty } = form.formState;
  const flyers = useFieldArray({ control: form.control, name: 'frequent_flyer' });
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'contactForm.createLabel' : 'contactForm.editLabel')}
      >
        <div className="px-5 pt-4 empty:hidden">
          <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        </div>
        <Section title={t('contactForm.sections.person')} hint={t('contactForm.sections.personHint')}>
          {text('first_name', t('contactForm.fields.first_name'), { required: true })}
          {text('last_name', t('contactForm.fields.last_name'))}
          {text('relationship', t('contactForm.fields.relationship'), {
            hint: t('contactForm.relationshipHint'),
          })}
          {text('date_of_birth', t('contactForm.fields.date_of_birth'), { type: 'date' })}
          <div className="sm:col-span-2">
            <CheckboxField
              id={id('is_primary')}
              label={t('contactForm.fields.is_primary')}
              hint={t('contactForm.primaryHint')}
            >
              <Checkbox id={id('is_primary')} {...form.register('is_primary')} />
            </CheckboxField>
          </div>
        </Section>
        <Section title={t('contactForm.sections.reach')}>
          <ReachFields module="contacts" idPrefix="contact" checkDuplicates={mode === 'create'} />
        </Section>
        <Section title={t('contactForm.sections.documents')} hint={t('contactForm.sections.documentsHint')}>
          {text('nationality', t('contactForm.fields.nationality'), {
            maxLength: 2,
            hint: t('clientForm.countryHint'),
          })}
          {text('passport_number', t('contactForm.fields.passport_number'), { maxLength: 30 })}
          {text('passport_country', t('contactForm.fields.passport_country'), { maxLength: 2 })}
          {text('passport_expiry', t('contactForm.fields.passport_expiry'), { type: 'date' })}
        </Section>
        <Section title={t('contactForm.sections.preferences')}>
          <Field
            id={id('seat_preference')}
            label={t('contactForm.fields.seat_preference')}
            error={errors.seat_preference?.message}
          >
            {(aria) => (
              <Select {...aria} {...form.register('seat_preference')}>
                <option value="">{t('leadForm.none')}</option>
                {SEAT_PREFERENCES.map((seat) => (
                  <option key={seat} value={seat}>
                    {t(`contactForm.seats.${seat}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {text('meal_preference', t('contactForm.fields.meal_preference'))}
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
              {t('contactForm.fields.frequent_flyer')}
            </legend>
            {flyers.fields.map((row, index) => {
              const error =
                errors.frequent_flyer?.[index]?.airline?.message ??
                errors.frequent_flyer?.[index]?.number?.message;
              return (
                <div key={row.id} className="flex flex-col gap-1">
                  <div className="flex gap-2">
                    <Input
                      aria-label={t('contactForm.flyerAirline', { number: String(index + 1) })}
                      placeholder={t('contactForm.airlinePlaceholder')}
                      aria-invalid={error ? true : undefined}
                      {...form.register(`frequent_flyer.${index}.airline`)}
                    />
                    <Input
                      aria-label={t('contactForm.flyerNumber', { number: String(index + 1) })}
                      placeholder={t('contactForm.numberPlaceholder')}
                      aria-invalid={error ? true : undefined}
                      {...form.register(`frequent_flyer.${index}.number`)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('contactForm.removeFlyer', { number: String(index + 1) })}
                      onClick={() => flyers.remove(index)}
                    >
                      <X />
                    </Button>
                  </div>
                  {error ? <p className="text-xs text-error-600 dark:text-error-400">{error}</p> : null}
                </div>
              );
            })}
            <div>
              <Button
                size="sm"
                variant="ghost"
                className="-ml-2 text-primary-700 dark:text-primary-300"
                onClick={() => flyers.append({ airline: '', number: '' })}
              >
                <Plus aria-hidden="true" />
                {t('contactForm.addFlyer')}
              </Button>
            </div>
          </fieldset>
        </Section>
        <Section title={t('contactForm.sections.emergency')}>
          {text('emergency_contact_name', t('contactForm.fields.emergency_contact_name'))}
          {text('emergency_contact_phone', t('contactForm.fields.emergency_contact_phone'), { type: 'tel' })}
        </Section>
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
