import {
  type CreateInvoiceInput,
  createInvoiceSchema,
  type Invoice,
  type InvoiceLine,
  invoiceLine,
  invoiceTotals,
} from '@aurora/contracts/billing/invoices';
import type { RecordRef } from '@aurora/contracts/records';
import type { Trip } from '@aurora/contracts/travel/trips';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CurrencyField } from '../../../../components/record/form-fields';
import { RecordFormFooter, useRecordForm } from '../../../../components/record/record-form';
import { Card } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { FormAlert, FormSection } from '../../../../components/ui/form-layout';
import { Select, Textarea } from '../../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../../components/ui/unsaved-changes-guard';
import { ClientField } from '../../../../entities/clients/client-field';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useOrganizations } from '../../../../lib/organization-store';
import { useClientTrips } from '../../api/invoices/client-trips';
import {
  INVOICE_FORM_FIELDS,
  type InvoiceFormValues,
  invoiceFormDefaults,
  invoicePayloadOf,
} from './invoice-form-model';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { InvoiceScheduleEditor } from './invoice-schedule-editor';

export type InvoicePayload = z.output<typeof createInvoiceSchema>;

/**
 * What a person must give beyond the contract: a client, lines, and custom instalments that add
 * up to the total. Checked together, so every mistake shows at once.
 */
function withFormChecks(t: TFunction, write: (minor: number, currency: string) => string) {
  const always = { when: () => true };
  return createInvoiceSchema
    .refine((payload) => Boolean(payload.client_id), {
      ...always,
      path: ['client_id'],
      message: t('invoices.form.clientRequired'),
    })
    .refine((payload) => payload.lines.length > 0, {
      ...always,
      path: ['lines'],
      message: t('invoices.form.linesRequired'),
    })
    .superRefine((payload, context) => {
      const plan = payload.schedule;
      if (plan.type !== 'custom') return;
      let total: number;
      try {
        total = invoiceTotals(payload.lines.map((line) => invoiceLine(line))).total;
      } catch {
        return; // A line too large to price: the server names it.
      }
      const sum = plan.instalments.reduce((all, part) => all + (part.amount ?? 0), 0);
      if (sum !== total) {
        const currency = payload.currency ?? '';
        context.addIssue({
          code: 'custom',
          path: ['schedule', 'instalments'],
          message: t('validation.instalmentsOff', {
            sum: write(sum, currency),
            total: write(total, currency),
          }),
        });
      }
    });
}

/** A form section as wide as the card, its title above (the lines and the schedule need the width). */
function WideSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 border-b border-neutral-200 px-4 py-5 last:border-b-0 sm:px-6 dark:border-neutral-800">
      <div>
        <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{title}</h2>
        <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{description}</p>
      </div>
      {children}
    </div>
  );
}

/** The client's trips as a select (the trip sets the currency); without a client, a hint. */
function TripSelect({
  clientId,
  value,
  current,
  onChange,
  aria,
}: {
  clientId: number | null;
  value: string;
  current: RecordRef | null;
  onChange: (trip: Trip | null) => void;
  aria: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
}) {
  const { t } = useTranslation();
  const trips = useClientTrips(clientId);
  const list = trips.data?.data ?? [];
  return (
    <Select
      {...aria}
      value={value}
      disabled={clientId === null || trips.isPending}
      onChange={(event) => onChange(list.find((trip) => String(trip.id) === event.target.value) ?? null)}
    >
      <option value="">
        {clientId === null ? t('invoices.form.chooseClientFirst') : t('invoices.form.noTrip')}
      </option>
      {current && !list.some((trip) => trip.id === current.id) ? (
        <option value={String(current.id)}>{current.name}</option>
      ) : null}
      {list.map((trip) => (
        <option key={trip.id} value={String(trip.id)}>
          {trip.reference} · {trip.title}
        </option>
      ))}
    </Select>
  );
}

type InvoiceFormProps = {
  mode: 'create' | 'edit';
  invoice?: Invoice;
  /** From a trip: its client, currency and its bookings as lines. */
  prefill?: { client?: RecordRef | undefined; trip?: Trip | undefined; lines?: InvoiceLine[] | undefined };
  onSubmit: (values: InvoicePayload) => Promise<void>;
  onCancel: () => void;
};

/** The one form for a new invoice and a draft's edit. */
export function InvoiceForm({ mode, invoice, prefill = {}, onSubmit, onCancel }: InvoiceFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const organization = useOrganizations().current;
  const { form, submit, saved, id, text } = useRecordForm<
    InvoiceFormValues,
    CreateInvoiceInput,
    InvoicePayload
  >({
    idPrefix: 'invoice',
    payloadOf: (values) => invoicePayloadOf(values, money.decimalsOf(values.currency)),
    schema: withFormChecks(t, money.format),
    defaultValues: invoiceFormDefaults(invoice, {
      currency: prefill.trip?.currency ?? organization?.default_currency ?? 'USD',
      decimalsOf: money.decimalsOf,
      clientId: prefill.trip?.client.id ?? prefill.client?.id,
      tripId: prefill.trip?.id,
      lines: prefill.lines,
      today: format.today(),
    }),
    fields: INVOICE_FORM_FIELDS,
    onSubmit: (values) => onSubmit(values),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [client, setClient] = useState<RecordRef | null>(
    invoice?.client ?? prefill.trip?.client ?? prefill.client ?? null,
  );
  const [tripRef, setTripRef] = useState<RecordRef | null>(
    invoice?.trip ??
      (prefill.trip
        ? { id: prefill.trip.id, name: `${prefill.trip.reference} · ${prefill.trip.title}` }
        : null),
  );
  const tripId = useWatch({ control: form.control, name: 'trip_id' });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'invoices.form.createLabel' : 'invoices.form.editLabel')}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        <Card>
          <FormSection
            title={t('invoices.form.sections.who')}
            description={t('invoices.form.sections.whoHint')}
          >
            <Field
              id={id('client_id')}
              label={t('invoices.fields.client')}
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
                    // A trip is the client's: another client, no trip.
                    form.setValue('trip_id', '', { shouldDirty: true });
                    setTripRef(null);
                    if (next) form.clearErrors('client_id');
                  }}
                />
              )}
            </Field>
            <Field
              id={id('trip_id')}
              label={t('invoices.fields.trip')}
              error={errors.trip_id?.message}
              hint={t('invoices.form.tripHint')}
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="trip_id"
                  render={({ field }) => (
                    <TripSelect
                      clientId={client?.id ?? null}
                      value={field.value}
                      current={tripRef}
                      aria={aria}
                      onChange={(trip) => {
                        field.onChange(trip ? String(trip.id) : '');
                        setTripRef(trip ? { id: trip.id, name: `${trip.reference} · ${trip.title}` } : null);
                        // The trip's currency is the invoice's, unless one changes it after.
                        if (trip) form.setValue('currency', trip.currency, { shouldDirty: true });
                      }}
                    />
                  )}
                />
              )}
            </Field>
            <CurrencyField id={id('currency')} name="currency" label={t('invoices.fields.currency')} />
            {text('issue_date', t('invoices.fields.issue_date'), {
              type: 'date',
              hint: t('invoices.form.issueDateHint'),
            })}
          </FormSection>
          <WideSection
            title={t('invoices.form.sections.lines')}
            description={t('invoices.form.sections.linesHint')}
          >
            <InvoiceLinesEditor tripId={tripId ? Number(tripId) : null} />
          </WideSection>
          <WideSection
            title={t('invoices.form.sections.schedule')}
            description={t('invoices.form.sections.scheduleHint')}
          >
            <InvoiceScheduleEditor />
          </WideSection>
          <FormSection
            title={t('invoices.form.sections.notes')}
            description={t('invoices.form.sections.notesHint')}
          >
            <Field
              id={id('notes_for_client')}
              label={t('invoices.fields.notes_for_client')}
              error={errors.notes_for_client?.message}
              className="sm:col-span-2"
            >
              {(aria) => (
                <Textarea {...aria} {...form.register('notes_for_client')} rows={4} maxLength={5000} />
              )}
            </Field>
          </FormSection>
        </Card>
        <RecordFormFooter
          mode={mode}
          createLabel={t('invoices.form.create')}
          submitting={isSubmitting}
          onCancel={onCancel}
        />
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}
