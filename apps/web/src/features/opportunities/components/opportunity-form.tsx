import { toMajorUnits } from '@aurora/contracts/money';
import {
  type CreateOpportunityInput,
  createOpportunitySchema,
  type Opportunity,
  type UpdateOpportunityInput,
  updateOpportunitySchema,
} from '@aurora/contracts/opportunities';
import type { RecordRef } from '@aurora/contracts/records';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CurrencyField } from '../../../components/record/form-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, TextField, type TextFieldOptions } from '../../../components/ui/field';
import { FormAlert, FormFooter, FormSection } from '../../../components/ui/form-layout';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { ClientField } from '../../../entities/clients/client-field';
import { ClientContactOptions } from '../../../entities/contacts/client-contact-options';
import { useClientContacts } from '../../../entities/contacts/get-client-contacts';
import { TeamOptions } from '../../../entities/teams/team-options';
import { OwnerField } from '../../../entities/users/owner-field';
import { parseTypedAmount, useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';
import { useSession } from '../../../lib/session-store';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useOpportunityReference } from './use-opportunity-reference';

/** What the inputs hold: strings ('' for empty), turned into the API's shape on submit. */
type OpportunityFormValues = {
  title: string;
  client_id: string;
  primary_contact_id: string;
  stage: string;
  probability: string;
  /** Major units as typed ("4500.00"). */
  amount: string;
  currency: string;
  expected_close_date: string;
  source: string;
  owner_id: string;
  team_id: string;
  next_step: string;
  lost_reason: string;
  lost_note: string;
};

export type OpportunityPayload =
  | z.output<typeof createOpportunitySchema>
  | z.output<typeof updateOpportunitySchema>;

const FIELDS = [
  'title',
  'client_id',
  'primary_contact_id',
  'stage',
  'probability',
  'amount',
  'currency',
  'expected_close_date',
  'source',
  'owner_id',
  'team_id',
  'next_step',
  'lost_reason',
  'lost_note',
] as const satisfies ReadonlyArray<keyof OpportunityFormValues>;

const idOrNull = (value: string) => (value ? Number(value) : null);

/** Form values -> the contract's input; the contract schema then validates and normalises it. */
function opportunityPayloadOf(values: OpportunityFormValues, decimals: number): CreateOpportunityInput {
  const amount = values.amount.trim() === '' ? 0 : parseTypedAmount(values.amount, decimals);
  return {
    ...values,
    client_id: Number(values.client_id),
    primary_contact_id: idOrNull(values.primary_contact_id),
    probability: values.probability.trim() === '' ? null : Number(values.probability),
    // NaN fails the schema with its own message: "Must be an amount in minor units" would confuse.
    amount: amount ?? Number.NaN,
    owner_id: idOrNull(values.owner_id),
    team_id: idOrNull(values.team_id),
  };
}

/** The form's schema: its strings, in the currency's minor units, checked by the contract. */
function formSchema(mode: 'create' | 'edit', decimalsOf: (currency: string) => number) {
  const toPayload = (values: OpportunityFormValues) =>
    opportunityPayloadOf(values, decimalsOf(values.currency));
  return mode === 'create'
    ? z.custom<OpportunityFormValues>().transform(toPayload).pipe(createOpportunitySchema)
    : z
        .custom<OpportunityFormValues>()
        .transform((values): UpdateOpportunityInput => toPayload(values))
        .pipe(updateOpportunitySchema);
}

type OpportunityPrefill = { stage?: string | undefined; client?: RecordRef | undefined };

function opportunityFormDefaults(
  deal: Opportunity | undefined,
  defaults: {
    ownerId: number | null;
    currency: string;
    stage: string;
    prefill: OpportunityPrefill;
    decimalsOf: (currency: string) => number;
  },
): OpportunityFormValues {
  const currency = deal?.currency ?? defaults.currency;
  return {
    title: deal?.title ?? '',
    client_id: String(deal?.client.id ?? defaults.prefill.client?.id ?? ''),
    primary_contact_id: String(deal?.primary_contact?.id ?? ''),
    stage: deal?.stage ?? defaults.prefill.stage ?? defaults.stage,
    probability: deal?.probability_is_custom ? String(deal.probability) : '',
    amount: deal && deal.amount > 0 ? toMajorUnits(deal.amount, defaults.decimalsOf(currency)) : '',
    currency,
    expected_close_date: deal?.expected_close_date ?? '',
    source: deal?.source ?? '',
    owner_id: deal ? String(deal.owner?.id ?? '') : defaults.ownerId ? String(defaults.ownerId) : '',
    team_id: String(deal?.team?.id ?? ''),
    next_step: deal?.next_step ?? '',
    lost_reason: deal?.lost_reason ?? '',
    lost_note: deal?.lost_note ?? '',
  };
}

type OpportunityFormProps = {
  mode: 'create' | 'edit';
  deal?: Opportunity;
  prefill?: OpportunityPrefill;
  /** Saves; an ApiError 422 is shown on the fields, any other error above the form. */
  onSubmit: (values: OpportunityPayload) => Promise<void>;
  onCancel: () => void;
};

/** The one form for creating and editing a deal. */
export function OpportunityForm({ mode, deal, prefill = {}, onSubmit, onCancel }: OpportunityFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const organization = useOrganizations().current;
  const reference = useOpportunityReference();
  const { decimalsOf } = useMoney();
  const firstOpenStage = reference.stages.find((stage) => stage.stage_kind === 'open')?.key ?? '';
  const form = useForm<OpportunityFormValues, unknown, OpportunityPayload>({
    // The schemas take the contract's input; opportunityPayloadOf turns the inputs' strings into it first.
    resolver: zodResolver(formSchema(mode, decimalsOf)) as unknown as Resolver<
      OpportunityFormValues,
      unknown,
      OpportunityPayload
    >,
    defaultValues: opportunityFormDefaults(deal, {
      ownerId: user?.id ?? null,
      currency: organization?.default_currency ?? 'USD',
      stage: firstOpenStage,
      prefill,
      decimalsOf,
    }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { submit, saved } = useServerSubmit(form, FIELDS, onSubmit);
  const [client, setClient] = useState<RecordRef | null>(deal?.client ?? prefill.client ?? null);
  const contacts = useClientContacts(client?.id ?? null);
  // A new deal is with the client's primary contact unless another is picked.
  const primaryContact = contacts.data?.find((contact) => contact.is_primary);
  useEffect(() => {
    if (mode === 'create' && primaryContact && !form.getValues('primary_contact_id')) {
      form.setValue('primary_contact_id', String(primaryContact.id));
    }
  }, [form, mode, primaryContact]);

  // The stages arrive after the form on a cold cache: a new deal starts in the first open one.
  const stageKey = form.watch('stage');
  useEffect(() => {
    if (!form.getValues('stage') && firstOpenStage) form.setValue('stage', firstOpenStage);
  }, [form, firstOpenStage]);
  const stage = reference.stageOf(stageKey);
  const lost = stage?.stage_kind === 'lost';

  const id = (name: string) => `opportunity-${name}`;
  const text = (name: keyof OpportunityFormValues, label: string, options: TextFieldOptions = {}) => (
    <TextField form={form} name={name} id={id(name)} label={label} {...options} />
  );
  const choices = (
    name: 'source' | 'lost_reason',
    label: string,
    options: Array<{ value: string; label: string }>,
    required = false,
  ) => (
    <Field id={id(name)} label={label} error={errors[name]?.message} required={required}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select {...aria} {...field}>
              <option value="">{t('opportunityForm.none')}</option>
              {field.value && !options.some((option) => option.value === field.value) ? (
                <option value={field.value}>{field.value}</option>
              ) : null}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </Field>
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'opportunityForm.createLabel' : 'opportunityForm.editLabel')}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        <Card>
          <FormSection
            title={t('opportunityForm.sections.deal')}
            description={t('opportunityForm.sections.dealHint')}
          >
            {text('title', t('opportunityForm.fields.title'), {
              required: true,
              className: 'sm:col-span-2',
              hint: t('opportunityForm.titleHint'),
            })}
            <Field
              id={id('client_id')}
              label={t('opportunityForm.fields.client_id')}
              error={errors.client_id?.message}
              required
            >
              {(aria) => (
                <ClientField
                  id={id('client_id')}
                  value={client}
                  aria={aria}
                  onChange={(next) => {
                    setClient(next);
                    form.setValue('client_id', next ? String(next.id) : '', { shouldDirty: true });
                    form.setValue('primary_contact_id', '', { shouldDirty: true });
                    if (next) form.clearErrors('client_id');
                  }}
                />
              )}
            </Field>
            <Field
              id={id('primary_contact_id')}
              label={t('opportunityForm.fields.primary_contact_id')}
              error={errors.primary_contact_id?.message}
              hint={client ? undefined : t('opportunityForm.contactHint')}
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="primary_contact_id"
                  render={({ field }) => (
                    <Select {...aria} {...field} disabled={!client || contacts.isPending}>
                      <option value="">{t('opportunityForm.none')}</option>
                      <ClientContactOptions clientId={client?.id ?? null} current={deal?.primary_contact} />
                    </Select>
                  )}
                />
              )}
            </Field>
            {text('amount', t('opportunityForm.fields.amount'), {
              hint: t('opportunityForm.amountHint'),
              inputClassName: 'tabular-nums',
            })}
            <CurrencyField id={id('currency')} name="currency" label={t('opportunityForm.fields.currency')} />
            {text('expected_close_date', t('opportunityForm.fields.expected_close_date'), { type: 'date' })}
            {choices('source', t('opportunityForm.fields.source'), reference.sourceOptions)}
          </FormSection>
          <FormSection
            title={t('opportunityForm.sections.pipeline')}
            description={t('opportunityForm.sections.pipelineHint')}
          >
            <Field
              id={id('stage')}
              label={t('opportunityForm.fields.stage')}
              error={errors.stage?.message}
              required
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="stage"
                  render={({ field }) => (
                    <Select {...aria} {...field} disabled={reference.stagesLoading}>
                      {reference.stages.map((item) => (
                        <option key={item.key} value={item.key}>
                          {item.name}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              )}
            </Field>
            <Field
              id={id('probability')}
              label={t('opportunityForm.fields.probability')}
              error={errors.probability?.message}
              hint={
                stage?.probability !== null && stage?.probability !== undefined
                  ? t('opportunityForm.probabilityHint', {
                      stage: stage.name,
                      probability: String(stage.probability),
                    })
                  : undefined
              }
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...form.register('probability')}
                  type="number"
                  min={0}
                  max={100}
                  inputMode="numeric"
                  placeholder={stage?.probability?.toString() ?? ''}
                />
              )}
            </Field>
            {lost ? (
              <>
                {choices(
                  'lost_reason',
                  t('opportunityForm.fields.lost_reason'),
                  reference.lostReasonOptions,
                  true,
                )}
                <Field
                  id={id('lost_note')}
                  label={t('opportunityForm.fields.lost_note')}
                  error={errors.lost_note?.message}
                  className="sm:col-span-2"
                >
                  {(aria) => <Textarea {...aria} {...form.register('lost_note')} rows={2} maxLength={1000} />}
                </Field>
              </>
            ) : null}
            <OwnerField id={id('owner_id')} current={deal?.owner} hint={t('opportunityForm.ownerHint')} />
            <Field
              id={id('team_id')}
              label={t('opportunityForm.fields.team_id')}
              error={errors.team_id?.message}
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="team_id"
                  render={({ field }) => (
                    <Select {...aria} {...field}>
                      <option value="">{t('opportunityForm.none')}</option>
                      <TeamOptions organizationCode={organization?.code ?? null} current={deal?.team} />
                    </Select>
                  )}
                />
              )}
            </Field>
            {text('next_step', t('opportunityForm.fields.next_step'), {
              className: 'sm:col-span-2',
              hint: t('opportunityForm.nextStepHint'),
              maxLength: 200,
            })}
          </FormSection>
        </Card>
        <FormFooter>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {mode === 'create' ? t('opportunityForm.create') : t('common.save')}
          </Button>
        </FormFooter>
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
