import {
  type CreateSupplierInput,
  createSupplierSchema,
  type Supplier,
  updateSupplierSchema,
} from '@aurora/contracts/travel/suppliers';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CurrencyField } from '../../../components/record/form-fields';
import { RecordFormFooter, useRecordForm } from '../../../components/record/record-form';
import { Card } from '../../../components/ui/card';
import { CheckboxField, Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { OwnerField } from '../../../entities/users/owner-field';
import { useCurrencies } from '../../../lib/currencies';
import { useOrganizations } from '../../../lib/organization-store';
import { formatPhone } from '../../../lib/phone';
import { useSession } from '../../../lib/session-store';
import { ContactPeopleField, type ContactRow, contactRowsOf } from './contact-people-field';
import { hostOf } from './supplier-columns';
import { useSupplierCategories } from './supplier-reference';

/** What the inputs hold: strings ('' for empty), turned into the contract's input on submit. */
export type SupplierFormValues = {
  name: string;
  category: string;
  preferred: boolean;
  phone: string;
  email: string;
  website: string;
  /** A percentage as typed: "12.5", "12,5". */
  commission_rate: string;
  payment_terms: string;
  currency: string;
  owner_id: string;
  contacts: ContactRow[];
};

export type SupplierPayload = z.output<typeof createSupplierSchema> | z.output<typeof updateSupplierSchema>;

const FIELDS = [
  'name',
  'category',
  'preferred',
  'phone',
  'email',
  'website',
  'commission_rate',
  'payment_terms',
  'currency',
  'owner_id',
  'contacts',
] as const satisfies ReadonlyArray<keyof SupplierFormValues>;

/** The form's values as the contract's input; the contract's schema then checks them. */
export function supplierPayloadOf(values: SupplierFormValues): CreateSupplierInput {
  const rate = values.commission_rate.trim();
  return {
    name: values.name,
    category: values.category,
    preferred: values.preferred,
    phone: values.phone,
    email: values.email,
    website: values.website,
    // A decimal comma is how half of the agency's users type it; the API reads a point.
    commission_rate: rate === '' ? null : rate.replace(',', '.'),
    payment_terms: values.payment_terms,
    currency: values.currency,
    owner_id: values.owner_id ? Number(values.owner_id) : null,
    contacts: values.contacts.map(({ name, role, email, phone }) => ({ name, role, email, phone })),
  };
}

/** "12.50" as people write it: "12.5"; "10.00": "10". */
const typedRate = (rate: string | null) => (rate === null ? '' : rate.replace(/\.?0+$/, ''));

export function supplierFormDefaults(
  supplier: Supplier | undefined,
  defaults: { ownerId: number | null; currency: string },
): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    category: supplier?.category ?? '',
    preferred: supplier?.preferred ?? false,
    phone: supplier?.phone ? formatPhone(supplier.phone) : '',
    email: supplier?.email ?? '',
    website: supplier?.website ?? '',
    commission_rate: typedRate(supplier?.commission_rate ?? null),
    payment_terms: supplier?.payment_terms ?? '',
    currency: supplier?.currency ?? defaults.currency,
    owner_id: supplier ? String(supplier.owner?.id ?? '') : defaults.ownerId ? String(defaults.ownerId) : '',
    contacts: contactRowsOf(supplier?.contacts ?? []),
  };
}

/**
 * One titled block of the form. Its title sits left of the fields when the form is wide (the
 * create page) and above them when it shares the screen (the edit page's column): a container
 * query, as the form's width, not the window's, decides.
 */
function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4 border-b border-neutral-200 px-4 py-5 last:border-b-0 sm:px-6 @3xl:grid-cols-3 @3xl:gap-8 dark:border-neutral-800">
      <div>
        <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{title}</h2>
        <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{description}</p>
      </div>
      <div className="grid content-start gap-4 @lg:grid-cols-2 @3xl:col-span-2">{children}</div>
    </div>
  );
}

type SupplierFormProps = {
  mode: 'create' | 'edit';
  supplier?: Supplier;
  /**
   * Saves. On the edit page the form stays: it answers the saved supplier, which the form then
   * starts over from (its contacts' phones become callable).
   */
  onSubmit: (values: SupplierPayload) => Promise<Supplier | undefined>;
  onCancel: () => void;
};

/** The one form for creating and editing a supplier. */
export function SupplierForm({ mode, supplier, onSubmit, onCancel }: SupplierFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const organization = useOrganizations().current;
  const categories = useSupplierCategories();
  // The currency select's options arrive with the currencies; the select must render again with
  // them, or the browser, having had no such option, shows the first currency instead of the
  // supplier's.
  useCurrencies();
  const defaults = { ownerId: user?.id ?? null, currency: organization?.default_currency ?? 'USD' };
  const { form, submit, saved, id, text } = useRecordForm<
    SupplierFormValues,
    CreateSupplierInput,
    SupplierPayload
  >({
    idPrefix: 'supplier',
    payloadOf: supplierPayloadOf,
    schema: mode === 'create' ? createSupplierSchema : updateSupplierSchema,
    defaultValues: supplierFormDefaults(supplier, defaults),
    fields: FIELDS,
    onSubmit: async (values) => {
      const answer = await onSubmit(values);
      if (answer && mode === 'edit') {
        form.reset(supplierFormDefaults(answer, defaults));
        // The page stays: later changes are unsaved again, and the guard asks before losing them.
        saved.current = false;
      }
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const website = form.watch('website');
  const savedWebsite = mode === 'edit' && supplier?.website && website === supplier.website ? website : null;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'suppliers.form.createLabel' : 'suppliers.form.editLabel')}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        <Card className="@container">
          <Section
            title={t('suppliers.form.sections.supplier')}
            description={t('suppliers.form.sections.supplierHint')}
          >
            {text('name', t('suppliers.form.fields.name'), {
              required: true,
              className: '@lg:col-span-2',
              maxLength: 200,
            })}
            <Field
              id={id('category')}
              label={t('suppliers.form.fields.category')}
              error={errors.category?.message}
              required
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="category"
                  render={({ field }) => (
                    <Select {...aria} {...field} disabled={categories.isPending}>
                      <option value="">{t('suppliers.form.chooseCategory')}</option>
                      {field.value && !categories.options.some((option) => option.value === field.value) ? (
                        <option value={field.value}>{categories.labelOf(field.value)}</option>
                      ) : null}
                      {categories.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              )}
            </Field>
            <OwnerField id={id('owner_id')} current={supplier?.owner} />
            <div className="@lg:col-span-2">
              <CheckboxField
                id={id('preferred')}
                label={t('suppliers.form.fields.preferred')}
                hint={t('suppliers.form.preferredHint')}
              >
                <Checkbox id={id('preferred')} {...form.register('preferred')} />
              </CheckboxField>
            </div>
          </Section>
          <Section
            title={t('suppliers.form.sections.reach')}
            description={t('suppliers.form.sections.reachHint')}
          >
            {text('phone', t('suppliers.form.fields.phone'), {
              type: 'tel',
              hint: t('phone.anyFormat'),
              maxLength: 40,
            })}
            {text('email', t('suppliers.form.fields.email'), { type: 'email' })}
            <Field
              id={id('website')}
              label={t('suppliers.form.fields.website')}
              error={errors.website?.message}
              hint={savedWebsite ? undefined : t('suppliers.form.websiteHint')}
              className="@lg:col-span-2"
            >
              {(aria) => (
                <div className="flex flex-col gap-1.5">
                  <Input
                    {...aria}
                    {...form.register('website')}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    maxLength={300}
                    placeholder="https://"
                  />
                  {savedWebsite ? (
                    <a
                      href={savedWebsite}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="inline-flex w-fit items-center gap-1 text-xs font-medium text-primary-700 hover:underline dark:text-primary-300"
                    >
                      {t('suppliers.form.openWebsite', { host: hostOf(savedWebsite) })}
                      <ExternalLink aria-hidden="true" className="size-3" />
                    </a>
                  ) : null}
                </div>
              )}
            </Field>
          </Section>
          <Section
            title={t('suppliers.form.sections.terms')}
            description={t('suppliers.form.sections.termsHint')}
          >
            <Field
              id={id('commission_rate')}
              label={t('suppliers.form.fields.commission_rate')}
              error={errors.commission_rate?.message}
              hint={t('suppliers.form.commissionHint')}
            >
              {(aria) => (
                <div className="relative">
                  <Input
                    {...aria}
                    {...form.register('commission_rate')}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={6}
                    className="pr-8 tabular-nums"
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-neutral-500 dark:text-neutral-400"
                  >
                    %
                  </span>
                </div>
              )}
            </Field>
            <CurrencyField id={id('currency')} name="currency" label={t('suppliers.form.fields.currency')} />
            {text('payment_terms', t('suppliers.form.fields.payment_terms'), {
              className: '@lg:col-span-2',
              hint: t('suppliers.form.paymentTermsHint'),
              maxLength: 200,
            })}
          </Section>
          <Section
            title={t('suppliers.form.sections.people')}
            description={t('suppliers.form.sections.peopleHint')}
          >
            <ContactPeopleField
              idPrefix={id('contacts')}
              supplierId={mode === 'edit' ? (supplier?.id ?? null) : null}
            />
          </Section>
        </Card>
        <RecordFormFooter
          mode={mode}
          createLabel={t('suppliers.form.create')}
          submitting={isSubmitting}
          onCancel={onCancel}
        />
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
