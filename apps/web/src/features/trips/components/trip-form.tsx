import { toMajorUnits } from '@aurora/contracts/money';
import type { RecordRef } from '@aurora/contracts/records';
import {
  type CreateTripInput,
  createTripSchema,
  TRIP_DESTINATIONS_MAX,
  TRIP_MOVES,
  TRIP_NOTES_MAX,
  type Trip,
  type TripStatus,
  updateTripSchema,
} from '@aurora/contracts/travel/trips';
import type { TFunction } from 'i18next';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { CurrencyField, TagsField } from '../../../components/record/form-fields';
import { RecordFormFooter, useRecordForm } from '../../../components/record/record-form';
import { recordLink } from '../../../components/record/record-types';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormAlert, FormSection } from '../../../components/ui/form-layout';
import { Select, Textarea } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { ClientField } from '../../../entities/clients/client-field';
import { OwnerField } from '../../../entities/users/owner-field';
import { parseTypedAmount, useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';
import { useSession } from '../../../lib/session-store';
import { TravellersField } from './travellers-field';
import { useTripReference } from './use-trip-reference';

/** What the inputs hold: strings ('' for empty) and lists, turned into the API's shape on submit. */
export type TripFormValues = {
  title: string;
  client_id: string;
  traveller_ids: string[];
  destinations: string[];
  start_date: string;
  end_date: string;
  status: string;
  trip_type: string;
  owner_id: string;
  currency: string;
  /** Major units as typed ("4,500.50"). */
  budget: string;
  notes_internal: string;
  notes_for_client: string;
};

export type TripPayload = z.output<typeof createTripSchema> | z.output<typeof updateTripSchema>;

const FIELDS = [
  'title',
  'client_id',
  'traveller_ids',
  'destinations',
  'start_date',
  'end_date',
  'status',
  'trip_type',
  'owner_id',
  'currency',
  'budget',
  'notes_internal',
  'notes_for_client',
] as const satisfies ReadonlyArray<keyof TripFormValues>;

/** The statuses a new trip may start in (the contract's create schema). */
const CREATE_STATUSES: readonly TripStatus[] = ['inquiry', 'quoted', 'confirmed'];

/** The statuses the form offers: a new trip's starting ones, or the current one and its moves. */
export const statusChoices = (current: TripStatus | null): readonly TripStatus[] =>
  current ? [current, ...TRIP_MOVES[current]] : CREATE_STATUSES;

/** Form values -> the contract's input; the contract schema then validates and normalises it. */
export function tripPayloadOf(
  values: TripFormValues,
  decimals: number,
  opportunityId: number | null = null,
): CreateTripInput {
  const budget = values.budget.trim() === '' ? null : parseTypedAmount(values.budget, decimals);
  return {
    title: values.title,
    // Empty: the form's own check names it (a deal would otherwise lend its client).
    client_id: values.client_id ? Number(values.client_id) : undefined,
    traveller_ids: values.traveller_ids.map(Number),
    destinations: values.destinations,
    start_date: values.start_date,
    end_date: values.end_date,
    status: values.status as CreateTripInput['status'],
    trip_type: values.trip_type,
    owner_id: values.owner_id ? Number(values.owner_id) : null,
    currency: values.currency,
    // NaN fails the schema with its own message, where "minor units" would confuse a person.
    budget: budget === null && values.budget.trim() !== '' ? Number.NaN : budget,
    notes_internal: values.notes_internal,
    notes_for_client: values.notes_for_client,
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  };
}

type Checked = { client_id?: number | undefined; start_date?: string | null; end_date?: string | null };

/**
 * What a person must give beyond the contract: a client, and dates in order. Checked even when
 * other fields fail (a refinement would wait for them), so every mistake shows at once.
 */
function withFormChecks<Schema extends z.ZodType<Checked>>(schema: Schema, t: TFunction) {
  const always = { when: () => true };
  return schema
    .refine((payload) => Boolean(payload.client_id), {
      ...always,
      path: ['client_id'],
      message: t('tripForm.clientRequired'),
    })
    .refine((payload) => !(payload.start_date && payload.end_date && payload.end_date < payload.start_date), {
      ...always,
      path: ['end_date'],
      message: t('tripForm.endBeforeStart'),
    });
}

/** What the form starts with when it is opened from a deal (`?opportunity_id=`) or a client page. */
export type TripPrefill = {
  client?: RecordRef | undefined;
  deal?:
    | {
        id: number;
        title: string;
        client: RecordRef;
        primary_contact: RecordRef | null;
        amount: number;
        currency: string;
      }
    | undefined;
};

export function tripFormDefaults(
  trip: Trip | undefined,
  defaults: {
    ownerId: number | null;
    currency: string;
    prefill: TripPrefill;
    decimalsOf: (currency: string) => number;
  },
): TripFormValues {
  const { deal, client } = defaults.prefill;
  const currency = trip?.currency ?? deal?.currency ?? defaults.currency;
  const budget = trip ? trip.budget : deal && deal.amount > 0 ? deal.amount : null;
  return {
    title: trip?.title ?? deal?.title ?? '',
    client_id: String(trip?.client.id ?? deal?.client.id ?? client?.id ?? ''),
    traveller_ids: trip
      ? trip.travellers.map((traveller) => String(traveller.id))
      : deal?.primary_contact
        ? [String(deal.primary_contact.id)]
        : [],
    destinations: trip?.destinations ?? [],
    start_date: trip?.start_date ?? '',
    end_date: trip?.end_date ?? '',
    status: trip?.status ?? 'inquiry',
    trip_type: trip?.trip_type ?? '',
    owner_id: trip ? String(trip.owner?.id ?? '') : defaults.ownerId ? String(defaults.ownerId) : '',
    currency,
    budget: budget !== null ? toMajorUnits(budget, defaults.decimalsOf(currency)) : '',
    notes_internal: trip?.notes_internal ?? '',
    notes_for_client: trip?.notes_for_client ?? '',
  };
}

type TripFormProps = {
  mode: 'create' | 'edit';
  trip?: Trip;
  prefill?: TripPrefill;
  /** Saves; an ApiError 422 is shown on the fields, any other error above the form. */
  onSubmit: (values: TripPayload) => Promise<void>;
  onCancel: () => void;
};

/** The one form for creating and editing a trip. */
export function TripForm({ mode, trip, prefill = {}, onSubmit, onCancel }: TripFormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const organization = useOrganizations().current;
  const base = `/${useParams().orgCode ?? ''}`;
  const reference = useTripReference();
  const { decimalsOf } = useMoney();
  const deal = mode === 'create' ? prefill.deal : undefined;
  const { form, submit, saved, id, text } = useRecordForm<TripFormValues, CreateTripInput, TripPayload>({
    idPrefix: 'trip',
    payloadOf: (values) => tripPayloadOf(values, decimalsOf(values.currency), deal?.id ?? null),
    schema:
      mode === 'create'
        ? withFormChecks(createTripSchema, t)
        : (withFormChecks(updateTripSchema, t) as z.ZodType<TripPayload>),
    defaultValues: tripFormDefaults(trip, {
      ownerId: user?.id ?? null,
      currency: organization?.default_currency ?? 'USD',
      prefill,
      decimalsOf,
    }),
    fields: FIELDS,
    onSubmit: (values) => onSubmit(values),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [client, setClient] = useState<RecordRef | null>(
    trip?.client ?? deal?.client ?? prefill.client ?? null,
  );
  const statuses = statusChoices(trip?.status ?? null);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'tripForm.createLabel' : 'tripForm.editLabel')}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        {deal ? (
          <div className="mb-4 flex items-start gap-2.5 rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-sm text-success-900 dark:border-success-500/30 dark:bg-success-500/10 dark:text-success-100">
            <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              {t('tripForm.fromDeal')}{' '}
              <Link to={recordLink(base, 'opportunity', deal.id)} className="font-medium underline">
                {deal.title}
              </Link>
              <span className="block text-xs opacity-80">{t('tripForm.fromDealHint')}</span>
            </p>
          </div>
        ) : null}
        <Card>
          <FormSection title={t('tripForm.sections.trip')} description={t('tripForm.sections.tripHint')}>
            {text('title', t('tripForm.fields.title'), {
              required: true,
              className: 'sm:col-span-2',
              hint: t('tripForm.titleHint'),
              maxLength: 200,
            })}
            <Field
              id={id('client_id')}
              label={t('tripForm.fields.client_id')}
              error={errors.client_id?.message}
              required
              className="sm:col-span-2"
            >
              {(aria) => (
                <ClientField
                  id={id('client_id')}
                  value={client}
                  aria={aria}
                  onChange={(next) => {
                    setClient(next);
                    form.setValue('client_id', next ? String(next.id) : '', { shouldDirty: true });
                    // Travellers are the client's people: another client, other travellers.
                    form.setValue('traveller_ids', [], { shouldDirty: true });
                    if (next) form.clearErrors('client_id');
                  }}
                />
              )}
            </Field>
            <TravellersField id={id('traveller_ids')} client={client} current={trip?.travellers} />
            <TagsField
              id={id('destinations')}
              name="destinations"
              label={t('tripForm.fields.destinations')}
              hint={t('tripForm.destinationsHint')}
              placeholder={t('tripForm.destinationsPlaceholder')}
              max={TRIP_DESTINATIONS_MAX}
            />
            {text('start_date', t('tripForm.fields.start_date'), { type: 'date' })}
            {text('end_date', t('tripForm.fields.end_date'), { type: 'date' })}
          </FormSection>
          <FormSection title={t('tripForm.sections.work')} description={t('tripForm.sections.workHint')}>
            <Field
              id={id('status')}
              label={t('tripForm.fields.status')}
              error={errors.status?.message}
              hint={mode === 'edit' ? t('tripForm.statusHint') : t('tripForm.statusCreateHint')}
              required
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <Select {...aria} {...field}>
                      {statuses.map((status) => (
                        <option key={status} value={status}>
                          {reference.statusOf(status).name}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              )}
            </Field>
            <Field
              id={id('trip_type')}
              label={t('tripForm.fields.trip_type')}
              error={errors.trip_type?.message}
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="trip_type"
                  render={({ field }) => (
                    <Select {...aria} {...field} disabled={reference.typesLoading}>
                      <option value="">{t('tripForm.none')}</option>
                      {field.value &&
                      !reference.typeOptions.some((option) => option.value === field.value) ? (
                        <option value={field.value}>{reference.typeLabel(field.value)}</option>
                      ) : null}
                      {reference.typeOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              )}
            </Field>
            <OwnerField id={id('owner_id')} current={trip?.owner} hint={t('tripForm.ownerHint')} />
            <div className="hidden sm:block" />
            {text('budget', t('tripForm.fields.budget'), {
              hint: t('tripForm.budgetHint'),
              inputClassName: 'tabular-nums',
            })}
            <CurrencyField id={id('currency')} name="currency" label={t('tripForm.fields.currency')} />
          </FormSection>
          <FormSection title={t('tripForm.sections.notes')} description={t('tripForm.sections.notesHint')}>
            <Field
              id={id('notes_for_client')}
              label={t('tripForm.fields.notes_for_client')}
              error={errors.notes_for_client?.message}
              hint={t('tripForm.notesForClientHint')}
              className="sm:col-span-2"
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  {...form.register('notes_for_client')}
                  rows={4}
                  maxLength={TRIP_NOTES_MAX}
                />
              )}
            </Field>
            <Field
              id={id('notes_internal')}
              label={t('tripForm.fields.notes_internal')}
              error={errors.notes_internal?.message}
              hint={t('tripForm.notesInternalHint')}
              className="sm:col-span-2"
            >
              {(aria) => (
                <Textarea
                  {...aria}
                  {...form.register('notes_internal')}
                  rows={3}
                  maxLength={TRIP_NOTES_MAX}
                />
              )}
            </Field>
          </FormSection>
        </Card>
        <RecordFormFooter
          mode={mode}
          createLabel={t('tripForm.create')}
          submitting={isSubmitting}
          onCancel={onCancel}
        />
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
