import {
  CALL_DIRECTIONS,
  CALL_NOTES_MAX_LENGTH,
  type CreateCallInput,
  createCallSchema,
} from '@aurora/contracts/calls';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { useServerSubmit } from '../../../lib/use-server-submit';

export type CallLogValues = {
  direction: string;
  phone_number: string;
  started_at: string;
  duration_minutes: string;
  outcome: string;
  notes: string;
};

const FIELDS = ['direction', 'phone_number', 'started_at', 'duration_minutes', 'outcome', 'notes'] as const;

/** `datetime-local` value of a date, in the browser's time zone. */
const localInput = (date: Date) => {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

export function callLogPayloadOf(values: CallLogValues): CreateCallInput {
  const minutes = Number(values.duration_minutes.replace(',', '.'));
  const started = new Date(values.started_at);
  return {
    direction: values.direction as CreateCallInput['direction'],
    phone_number: values.phone_number,
    started_at: Number.isNaN(started.getTime()) ? values.started_at : started.toISOString(),
    duration_seconds: Number.isFinite(minutes) ? Math.round(minutes * 60) : Number.NaN,
    outcome: values.outcome || null,
    notes: values.notes || null,
  };
}

const schemaFor = (context: CallLogContext) =>
  z
    .custom<CallLogValues>()
    .transform(
      (values): CreateCallInput => ({
        ...callLogPayloadOf(values),
        contact_id: context.contact_id ?? null,
        callable_type: context.callable_type ?? null,
        callable_id: context.callable_id ?? null,
      }),
    )
    .pipe(createCallSchema);

/** What the call was about, when the form was opened from a record (`?callable_type=lead&callable_id=3`). */
export type CallLogContext = {
  phone?: string | undefined;
  contact_id?: number | undefined;
  callable_type?: CreateCallInput['callable_type'];
  callable_id?: number | undefined;
};

type CallLogFormProps = {
  context?: CallLogContext;
  onSubmit: (payload: z.output<typeof createCallSchema>) => Promise<void>;
  onCancel: () => void;
};

/** The manual call log: a call made on another phone, recorded afterwards. */
export function CallLogForm({ context = {}, onSubmit, onCancel }: CallLogFormProps) {
  const { t } = useTranslation();
  const outcomes = useDefinitions('call_outcomes');
  const form = useForm<CallLogValues, unknown, z.output<typeof createCallSchema>>({
    resolver: zodResolver(schemaFor(context)) as unknown as Resolver<
      CallLogValues,
      unknown,
      z.output<typeof createCallSchema>
    >,
    defaultValues: {
      direction: 'outbound',
      phone_number: context.phone ?? '',
      started_at: localInput(new Date(Date.now() - 10 * 60_000)),
      duration_minutes: '5',
      outcome: '',
      notes: '',
    },
  });
  const { submit } = useServerSubmit(form, FIELDS, onSubmit);
  const { errors, isSubmitting } = form.formState;
  const durationError =
    errors.duration_minutes?.message ??
    (errors as Record<string, { message?: string }>).duration_seconds?.message;
  const notes = form.watch('notes');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="log-direction" label={t('calls.log.direction')} error={errors.direction?.message} required>
          {(aria) => (
            <Select {...aria} {...form.register('direction')}>
              {CALL_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {t(`calls.directions.${direction}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id="log-phone"
          label={t('calls.log.phone')}
          error={errors.phone_number?.message}
          hint={t('phone.anyFormat')}
          required
        >
          {(aria) => <Input {...aria} type="tel" autoComplete="off" {...form.register('phone_number')} />}
        </Field>
        <Field id="log-started" label={t('calls.log.startedAt')} error={errors.started_at?.message} required>
          {(aria) => <Input {...aria} type="datetime-local" {...form.register('started_at')} />}
        </Field>
        <Field id="log-duration" label={t('calls.log.duration')} error={durationError} required>
          {(aria) => (
            <Input
              {...aria}
              type="number"
              min={0}
              step="0.5"
              inputMode="decimal"
              {...form.register('duration_minutes')}
            />
          )}
        </Field>
        <Field id="log-outcome" label={t('calls.log.outcome')} error={errors.outcome?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('outcome')}>
              <option value="">{t('telephony.noOutcome')}</option>
              {(outcomes.data ?? []).map((definition) => (
                <option key={definition.key} value={definition.key}>
                  {definition.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id="log-notes" label={t('calls.log.notes')} error={errors.notes?.message}>
        {(aria) => (
          <Textarea {...aria} rows={4} maxLength={CALL_NOTES_MAX_LENGTH} {...form.register('notes')} />
        )}
      </Field>
      <p className="-mt-3 self-end text-xs text-neutral-500 tabular-nums">
        {notes.length}/{CALL_NOTES_MAX_LENGTH}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('calls.log.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t('calls.log.submit')}
        </Button>
      </div>
    </form>
  );
}
