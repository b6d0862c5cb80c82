import {
  type CreateLeadInput,
  createLeadSchema,
  LEAD_CONVERTED_STATUS,
  type Lead,
  updateLeadSchema,
} from '@aurora/contracts/leads';
import type { Definition, Status } from '@aurora/contracts/reference';
import { Controller, FormProvider } from 'react-hook-form';
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
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useDefinitions, useStatuses } from '../../../entities/reference/reference-data';
import { OwnerField } from '../../../entities/users/owner-field';
import { useSession } from '../../../lib/session-store';

/** What the inputs hold: text and numbers as strings ('' for empty), turned into the API's shape on submit. */
export type LeadFormValues = ReachValues & {
  first_name: string;
  last_name: string;
  status: string;
  source: string;
  owner_id: string;
  do_not_call: boolean;
  destinations: string[];
  travel_start: string;
  travel_end: string;
  date_flexibility_days: string;
  adults: string;
  children: string;
  infants: string;
  budget_amount: string;
  budget_currency: string;
  purpose: string;
  next_action_at: string;
  lost_reason: string;
  /** Create only: a first note, saved on the new lead. */
  note: string;
};

export type LeadPayload = z.output<typeof createLeadSchema> | z.output<typeof updateLeadSchema>;

const FIELDS = [
  'first_name',
  'last_name',
  ...REACH_FIELD_NAMES,
  'status',
  'source',
  'owner_id',
  'do_not_call',
  'destinations',
  'travel_start',
  'travel_end',
  'date_flexibility_days',
  'adults',
  'children',
  'infants',
  'budget_amount',
  'budget_currency',
  'purpose',
  'next_action_at',
  'lost_reason',
] as const satisfies ReadonlyArray<keyof LeadFormValues>;

const FLEXIBILITY_DAYS = [0, 1, 2, 3, 7, 14, 30];

const integerOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Form values -> the contract's input; the contract schema then validates and normalises it. */
export function leadPayloadOf(values: LeadFormValues): CreateLeadInput {
  const { note: _note, ...fields } = values;
  return {
    ...fields,
    // Row types come from selects of the contract's values; the schema checks them anyway.
    phones: values.phones as CreateLeadInput['phones'],
    emails: values.emails as CreateLeadInput['emails'],
    owner_id: values.owner_id ? Number(values.owner_id) : null,
    date_flexibility_days: integerOrNull(values.date_flexibility_days),
    adults: integerOrNull(values.adults) ?? 0,
    children: integerOrNull(values.children) ?? 0,
    infants: integerOrNull(values.infants) ?? 0,
    budget_amount: values.budget_amount.trim() || null,
    budget_currency: values.budget_currency || null,
  };
}

export function leadFormDefaults(lead?: Lead, ownerId?: number | null): LeadFormValues {
  return {
    first_name: lead?.first_name ?? '',
    last_name: lead?.last_name ?? '',
    ...reachDefaults(lead),
    status: lead?.status ?? 'new',
    source: lead?.source ?? '',
    owner_id: lead ? String(lead.owner?.id ?? '') : ownerId ? String(ownerId) : '',
    do_not_call: lead?.do_not_call ?? false,
    destinations: lead?.destinations ?? [],
    travel_start: lead?.travel_start ?? '',
    travel_end: lead?.travel_end ?? '',
    date_flexibility_days: lead?.date_flexibility_days?.toString() ?? '',
    adults: String(lead?.adults ?? 1),
    children: String(lead?.children ?? 0),
    infants: String(lead?.infants ?? 0),
    budget_amount: lead?.budget_amount ?? '',
    budget_currency: lead?.budget_currency ?? '',
    purpose: lead?.purpose ?? '',
    next_action_at: lead?.next_action_at ?? '',
    lost_reason: lead?.lost_reason ?? '',
    note: '',
  };
}

/** Statuses a form may set: every lead status but "converted", which only the convert action sets. */
const settableStatuses = (statuses: Status[] | undefined, current: string) =>
  (statuses ?? []).filter((status) => status.key !== LEAD_CONVERTED_STATUS || status.key === current);

type LeadFormProps = {
  mode: 'create' | 'edit';
  lead?: Lead;
  /** Saves; an ApiError 422 is shown on the fields, any other error above the form. */
  onSubmit: (values: LeadPayload, extras: { note: string }) => Promise<void>;
  onCancel: () => void;
  /** Values a new lead starts with (the number of a call from an unknown caller). */
  prefill?: Partial<LeadFormValues> | undefined;
};

/** The one form for creating and editing a lead. */
export function LeadForm({ mode, lead, onSubmit, onCancel, prefill }: LeadFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const statuses = useStatuses('lead');
  const sources = useDefinitions('lead_sources');
  const purposes = useDefinitions('trip_types');
  const lostReasons = useDefinitions('lost_reasons');
  const { form, submit, saved, id, text } = useRecordForm<LeadFormValues, CreateLeadInput, LeadPayload>({
    idPrefix: 'lead',
    payloadOf: leadPayloadOf,
    schema: mode === 'create' ? createLeadSchema : updateLeadSchema,
    defaultValues: { ...leadFormDefaults(lead, user?.id), ...prefill },
    fields: FIELDS,
    onSubmit: (values, inputs) => onSubmit(values, { note: inputs.note }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const status = form.watch('status');

  const count = (name: 'adults' | 'children' | 'infants', label: string, max: number) => (
    <Field id={id(name)} label={label} error={errors[name]?.message}>
      {(aria) => (
        <Input {...aria} {...form.register(name)} type="number" min={0} max={max} inputMode="numeric" />
      )}
    </Field>
  );
  // A definitions list's choice, keeping a stored key the list no longer holds.
  const definitionSelect = (name: 'source' | 'purpose', definitions: Definition[] | undefined) => (
    <Field id={id(name)} label={t(`leadForm.fields.${name}`)} error={errors[name]?.message}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select {...aria} {...field}>
              <option value="">{t('leadForm.none')}</option>
              {field.value && !definitions?.some((item) => item.key === field.value) ? (
                <option value={field.value}>{field.value}</option>
              ) : null}
              {definitions?.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.label}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </Field>
  );
  const flexibility = form.watch('date_flexibility_days');
  const flexibilityOptions =
    flexibility && !FLEXIBILITY_DAYS.includes(Number(flexibility))
      ? [...FLEXIBILITY_DAYS, Number(flexibility)]
      : FLEXIBILITY_DAYS;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'leadForm.createLabel' : 'leadForm.editLabel')}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        <Card>
          <FormSection title={t('leadForm.sections.person')} description={t('leadForm.sections.personHint')}>
            {text('first_name', t('leadForm.fields.first_name'), { required: true, autoComplete: 'off' })}
            {text('last_name', t('leadForm.fields.last_name'))}
            <ReachFields module="leads" idPrefix="lead" checkDuplicates={mode === 'create'} />
          </FormSection>
          <FormSection
            title={t('leadForm.sections.pipeline')}
            description={t('leadForm.sections.pipelineHint')}
          >
            <Field
              id={id('status')}
              label={t('leadForm.fields.status')}
              error={errors.status?.message}
              required
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <Select {...aria} {...field} disabled={statuses.isPending}>
                      {statuses.data?.some((item) => item.key === field.value) ? null : (
                        <option value={field.value}>{field.value}</option>
                      )}
                      {settableStatuses(statuses.data, lead?.status ?? '').map((item) => (
                        <option key={item.key} value={item.key}>
                          {item.name}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              )}
            </Field>
            {definitionSelect('source', sources.data)}
            <OwnerField id={id('owner_id')} current={lead?.owner} hint={t('leadForm.ownerHint')} />
            {text('next_action_at', t('leadForm.fields.next_action_at'), { type: 'date' })}
            {status === 'lost' || lead?.lost_reason ? (
              <Field
                id={id('lost_reason')}
                label={t('leadForm.fields.lost_reason')}
                error={errors.lost_reason?.message}
              >
                {(aria) => (
                  <Select {...aria} {...form.register('lost_reason')}>
                    <option value="">{t('leadForm.none')}</option>
                    {lostReasons.data?.map((item) => (
                      <option key={item.key} value={item.key}>
                        {item.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : null}
            <div className="flex items-end pb-1.5 sm:col-span-2">
              <CheckboxField
                id={id('do_not_call')}
                label={t('leadForm.fields.do_not_call')}
                hint={t('leadForm.doNotCallHint')}
              >
                <Checkbox id={id('do_not_call')} {...form.register('do_not_call')} />
              </CheckboxField>
            </div>
          </FormSection>
          <FormSection title={t('leadForm.sections.trip')} description={t('leadForm.sections.tripHint')}>
            <TagsField
              id={id('destinations')}
              name="destinations"
              label={t('leadForm.fields.destinations')}
              hint={t('leadForm.destinationsHint')}
              max={20}
              placeholder={t('leadForm.destinationsPlaceholder')}
            />
            {text('travel_start', t('leadForm.fields.travel_start'), { type: 'date' })}
            {text('travel_end', t('leadForm.fields.travel_end'), { type: 'date' })}
            <Field
              id={id('date_flexibility_days')}
              label={t('leadForm.fields.date_flexibility_days')}
              error={errors.date_flexibility_days?.message}
            >
              {(aria) => (
                <Select {...aria} {...form.register('date_flexibility_days')}>
                  <option value="">{t('leadForm.none')}</option>
                  {flexibilityOptions.map((days) => (
                    <option key={days} value={String(days)}>
                      {days === 0 ? t('leadForm.exactDates') : t('leadForm.flexibleDays', { count: days })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {definitionSelect('purpose', purposes.data)}
            <div className="grid grid-cols-3 gap-3 sm:col-span-2">
              {count('adults', t('leadForm.fields.adults'), 50)}
              {count('children', t('leadForm.fields.children'), 50)}
              {count('infants', t('leadForm.fields.infants'), 20)}
            </div>
            {text('budget_amount', t('leadForm.fields.budget_amount'), { hint: t('leadForm.budgetHint') })}
            <CurrencyField
              id={id('budget_currency')}
              name="budget_currency"
              label={t('leadForm.fields.budget_currency')}
              emptyLabel={t('leadForm.none')}
            />
          </FormSection>
          {mode === 'create' ? (
            <FormSection title={t('leadForm.sections.note')} description={t('leadForm.sections.noteHint')}>
              <Field id={id('note')} label={t('leadForm.fields.note')} className="sm:col-span-2">
                {(aria) => <Textarea {...aria} {...form.register('note')} rows={3} />}
              </Field>
            </FormSection>
          ) : null}
        </Card>
        <RecordFormFooter
          mode={mode}
          createLabel={t('leadForm.create')}
          submitting={isSubmitting}
          onCancel={onCancel}
        />
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
