import {
  CLIENT_TYPES,
  type Client,
  type CreateClientInput,
  createClientSchema,
  updateClientSchema,
} from '@aurora/contracts/clients';
import { Building2, Home, UserRound } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CurrencyField, TagsField } from '../../../components/record/form-fields';
import {
  REACH_FIELD_NAMES,
  ReachFields,
  type ReachValues,
  reachDefaults,
} from '../../../components/record/reach-fields';
import { RecordFormFooter, useRecordForm } from '../../../components/record/record-form';
import { Card } from '../../../components/ui/card';
import { CheckboxField, Field } from '../../../components/ui/field';
import { FormAlert, FormSection } from '../../../components/ui/form-layout';
import { Checkbox, Select } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { OwnerField } from '../../../entities/users/owner-field';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session-store';

// The radio covers its card, invisible: the whole card is the control (and stays testable by role).
const radioOverlay = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0';

export type ClientFormValues = ReachValues & {
  type: string;
  name: string;
  address_line: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  tax_id: string;
  preferred_language: string;
  preferred_currency: string;
  tags: string[];
  marketing_consent: boolean;
  owner_id: string;
};

export type ClientPayload = z.output<typeof createClientSchema> | z.output<typeof updateClientSchema>;

const FIELDS = [
  'type',
  'name',
  ...REACH_FIELD_NAMES,
  'address_line',
  'city',
  'region',
  'postal_code',
  'country',
  'tax_id',
  'preferred_language',
  'preferred_currency',
  'tags',
  'marketing_consent',
  'owner_id',
] as const satisfies ReadonlyArray<keyof ClientFormValues>;

/** Languages offered for a client (any `xx` or `xx-YY` is accepted by the API). */
export const CLIENT_LANGUAGES = ['es', 'en', 'pt', 'fr', 'de', 'it'] as const;

const TYPE_ICONS = { individual: UserRound, household: Home, company: Building2 } as const;

export function clientPayloadOf(values: ClientFormValues): CreateClientInput {
  return {
    ...values,
    // Types come from radios and selects of the contract's values; the schema checks them anyway.
    type: values.type as CreateClientInput['type'],
    phones: values.phones as CreateClientInput['phones'],
    emails: values.emails as CreateClientInput['emails'],
    country: values.country.trim() || null,
    preferred_language: values.preferred_language || null,
    preferred_currency: values.preferred_currency || null,
    owner_id: values.owner_id ? Number(values.owner_id) : null,
  };
}

export function clientFormDefaults(client?: Client, ownerId?: number | null): ClientFormValues {
  return {
    type: client?.type ?? 'individual',
    name: client?.name ?? '',
    ...reachDefaults(client),
    address_line: client?.address_line ?? '',
    city: client?.city ?? '',
    region: client?.region ?? '',
    postal_code: client?.postal_code ?? '',
    country: client?.country ?? '',
    tax_id: client?.tax_id ?? '',
    preferred_language: client?.preferred_language ?? '',
    preferred_currency: client?.preferred_currency ?? '',
    tags: client?.tags ?? [],
    marketing_consent: client?.marketing_consent ?? false,
    owner_id: client ? String(client.owner?.id ?? '') : ownerId ? String(ownerId) : '',
  };
}

type ClientFormProps = {
  mode: 'create' | 'edit';
  client?: Client;
  onSubmit: (values: ClientPayload) => Promise<void>;
  onCancel: () => void;
};

/** The one form for creating and editing a client. */
export function ClientForm({ mode, client, onSubmit, onCancel }: ClientFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { form, submit, saved, id, text } = useRecordForm<ClientFormValues, CreateClientInput, ClientPayload>(
    {
      idPrefix: 'client',
      payloadOf: clientPayloadOf,
      schema: mode === 'create' ? createClientSchema : updateClientSchema,
      defaultValues: clientFormDefaults(client, user?.id),
      fields: FIELDS,
      onSubmit,
    },
  );
  const { errors, isDirty, isSubmitting } = form.formState;
  const [type, language] = form.watch(['type', 'preferred_language']);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'clientForm.createLabel' : 'clientForm.editLabel')}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        <Card>
          <FormSection
            title={t('clientForm.sections.identity')}
            description={t('clientForm.sections.identityHint')}
          >
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
                {t('clientForm.fields.type')}
              </legend>
              <div className="grid grid-cols-3 gap-2">
                {CLIENT_TYPES.map((option) => {
                  const Icon = TYPE_ICONS[option];
                  return (
                    <label
                      key={option}
                      className={cn(
                        'relative flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500',
                        type === option
                          ? 'border-primary-500 bg-primary-50/60 text-primary-800 ring-1 ring-primary-500 dark:bg-primary-500/10 dark:text-primary-200'
                          : 'border-neutral-200 text-neutral-700 hover:bg-neutral-50 dark:border-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-800/50',
                      )}
                    >
                      <input
                        type="radio"
                        value={option}
                        className={radioOverlay}
                        {...form.register('type')}
                      />
                      <Icon aria-hidden="true" className="size-4" />
                      {t(`clientTypes.${option}`)}
                    </label>
                  );
                })}
              </div>
              {errors.type?.message ? (
                <p className="mt-1 text-xs text-error-600 dark:text-error-400">{errors.type.message}</p>
              ) : null}
            </fieldset>
            {text(
              'name',
              t(type === 'company' ? 'clientForm.fields.companyName' : 'clientForm.fields.name'),
              {
                required: true,
                className: 'sm:col-span-2',
                hint: type === 'household' ? t('clientForm.householdHint') : undefined,
              },
            )}
            {text('tax_id', t('clientForm.fields.tax_id'))}
            <OwnerField id={id('owner_id')} current={client?.owner} />
            <TagsField
              id={id('tags')}
              name="tags"
              label={t('clientForm.fields.tags')}
              hint={t('clientForm.tagsHint')}
              max={30}
              maxLength={40}
            />
          </FormSection>
          <FormSection
            title={t('clientForm.sections.contact')}
            description={t('clientForm.sections.contactHint')}
          >
            <ReachFields module="clients" idPrefix="client" checkDuplicates={mode === 'create'} />
          </FormSection>
          <FormSection
            title={t('clientForm.sections.address')}
            description={t('clientForm.sections.addressHint')}
          >
            {text('address_line', t('clientForm.fields.address_line'), { className: 'sm:col-span-2' })}
            {text('city', t('clientForm.fields.city'))}
            {text('region', t('clientForm.fields.region'))}
            {text('postal_code', t('clientForm.fields.postal_code'), { maxLength: 20 })}
            {text('country', t('clientForm.fields.country'), {
              maxLength: 2,
              hint: t('clientForm.countryHint'),
            })}
          </FormSection>
          <FormSection
            title={t('clientForm.sections.preferences')}
            description={t('clientForm.sections.preferencesHint')}
          >
            <Field
              id={id('preferred_language')}
              label={t('clientForm.fields.preferred_language')}
              error={errors.preferred_language?.message}
            >
              {(aria) => (
                <Select {...aria} {...form.register('preferred_language')}>
                  <option value="">{t('leadForm.none')}</option>
                  {language && !(CLIENT_LANGUAGES as readonly string[]).includes(language) ? (
                    <option value={language}>{language}</option>
                  ) : null}
                  {CLIENT_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`languages.${code}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <CurrencyField
              id={id('preferred_currency')}
              name="preferred_currency"
              label={t('clientForm.fields.preferred_currency')}
              emptyLabel={t('leadForm.none')}
            />
            <div className="sm:col-span-2">
              <CheckboxField
                id={id('marketing_consent')}
                label={t('clientForm.fields.marketing_consent')}
                hint={t('clientForm.marketingHint')}
              >
                <Checkbox id={id('marketing_consent')} {...form.register('marketing_consent')} />
              </CheckboxField>
            </div>
          </FormSection>
        </Card>
        <RecordFormFooter
          mode={mode}
          createLabel={t('clientForm.create')}
          submitting={isSubmitting}
          onCancel={onCancel}
        />
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
