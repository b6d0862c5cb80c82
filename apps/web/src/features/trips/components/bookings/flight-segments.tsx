import { isLocalDateTime, localToInstant, minutesBetween } from '@aurora/contracts/time-zones';
import { CABINS, FLIGHT_SEGMENTS_MAX } from '@aurora/contracts/travel/bookings';
import { ArrowDown, ArrowUp, Clock, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Select } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { type BookingFormValues, emptySegment, type SegmentValues } from './booking-form-model';
import { formatDuration } from './booking-format';
import { AirlinePicker, AirportPicker, airportOf } from './place-pickers';

type SegmentPath = `details.segments.${number}`;

/** The real time between two local times at two airports, once both are known. */
function legMinutes(
  from: { airport: string; local: string } | undefined,
  to: { airport: string; local: string } | undefined,
): number | null {
  if (!from || !to || !isLocalDateTime(from.local) || !isLocalDateTime(to.local)) return null;
  const start = airportOf(from.airport);
  const end = airportOf(to.airport);
  if (!start || !end) return null;
  const minutes = minutesBetween(
    localToInstant(from.local, start.time_zone),
    localToInstant(to.local, end.time_zone),
  );
  return Number.isNaN(minutes) ? null : minutes;
}

function SegmentCard({
  index,
  count,
  onRemove,
  onMove,
}: {
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation();
  const form = useFormContext<BookingFormValues>();
  const base: SegmentPath = `details.segments.${index}`;
  const segment = useWatch({ control: form.control, name: base }) as SegmentValues | undefined;
  const previous = useWatch({ control: form.control, name: `details.segments.${Math.max(index - 1, 0)}` }) as
    | SegmentValues
    | undefined;
  const id = (name: keyof SegmentValues) => `booking-segment-${index}-${name}`;
  const error = (name: keyof SegmentValues) =>
    form.getFieldState(`${base}.${name}`, form.formState).error?.message;
  const number = index + 1;
  const headingId = useId();
  const minutes = legMinutes(
    segment && { airport: segment.departure_airport, local: segment.departure_time },
    segment && { airport: segment.arrival_airport, local: segment.arrival_time },
  );
  const layover = legMinutes(
    index > 0 && previous ? { airport: previous.arrival_airport, local: previous.arrival_time } : undefined,
    segment && { airport: segment.departure_airport, local: segment.departure_time },
  );
  const cityHint = (code: string | undefined) => {
    const airport = code ? airportOf(code) : undefined;
    return airport ? t('bookings.form.segments.localTimeAt', { city: airport.city }) : undefined;
  };

  const text = (
    name: keyof SegmentValues,
    label: string,
    options: { className?: string; maxLength?: number } = {},
  ) => (
    <Field id={id(name)} label={label} error={error(name)} className={options.className}>
      {(aria) => (
        <Input
          {...aria}
          {...form.register(`${base}.${name}`)}
          autoComplete="off"
          spellCheck={false}
          maxLength={options.maxLength}
          className="uppercase placeholder:normal-case"
        />
      )}
    </Field>
  );
  const picker = (
    name: 'marketing_carrier' | 'operating_carrier' | 'departure_airport' | 'arrival_airport',
    label: string,
    className: string,
    hint?: string,
  ) => (
    <Field id={id(name)} label={label} error={error(name)} hint={hint} className={className}>
      {(aria) => (
        <Controller
          control={form.control}
          name={`${base}.${name}`}
          render={({ field }) => {
            const Picker = name.endsWith('carrier') ? AirlinePicker : AirportPicker;
            return (
              <Picker
                {...aria}
                label={label}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            );
          }}
        />
      )}
    </Field>
  );
  const localTime = (name: 'departure_time' | 'arrival_time', label: string, airport: string | undefined) => (
    <Field
      id={id(name)}
      label={label}
      error={error(name)}
      hint={cityHint(airport)}
      className="col-span-6 sm:col-span-4"
    >
      {(aria) => (
        <Input
          {...aria}
          {...form.register(`${base}.${name}`)}
          type="datetime-local"
          className="tabular-nums"
        />
      )}
    </Field>
  );

  return (
    // Named by its heading ("Segment 2"): its fields repeat the other segments' labels.
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-neutral-200 bg-neutral-50/60 p-3 dark:border-neutral-800 dark:bg-neutral-950/40"
    >
      {layover !== null && layover >= 0 ? (
        <p className="-mt-1 mb-2 flex items-center gap-1.5 text-xs text-neutral-500 dark:text-neutral-400">
          <Clock aria-hidden="true" className="size-3" />
          {t('bookings.form.segments.layover', { duration: formatDuration(layover, t) })}
        </p>
      ) : null}
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4
          id={headingId}
          className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
        >
          {t('bookings.form.segments.segment', { number })}
        </h4>
        <div className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('bookings.form.segments.moveUp', { number })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('bookings.form.segments.moveDown', { number })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={count === 1}
            onClick={onRemove}
            aria-label={t('bookings.form.segments.remove', { number })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-6 gap-3 sm:grid-cols-12">
        {picker(
          'marketing_carrier',
          t('bookings.form.segments.marketing_carrier'),
          'col-span-4 sm:col-span-4',
        )}
        {text('flight_number', t('bookings.form.segments.flight_number'), {
          className: 'col-span-2 sm:col-span-2',
          maxLength: 5,
        })}
        {picker(
          'operating_carrier',
          t('bookings.form.segments.operating_carrier'),
          'col-span-6 sm:col-span-3',
          t('bookings.form.segments.operatingHint'),
        )}
        <Field
          id={id('cabin')}
          label={t('bookings.form.segments.cabin')}
          error={error('cabin')}
          className="col-span-4 sm:col-span-3"
        >
          {(aria) => (
            <Select {...aria} {...form.register(`${base}.cabin`)}>
              {CABINS.map((cabin) => (
                <option key={cabin} value={cabin}>
                  {t(`bookings.cabins.${cabin}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {picker(
          'departure_airport',
          t('bookings.form.segments.departure_airport'),
          'col-span-6 sm:col-span-6',
        )}
        {text('departure_terminal', t('bookings.form.segments.departure_terminal'), {
          className: 'col-span-2 sm:col-span-2',
          maxLength: 10,
        })}
        {localTime('departure_time', t('bookings.form.segments.departure_time'), segment?.departure_airport)}
        {picker('arrival_airport', t('bookings.form.segments.arrival_airport'), 'col-span-6 sm:col-span-6')}
        {text('arrival_terminal', t('bookings.form.segments.arrival_terminal'), {
          className: 'col-span-2 sm:col-span-2',
          maxLength: 10,
        })}
        {localTime('arrival_time', t('bookings.form.segments.arrival_time'), segment?.arrival_airport)}
        {text('booking_class', t('bookings.form.segments.booking_class'), {
          className: 'col-span-2 sm:col-span-2',
          maxLength: 1,
        })}
        {text('fare_basis', t('bookings.form.segments.fare_basis'), {
          className: 'col-span-4 sm:col-span-3',
          maxLength: 15,
        })}
        <p
          role="status"
          className={cn(
            'col-span-6 flex items-center gap-1.5 self-end pb-2 text-xs sm:col-span-7',
            minutes !== null && minutes <= 0
              ? 'text-error-600 dark:text-error-400'
              : 'text-neutral-600 dark:text-neutral-400',
          )}
        >
          {/* The server's word on the arrival, once there, is shown under it instead. */}
          {minutes === null || error('arrival_time') ? null : minutes > 0 ? (
            <>
              <Clock aria-hidden="true" className="size-3.5" />
              {t('bookings.form.segments.duration', { duration: formatDuration(minutes, t) })}
            </>
          ) : (
            <>
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {t('bookings.form.segments.landsBeforeTakeoff')}
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/** A flight's segments in order: add, remove and move them; each with its local times and duration. */
export function FlightSegments() {
  const { t } = useTranslation();
  const form = useFormContext<BookingFormValues>();
  const segments = useFieldArray({ control: form.control, name: 'details.segments' });
  const { error } = form.getFieldState('details.segments', form.formState);
  const message = error?.message ?? error?.root?.message;
  const addNext = () => {
    const last = form.getValues(`details.segments.${segments.fields.length - 1}`);
    // The next segment usually leaves from where the last one landed, on the same airline and cabin.
    segments.append({
      ...emptySegment(last?.cabin),
      marketing_carrier: last?.marketing_carrier ?? '',
      departure_airport: last?.arrival_airport ?? '',
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('bookings.form.segments.hint')}</p>
      <ol className="flex flex-col gap-2">
        {segments.fields.map((field, index) => (
          <SegmentCard
            key={field.id}
            index={index}
            count={segments.fields.length}
            onRemove={() => segments.remove(index)}
            onMove={(to) => segments.move(index, to)}
          />
        ))}
      </ol>
      {message ? (
        <p role="alert" className="text-xs text-error-600 dark:text-error-400">
          {message}
        </p>
      ) : null}
      <div>
        <Button size="sm" onClick={addNext} disabled={segments.fields.length >= FLIGHT_SEGMENTS_MAX}>
          <Plus aria-hidden="true" />
          {segments.fields.length > 0
            ? t('bookings.form.segments.addReturn')
            : t('bookings.form.segments.add')}
        </Button>
      </div>
    </div>
  );
}
