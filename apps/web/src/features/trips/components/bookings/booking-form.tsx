import { toMajorUnits } from '@aurora/contracts/money';
import { dayOffset } from '@aurora/contracts/time-zones';
import {
  BOARD_BASES,
  BOOKING_STATUSES,
  type Booking,
  type BookingType,
  DEADLINE_KINDS,
  SUPPLIER_PAYMENTS_MAX,
} from '@aurora/contracts/travel/bookings';
import type { Trip } from '@aurora/contracts/travel/trips';
import { Plus, Trash2, X } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CurrencyOptions } from '../../../../components/currency-options';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { Checkbox, Input, Select, Textarea } from '../../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../../components/ui/unsaved-changes-guard';
import { SupplierPicker } from '../../../../entities/suppliers/supplier-picker';
import { cn } from '../../../../lib/cn';
import { parseTypedAmount, useMoney } from '../../../../lib/money';
import { useServerSubmit } from '../../../../lib/use-server-submit';
import {
  BOOKING_FORM_FIELDS,
  type BookingFormValues,
  type BookingPayload,
  bookingFormDefaults,
  bookingResolver,
  emptyPayment,
  routeOf,
  SERVICE_FIELDS,
  type ServiceTextField,
  TIMED_TYPES,
  toFormErrors,
} from './booking-form-model';
import { BookingKindIcon } from './booking-kinds';
import { FlightSegments } from './flight-segments';
import { rememberAirline, rememberAirport } from './place-pickers';

type BookingFormProps = {
  formId: string;
  type: BookingType;
  trip: Trip;
  booking?: Booking | undefined;
  timeZone: string;
  onSubmit: (payload: BookingPayload) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  /** A new booking's kind can still be changed (back to the choice of kinds). */
  onChangeType?: (() => void) | undefined;
};

/** A titled group of the form's fields, on a grid of four columns. */
function Section({
  title,
  children,
  columns = 4,
}: {
  title: string;
  children: ReactNode;
  columns?: 1 | 2 | 4;
}) {
  return (
    <fieldset className="border-t border-neutral-200 pt-4 pb-5 first-of-type:border-t-0 first-of-type:pt-0 dark:border-neutral-800">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-neutral-900 dark:text-white">
        {title}
      </legend>
      <div className={cn('clear-both grid gap-3', GRIDS[columns])}>{children}</div>
    </fieldset>
  );
}

const GRIDS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 4: 'grid-cols-2 sm:grid-cols-4' } as const;

const span = {
  1: 'col-span-1',
  2: 'col-span-2',
  4: 'col-span-2 sm:col-span-4',
} as const;

/** The one form for adding a booking of any kind and editing it. */
export function BookingForm({
  formId,
  type,
  trip,
  booking,
  timeZone,
  onSubmit,
  onDirtyChange,
  onChangeType,
}: BookingFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { decimalsOf } = money;
  const mode = booking ? 'edit' : 'create';
  const defaults = useMemo(() => {
    // The airports and airlines of the saved segments name their cities and read their local times.
    if (booking?.details.type === 'flight') {
      for (const segment of booking.details.segments) {
        rememberAirport(segment.departure_airport);
        rememberAirport(segment.arrival_airport);
        rememberAirline(segment.marketing_carrier, segment.marketing_carrier_name);
        if (segment.operating_carrier)
          rememberAirline(segment.operating_carrier, segment.operating_carrier_name);
      }
    }
    return bookingFormDefaults(type, booking, { trip, timeZone, decimalsOf });
  }, [type, booking, trip, timeZone, decimalsOf]);
  const form = useForm<BookingFormValues, unknown, BookingPayload>({
    resolver: bookingResolver(mode, { timeZone, decimalsOf }),
    defaultValues: defaults,
  });
  const { errors, isDirty } = form.formState;
  const { submit, saved } = useServerSubmit(form, BOOKING_FORM_FIELDS, async (payload) => {
    try {
      await onSubmit(payload);
    } catch (error) {
      throw toFormErrors(error, form.getValues());
    }
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // A new booking starts at its title: the kind card it was chosen with is gone, and the focus with it.
  useEffect(() => {
    if (mode === 'create') form.setFocus('title');
  }, [form, mode]);

  const [supplier, setSupplier] = useState(booking?.supplier ?? null);
  const [supplierFilled, setSupplierFilled] = useState(false);
  const status = useWatch({ control: form.control, name: 'status' });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const commissionMode = useWatch({ control: form.control, name: 'commission_mode' });
  const segments = useWatch({ control: form.control, name: 'details.segments' });
  const [startsOn, endsOn, sell, rate] = useWatch({
    control: form.control,
    name: ['starts_on', 'ends_on', 'sell', 'commission_rate'],
  });
  const decimals = decimalsOf(currency);
  const zero = toMajorUnits(0, decimals);
  const flight = type === 'flight';
  const id = (name: string) => `booking-${name}`;
  const errorOf = (name: Parameters<typeof form.getFieldState>[0]) =>
    form.getFieldState(name, form.formState).error?.message;

  const text = (
    name: 'title' | 'confirmation_number' | `details.${ServiceTextField}` | 'details.pnr',
    label: string,
    options: {
      width?: keyof typeof span;
      hint?: string;
      required?: boolean;
      placeholder?: string;
      maxLength?: number;
      className?: string;
    } = {},
  ) => (
    <Field
      id={id(name)}
      label={label}
      error={errorOf(name)}
      hint={options.hint}
      required={options.required}
      className={span[options.width ?? 2]}
    >
      {(aria) => (
        <Input
          {...aria}
          {...form.register(name)}
          autoComplete="off"
          placeholder={options.placeholder}
          maxLength={options.maxLength}
          className={options.className}
        />
      )}
    </Field>
  );
  const amount = (
    name:
      | 'cost'
      | 'sell'
      | 'commission_amount'
      | 'commission_received'
      | 'cancellation_cost'
      | 'cancellation_sell',
    label: string,
    options: { hint?: string; width?: keyof typeof span } = {},
  ) => (
    <Field
      id={id(name)}
      label={label}
      error={errorOf(name)}
      hint={options.hint}
      className={span[options.width ?? 1]}
    >
      {(aria) => (
        <div className="relative">
          <Input
            {...aria}
            {...form.register(name)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={zero}
            className="pr-12 text-right tabular-nums"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-neutral-500 dark:text-neutral-400"
          >
            {currency}
          </span>
        </div>
      )}
    </Field>
  );
  const date = (
    name: 'starts_on' | 'ends_on' | 'commission_expected_on' | 'deadline_date',
    label: string,
    options: { hint?: string } = {},
  ) => (
    <Field id={id(name)} label={label} error={errorOf(name)} hint={options.hint} className="col-span-1">
      {(aria) => <Input {...aria} {...form.register(name)} type="date" className="tabular-nums" />}
    </Field>
  );
  const clock = (name: 'start_time' | 'end_time' | 'deadline_time', label: string) => (
    <Field id={id(name)} label={label} error={errorOf(name)} className="col-span-1">
      {(aria) => <Input {...aria} {...form.register(name)} type="time" className="tabular-nums" />}
    </Field>
  );

  const route = routeOf(
    (segments ?? [])
      .filter((segment) => segment.departure_airport && segment.arrival_airport)
      .map((segment) => ({
        departure: segment.departure_airport.toUpperCase(),
        arrival: segment.arrival_airport.toUpperCase(),
      })),
  );
  const nights = type === 'hotel' && startsOn && endsOn ? dayOffset(startsOn, endsOn) : null;
  const sellMinor = sell.trim() === '' ? 0 : parseTypedAmount(sell, decimals);
  const expected =
    commissionMode === 'rate' && sellMinor !== null && /^\d+(\.\d+)?$/.test(rate.trim())
      ? Math.round((sellMinor * Number(rate)) / 100)
      : null;

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'create' ? 'bookings.form.createTitle' : 'bookings.form.editTitle', {
          title: booking?.title ?? '',
        })}
      >
        <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
        <div className="mb-4 flex items-center gap-2.5">
          <BookingKindIcon type={type} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-neutral-900 dark:text-white">
              {t(`bookings.types.${type}`)}
            </p>
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              {t(`bookings.typeHints.${type}`)}
            </p>
          </div>
          {onChangeType ? (
            <Button size="sm" variant="ghost" onClick={onChangeType}>
              {t('bookings.form.changeType')}
            </Button>
          ) : null}
        </div>

        <Section title={t('bookings.form.sections.main')}>
          {text('title', t('bookings.form.fields.title'), {
            required: !flight,
            placeholder: flight ? route || undefined : undefined,
            hint: flight
              ? route
                ? t('bookings.form.flightTitleHint', { route })
                : t('bookings.form.flightTitleHintNoRoute')
              : t('bookings.form.titleHint'),
            maxLength: 200,
          })}
          <Field
            id={id('status')}
            label={t('bookings.form.fields.status')}
            error={errorOf('status')}
            className="col-span-1"
          >
            {(aria) => (
              <Select {...aria} {...form.register('status')}>
                {BOOKING_STATUSES.map((item) => (
                  <option key={item} value={item}>
                    {t(`bookings.statuses.${item}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {flight
            ? text('details.pnr', t('bookings.form.fields.pnr'), {
                width: 1,
                maxLength: 6,
                className: 'font-mono uppercase',
              })
            : text('confirmation_number', t('bookings.form.fields.confirmation_number'), {
                width: 1,
                maxLength: 50,
              })}
          <Field
            id={id('supplier_id')}
            label={t('bookings.form.fields.supplier')}
            error={errorOf('supplier_id')}
            hint={supplierFilled ? t('bookings.form.supplierDefaults') : undefined}
            className={span[flight ? 2 : 4]}
          >
            {(aria) =>
              supplier ? (
                <div className="flex h-8 items-center justify-between gap-2 rounded-md border border-neutral-300 pr-1 pl-2.5 text-sm dark:border-neutral-700">
                  <span className="truncate font-medium text-neutral-900 dark:text-white" id={aria.id}>
                    {supplier.name}
                  </span>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={t('bookings.form.changeSupplier', { name: supplier.name })}
                    onClick={() => {
                      setSupplier(null);
                      setSupplierFilled(false);
                      form.setValue('supplier_id', '', { shouldDirty: true });
                    }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              ) : (
                <SupplierPicker
                  label={t('bookings.form.searchSupplier')}
                  placeholder={t('bookings.form.searchSupplierPlaceholder')}
                  selectedKey={null}
                  aria-invalid={aria['aria-invalid']}
                  aria-describedby={aria['aria-describedby']}
                  empty={(searched) => (searched ? t('bookings.form.noSuppliers', { q: searched }) : null)}
                  onSelect={(picked) => {
                    setSupplier({ id: picked.id, name: picked.name });
                    form.setValue('supplier_id', String(picked.id), { shouldDirty: true });
                    form.clearErrors('supplier_id');
                    // A new choice brings its terms, unless the agent already set them.
                    let filled = false;
                    if (!form.getFieldState('currency').isDirty && picked.currency) {
                      form.setValue('currency', picked.currency, { shouldDirty: true });
                      filled = true;
                    }
                    const values = form.getValues();
                    if (
                      picked.commission_rate !== null &&
                      values.commission_rate.trim() === '' &&
                      values.commission_amount.trim() === ''
                    ) {
                      form.setValue('commission_mode', 'rate', { shouldDirty: true });
                      form.setValue('commission_rate', picked.commission_rate, { shouldDirty: true });
                      filled = true;
                    }
                    setSupplierFilled(filled);
                  }}
                />
              )
            }
          </Field>
          {flight
            ? text('confirmation_number', t('bookings.form.fields.confirmation_number'), {
                width: 2,
                maxLength: 50,
              })
            : null}
        </Section>

        {flight ? (
          <Section title={t('bookings.form.segments.title')} columns={1}>
            <FlightSegments />
          </Section>
        ) : (
          <>
            <Section title={t('bookings.form.sections.dates')}>
              {date('starts_on', t(`bookings.form.dates.${type}.starts_on`))}
              {TIMED_TYPES.includes(type) ? clock('start_time', t('bookings.form.times.start_time')) : null}
              {date('ends_on', t(`bookings.form.dates.${type}.ends_on`), {
                hint:
                  nights !== null && nights > 0 ? t('bookings.form.nights', { count: nights }) : undefined,
              })}
              {TIMED_TYPES.includes(type) ? clock('end_time', t('bookings.form.times.end_time')) : null}
            </Section>
            <Section title={t('bookings.form.sections.service')}>
              {type === 'hotel' ? (
                <>
                  {text('details.room_type', t('bookings.form.details.room_type'), { maxLength: 100 })}
                  <Field
                    id={id('details.rooms')}
                    label={t('bookings.form.details.rooms')}
                    error={errorOf('details.rooms')}
                    className="col-span-1"
                  >
                    {(aria) => (
                      <Input
                        {...aria}
                        {...form.register('details.rooms')}
                        type="number"
                        min={1}
                        max={100}
                        inputMode="numeric"
                      />
                    )}
                  </Field>
                  <Field
                    id={id('details.board_basis')}
                    label={t('bookings.form.details.board_basis')}
                    error={errorOf('details.board_basis')}
                    className="col-span-1"
                  >
                    {(aria) => (
                      <Select {...aria} {...form.register('details.board_basis')}>
                        {BOARD_BASES.map((basis) => (
                          <option key={basis} value={basis}>
                            {basis} · {t(`bookings.boardBases.${basis}`)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                </>
              ) : type === 'other' ? (
                <Field
                  id={id('details.description')}
                  label={t('bookings.form.details.description')}
                  error={errorOf('details.description')}
                  className={span[4]}
                >
                  {(aria) => (
                    <Textarea {...aria} {...form.register('details.description')} rows={2} maxLength={500} />
                  )}
                </Field>
              ) : (
                SERVICE_FIELDS[type].map((field) => (
                  <Fragment key={field}>
                    {text(`details.${field}`, t(`bookings.form.details.${field}`), {
                      width:
                        field === 'duration' ||
                        field === 'cabin' ||
                        field === 'car_class' ||
                        field === 'train_number' ||
                        field === 'coach_class'
                          ? 1
                          : 2,
                      placeholder:
                        field === 'duration' ? t('bookings.form.details.durationPlaceholder') : undefined,
                    })}
                  </Fragment>
                ))
              )}
            </Section>
          </>
        )}

        <TravellersSection flight={flight} />

        <Section title={t('bookings.form.sections.money')}>
          <Field
            id={id('quantity')}
            label={t('bookings.form.fields.quantity')}
            error={errorOf('quantity')}
            hint={t('bookings.form.quantityHint')}
            className="col-span-1"
          >
            {(aria) => (
              <Input
                {...aria}
                {...form.register('quantity')}
                type="number"
                min={1}
                max={1000}
                inputMode="numeric"
              />
            )}
          </Field>
          <Field
            id={id('currency')}
            label={t('bookings.form.fields.currency')}
            error={errorOf('currency')}
            hint={t('bookings.form.currencyHint', { currency: trip.currency })}
            className="col-span-1"
          >
            {(aria) => (
              <Select {...aria} {...form.register('currency')}>
                <CurrencyOptions value={currency} />
              </Select>
            )}
          </Field>
          {amount('cost', t('bookings.form.fields.cost'))}
          {amount('sell', t('bookings.form.fields.sell'))}
        </Section>

        <Section title={t('bookings.form.sections.commission')}>
          <div
            role="radiogroup"
            aria-label={t('bookings.form.commissionMode')}
            className={cn(span[2], 'flex flex-col gap-1.5')}
          >
            <span className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
              {t('bookings.form.commissionMode')}
            </span>
            <div className="inline-flex h-8 w-fit rounded-md border border-neutral-300 p-0.5 dark:border-neutral-700">
              {(['rate', 'amount'] as const).map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-center rounded px-2.5 text-xs font-medium text-neutral-600 has-focus-visible:outline-2 has-focus-visible:outline-primary-500 dark:text-neutral-300',
                    commissionMode === option &&
                      'bg-primary-600 text-white dark:bg-primary-500 dark:text-white',
                  )}
                >
                  <input
                    type="radio"
                    value={option}
                    {...form.register('commission_mode')}
                    className="sr-only"
                  />
                  {t(`bookings.form.commissionModes.${option}`)}
                </label>
              ))}
            </div>
          </div>
          {commissionMode === 'rate' ? (
            <Field
              id={id('commission_rate')}
              label={t('bookings.form.fields.commission_rate')}
              error={errorOf('commission_rate')}
              hint={
                expected !== null
                  ? t('bookings.form.commissionExpected', { amount: money.format(expected, currency) })
                  : undefined
              }
              className="col-span-2"
            >
              {(aria) => (
                <Input
                  {...aria}
                  {...form.register('commission_rate')}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="10"
                  className="tabular-nums"
                />
              )}
            </Field>
          ) : (
            amount('commission_amount', t('bookings.form.fields.commission_amount'), { width: 2 })
          )}
          {date('commission_expected_on', t('bookings.form.fields.commission_expected_on'))}
          {amount('commission_received', t('bookings.form.fields.commission_received'))}
        </Section>

        <PaymentsSection currency={currency} zero={zero} />

        <Section title={t('bookings.form.sections.deadline')}>
          <Field
            id={id('deadline_kind')}
            label={t('bookings.form.fields.deadline_kind')}
            error={errorOf('deadline_kind')}
            className="col-span-2"
          >
            {(aria) => (
              <Select {...aria} {...form.register('deadline_kind')}>
                {DEADLINE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`bookings.deadlineKinds.${kind}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {date('deadline_date', t('bookings.form.fields.deadline_date'))}
          {clock('deadline_time', t('bookings.form.fields.deadline_time'))}
          <p className="col-span-2 -mt-1 text-xs text-neutral-500 sm:col-span-4 dark:text-neutral-400">
            {t('bookings.form.deadlineHint', { zone: timeZone.replace(/_/g, ' ') })}
          </p>
        </Section>

        {status === 'cancelled' ? (
          <Section title={t('bookings.form.sections.cancellation')}>
            <p className="col-span-2 text-xs text-neutral-600 sm:col-span-4 dark:text-neutral-400">
              {t('bookings.form.cancellationHint')}
            </p>
            {amount('cancellation_cost', t('bookings.form.fields.cancellation_cost'), { width: 2 })}
            {amount('cancellation_sell', t('bookings.form.fields.cancellation_sell'), { width: 2 })}
          </Section>
        ) : null}

        <Section title={t('bookings.form.sections.notes')}>
          <Field
            id={id('notes')}
            label={t('bookings.form.fields.notes')}
            error={errorOf('notes')}
            className={span[4]}
          >
            {(aria) => <Textarea {...aria} {...form.register('notes')} rows={3} maxLength={2000} />}
          </Field>
        </Section>
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
    </FormProvider>
  );
}

/** Who the booking covers: the trip's travellers, ticked; a flight's ticket number for each. */
function TravellersSection({ flight }: { flight: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<BookingFormValues>();
  const travellers = useWatch({ control: form.control, name: 'travellers' });
  const { error } = form.getFieldState('travellers', form.formState);
  return (
    <Section title={t('bookings.form.sections.travellers')} columns={2}>
      {travellers.length === 0 ? (
        <p className="col-span-2 text-sm text-neutral-500 dark:text-neutral-400">
          {t('bookings.form.noTripTravellers')}
        </p>
      ) : (
        travellers.map((traveller, index) => {
          const rowError =
            form.getFieldState(`travellers.${index}.contact_id`, form.formState).error?.message ??
            form.getFieldState(`travellers.${index}.ticket_number`, form.formState).error?.message;
          const ticketId = `booking-travellers-${index}-ticket`;
          return (
            <div key={traveller.contact_id} className="flex flex-col gap-1">
              <div className="flex min-h-8 items-center gap-2">
                <Checkbox
                  id={`booking-travellers-${index}`}
                  {...form.register(`travellers.${index}.selected`)}
                />
                <label
                  htmlFor={`booking-travellers-${index}`}
                  className="min-w-0 flex-1 cursor-pointer truncate text-sm text-neutral-800 dark:text-neutral-200"
                >
                  {traveller.name}
                </label>
                {flight && traveller.selected ? (
                  <div className="w-44 shrink-0">
                    <Input
                      {...form.register(`travellers.${index}.ticket_number`)}
                      id={ticketId}
                      aria-label={t('bookings.form.fields.ticket_number', { name: traveller.name })}
                      aria-invalid={rowError ? true : undefined}
                      aria-describedby={rowError ? `${ticketId}-error` : undefined}
                      placeholder={t('bookings.form.ticketHint')}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={17}
                      className="font-mono tabular-nums"
                    />
                  </div>
                ) : null}
              </div>
              {rowError ? (
                <p id={`${ticketId}-error`} className="text-xs text-error-600 dark:text-error-400">
                  {rowError}
                </p>
              ) : null}
            </div>
          );
        })
      )}
      {error?.message ? (
        <p className="col-span-2 text-xs text-error-600 dark:text-error-400">{error.message}</p>
      ) : null}
    </Section>
  );
}

/** A paid payment's reference (the transfer's number); there is none to give before it is paid. */
function PaymentReference({ index, id, error }: { index: number; id: string; error: string | undefined }) {
  const { t } = useTranslation();
  const form = useFormContext<BookingFormValues>();
  const paid = Boolean(
    useWatch({ control: form.control, name: `supplier_payments.${index}.paid_on` })?.trim(),
  );
  return (
    <Field id={id} label={t('bookings.form.fields.reference')} error={error}>
      {(aria) => (
        <Input
          {...aria}
          {...form.register(`supplier_payments.${index}.reference`)}
          maxLength={100}
          autoComplete="off"
          disabled={!paid}
          placeholder={paid ? undefined : t('bookings.form.referenceWhenPaid')}
        />
      )}
    </Field>
  );
}

/** The payments the agency owes the supplier for this booking: due date, amount, when paid. */
function PaymentsSection({ currency, zero }: { currency: string; zero: string }) {
  const { t } = useTranslation();
  const form = useFormContext<BookingFormValues>();
  const payments = useFieldArray({ control: form.control, name: 'supplier_payments' });
  const errorOf = (name: `supplier_payments.${number}.${'due_on' | 'amount' | 'paid_on' | 'reference'}`) =>
    form.getFieldState(name, form.formState).error?.message;
  const listError = form.getFieldState('supplier_payments', form.formState).error;
  return (
    <Section title={t('bookings.form.sections.payments')} columns={1}>
      <div className="flex flex-col gap-2">
        {payments.fields.length === 0 ? (
          <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('bookings.form.noPayments')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {payments.fields.map((field, index) => {
              const number = index + 1;
              const id = (name: string) => `booking-payment-${index}-${name}`;
              return (
                <li
                  key={field.id}
                  className="grid grid-cols-[1fr_1fr_1fr_1fr_auto] items-start gap-3"
                  aria-label={t('bookings.form.payment', { number })}
                >
                  <Field
                    id={id('due_on')}
                    label={t('bookings.form.fields.due_on')}
                    error={errorOf(`supplier_payments.${index}.due_on`)}
                  >
                    {(aria) => (
                      <Input {...aria} {...form.register(`supplier_payments.${index}.due_on`)} type="date" />
                    )}
                  </Field>
                  <Field
                    id={id('amount')}
                    label={t('bookings.form.fields.amount')}
                    error={errorOf(`supplier_payments.${index}.amount`)}
                  >
                    {(aria) => (
                      <div className="relative">
                        <Input
                          {...aria}
                          {...form.register(`supplier_payments.${index}.amount`)}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder={zero}
                          className="pr-12 text-right tabular-nums"
                        />
                        <span
                          aria-hidden="true"
                          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-neutral-500 dark:text-neutral-400"
                        >
                          {currency}
                        </span>
                      </div>
                    )}
                  </Field>
                  <Field
                    id={id('paid_on')}
                    label={t('bookings.form.fields.paid_on')}
                    error={errorOf(`supplier_payments.${index}.paid_on`)}
                  >
                    {(aria) => (
                      <Input {...aria} {...form.register(`supplier_payments.${index}.paid_on`)} type="date" />
                    )}
                  </Field>
                  <PaymentReference
                    index={index}
                    id={id('reference')}
                    error={errorOf(`supplier_payments.${index}.reference`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="mt-6"
                    onClick={() => payments.remove(index)}
                    aria-label={t('bookings.form.removePayment', { number })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        {(listError?.message ?? listError?.root?.message) ? (
          <p className="text-xs text-error-600 dark:text-error-400">
            {listError?.message ?? listError?.root?.message}
          </p>
        ) : null}
        <div>
          <Button
            size="sm"
            onClick={() => payments.append(emptyPayment())}
            disabled={payments.fields.length >= SUPPLIER_PAYMENTS_MAX}
          >
            <Plus aria-hidden="true" />
            {t('bookings.form.addPayment')}
          </Button>
        </div>
      </div>
    </Section>
  );
}
