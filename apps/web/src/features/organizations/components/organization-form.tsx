import {
  type Organization,
  organizationInputSchema,
  organizationUpdateSchema,
} from '@aurora/contracts/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CurrencyOptions } from '../../../components/currency-options';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Combobox } from '../../../components/ui/combobox';
import { CheckboxField, Field, TextField, type TextFieldOptions } from '../../../components/ui/field';
import { FormAlert, FormFooter, FormSection } from '../../../components/ui/form-layout';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCurrencies } from '../../../lib/currencies';
import { countryOptions, type RegionOption, timeZoneOptions } from '../../../lib/region-options';
import { useServerSubmit } from '../../../lib/use-server-submit';

/** What the inputs hold: text fields are strings ('' for empty); the schema turns '' into null. */
export type OrganizationFormValues = {
  code: string;
  name: string;
  legal_name: string;
  tax_id: string;
  country: string;
  timezone: string;
  default_currency: string;
  locale: string;
  badge_color: string;
  logo_url: string;
  phone: string;
  email: string;
  address: string;
  is_active: boolean;
  recording_enabled: boolean;
  voicemail_greeting: string;
  ring_timeout_seconds: number;
};

export type OrganizationFormOutput =
  | z.output<typeof organizationInputSchema>
  | z.output<typeof organizationUpdateSchema>;

const FIELDS = [
  'code',
  'name',
  'legal_name',
  'tax_id',
  'country',
  'timezone',
  'default_currency',
  'locale',
  'badge_color',
  'logo_url',
  'phone',
  'email',
  'address',
  'is_active',
  'recording_enabled',
  'voicemail_greeting',
  'ring_timeout_seconds',
] as const satisfies ReadonlyArray<keyof OrganizationFormValues>;

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The options, plus the stored value when it is not among them (a code or zone retired since). */
const withStored = (options: RegionOption[], value: string): RegionOption[] =>
  !value || options.some((option) => option.value === value)
    ? options
    : [{ value, label: value }, ...options];

export function organizationFormDefaults(organization?: Organization): OrganizationFormValues {
  if (!organization) {
    return {
      code: '',
      name: '',
      legal_name: '',
      tax_id: '',
      country: '',
      timezone: browserTimeZone(),
      default_currency: 'USD',
      locale: 'en',
      badge_color: '#4f46e5',
      logo_url: '',
      phone: '',
      email: '',
      address: '',
      is_active: true,
      recording_enabled: false,
      voicemail_greeting: '',
      ring_timeout_seconds: 25,
    };
  }
  return {
    code: organization.code,
    name: organization.name,
    legal_name: organization.legal_name ?? '',
    tax_id: organization.tax_id ?? '',
    country: organization.country,
    timezone: organization.timezone,
    default_currency: organization.default_currency,
    locale: organization.locale,
    badge_color: organization.badge_color,
    logo_url: organization.logo_url ?? '',
    phone: organization.phone ?? '',
    email: organization.email ?? '',
    address: organization.address ?? '',
    is_active: organization.is_active,
    recording_enabled: organization.recording_enabled,
    voicemail_greeting: organization.voicemail_greeting ?? '',
    ring_timeout_seconds: organization.ring_timeout_seconds,
  };
}

type OrganizationFormProps = {
  mode: 'create' | 'edit';
  organization?: Organization;
  /** Saves; an ApiError 422 is shown on the fields, any other error above the form. */
  onSubmit: (values: OrganizationFormOutput) => Promise<void>;
  onCancel: () => void;
};

/** The one form for creating and editing an organization. */
export function OrganizationForm({ mode, organization, onSubmit, onCancel }: OrganizationFormProps) {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencies();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const zones = useMemo(() => timeZoneOptions(i18n.language), [i18n.language]);
  const schema = mode === 'create' ? organizationInputSchema : organizationUpdateSchema;
  const form = useForm<OrganizationFormValues, unknown, OrganizationFormOutput>({
    // The schemas accept what the inputs hold (strings, booleans, a number): see OrganizationFormValues.
    resolver: zodResolver(schema) as unknown as Resolver<
      OrganizationFormValues,
      unknown,
      OrganizationFormOutput
    >,
    defaultValues: organizationFormDefaults(organization),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { submit, saved } = useServerSubmit(form, FIELDS, onSubmit);

  const id = (name: string) => `organization-${name}`;
  const text = (
    name: keyof OrganizationFormValues,
    label: string,
    {
      uppercase,
      ...options
    }: TextFieldOptions & {
      uppercase?: boolean;
    } = {},
  ) => (
    <TextField
      form={form}
      name={name}
      id={id(name)}
      label={label}
      inputClassName={uppercase ? 'uppercase' : undefined}
      {...options}
    />
  );

  const badgeColor = form.watch('badge_color');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(mode === 'create' ? 'organizations.form.createLabel' : 'organizations.form.editLabel')}
    >
      <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
      <Card>
        <FormSection
          title={t('organizations.form.sections.identity')}
          description={t('organizations.form.sections.identityHint')}
        >
          {text('code', t('organizations.fields.code'), {
            required: true,
            maxLength: 2,
            uppercase: true,
            hint: t('organizations.form.codeHint'),
          })}
          {text('name', t('organizations.fields.name'), { required: true })}
          {text('legal_name', t('organizations.fields.legal_name'))}
          {text('tax_id', t('organizations.fields.tax_id'))}
        </FormSection>
        <FormSection
          title={t('organizations.form.sections.region')}
          description={t('organizations.form.sections.regionHint')}
        >
          <Field
            id={id('country')}
            label={t('organizations.fields.country')}
            error={errors.country?.message}
            hint={t('organizations.form.countryHint')}
            required
          >
            {(aria) => (
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <Combobox
                    {...aria}
                    ref={field.ref}
                    label={t('organizations.fields.country')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={withStored(countries, field.value)}
                    placeholder={t('organizations.form.countryPlaceholder')}
                    noMatches={t('organizations.form.noCountries')}
                  />
                )}
              />
            )}
          </Field>
          <Field
            id={id('timezone')}
            label={t('organizations.fields.timezone')}
            error={errors.timezone?.message}
            hint={t('organizations.form.timezoneHint')}
            required
          >
            {(aria) => (
              <Controller
                control={form.control}
                name="timezone"
                render={({ field }) => (
                  <Combobox
                    {...aria}
                    ref={field.ref}
                    label={t('organizations.fields.timezone')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={withStored(zones, field.value)}
                    placeholder={t('organizations.form.timezonePlaceholder')}
                    noMatches={t('organizations.form.noTimezones')}
                  />
                )}
              />
            )}
          </Field>
          <Field
            id={id('default_currency')}
            label={t('organizations.fields.default_currency')}
            error={
              errors.default_currency?.message ??
              (currencies.isError ? t('organizations.form.currenciesError') : undefined)
            }
            required
          >
            {(aria) => (
              <Controller
                control={form.control}
                name="default_currency"
                render={({ field }) => (
                  <Select {...aria} {...field} disabled={currencies.isPending}>
                    <CurrencyOptions value={field.value} />
                  </Select>
                )}
              />
            )}
          </Field>
          {text('locale', t('organizations.fields.locale'), {
            required: true,
            hint: t('organizations.form.localeHint'),
          })}
        </FormSection>
        <FormSection
          title={t('organizations.form.sections.contact')}
          description={t('organizations.form.sections.contactHint')}
        >
          {text('email', t('organizations.fields.email'), { type: 'email' })}
          {text('phone', t('organizations.fields.phone'), { type: 'tel' })}
          <Field
            id={id('address')}
            label={t('organizations.fields.address')}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            {(aria) => <Textarea {...aria} {...form.register('address')} rows={2} />}
          </Field>
        </FormSection>
        <FormSection
          title={t('organizations.form.sections.branding')}
          description={t('organizations.form.sections.brandingHint')}
        >
          <Field
            id={id('badge_color')}
            label={t('organizations.fields.badge_color')}
            error={errors.badge_color?.message}
            required
          >
            {(aria) => (
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label={t('organizations.form.pickColor')}
                  value={/^#[0-9a-fA-F]{6}$/.test(badgeColor) ? badgeColor : '#4f46e5'}
                  onChange={(event) =>
                    form.setValue('badge_color', event.target.value, {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                  className="h-8 w-10 shrink-0 cursor-pointer rounded-md border border-neutral-300 bg-white p-0.5 dark:border-neutral-700 dark:bg-neutral-900"
                />
                <Input {...aria} {...form.register('badge_color')} maxLength={7} />
              </div>
            )}
          </Field>
          {text('logo_url', t('organizations.fields.logo_url'), { type: 'url' })}
        </FormSection>
        <FormSection
          title={t('organizations.form.sections.telephony')}
          description={t('organizations.form.sections.telephonyHint')}
        >
          <Field
            id={id('ring_timeout_seconds')}
            label={t('organizations.fields.ring_timeout_seconds')}
            error={errors.ring_timeout_seconds?.message}
            hint={t('organizations.form.ringTimeoutHint')}
            required
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register('ring_timeout_seconds', { valueAsNumber: true })}
                type="number"
                min={5}
                max={120}
              />
            )}
          </Field>
          <div className="flex flex-col justify-center gap-3">
            <CheckboxField
              id={id('recording_enabled')}
              label={t('organizations.fields.recording_enabled')}
              hint={t('organizations.form.recordingHint')}
            >
              <Checkbox id={id('recording_enabled')} {...form.register('recording_enabled')} />
            </CheckboxField>
            <CheckboxField id={id('is_active')} label={t('organizations.fields.is_active')}>
              <Checkbox id={id('is_active')} {...form.register('is_active')} />
            </CheckboxField>
          </div>
          <Field
            id={id('voicemail_greeting')}
            label={t('organizations.fields.voicemail_greeting')}
            error={errors.voicemail_greeting?.message}
            hint={t('organizations.form.voicemailGreetingHint')}
            className="sm:col-span-2"
          >
            {(aria) => <Textarea {...aria} {...form.register('voicemail_greeting')} rows={3} />}
          </Field>
        </FormSection>
      </Card>
      <FormFooter>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('common.save')}
        </Button>
      </FormFooter>
      <UnsavedChangesGuard dirty={isDirty} saved={saved} />
    </form>
  );
}
