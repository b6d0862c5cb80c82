import {
  type CreateNumberInput,
  createNumberSchema,
  RING_TIMEOUT_MAX_SECONDS,
  RING_TIMEOUT_MIN_SECONDS,
  type TelephonyNumber,
} from '@aurora/contracts/numbers';
import type { Organization } from '@aurora/contracts/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField, Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-layout';
import { Checkbox, Input } from '../../../components/ui/input';
import { useOrganizationAgents } from '../../../entities/agents/availability';
import { AvailabilityBadge } from '../../../entities/agents/availability-badge';
import type { NumberTeam } from '../../../entities/teams/team-options';
import type { AssignableUser } from '../../../entities/users/assignable-users';
import { useServerSubmit } from '../../../lib/use-server-submit';

export type NumberFormValues = {
  number: string;
  friendly_name: string;
  agent_ids: string[];
  ring_timeout_seconds: string;
  voicemail_enabled: boolean;
  recording_enabled: boolean;
  is_active: boolean;
};

const FIELDS = [
  'number',
  'friendly_name',
  'agent_ids',
  'ring_timeout_seconds',
  'voicemail_enabled',
  'recording_enabled',
  'is_active',
] as const;

export type NumberPayload = z.output<typeof createNumberSchema>;

export const numberPayloadOf = (values: NumberFormValues): CreateNumberInput => ({
  number: values.number,
  friendly_name: values.friendly_name || null,
  agent_ids: values.agent_ids.map(Number),
  ring_timeout_seconds: Number(values.ring_timeout_seconds),
  voicemail_enabled: values.voicemail_enabled,
  recording_enabled: values.recording_enabled,
  is_active: values.is_active,
});

const schema = z
  .custom<NumberFormValues>()
  .transform((values) => numberPayloadOf(values))
  .pipe(createNumberSchema);

/** The organization's settings a new number starts with (the server applies the same). */
export type NewNumberDefaults = Pick<Organization, 'ring_timeout_seconds' | 'recording_enabled'>;

export const numberFormDefaults = (
  number: TelephonyNumber | undefined,
  defaults: NewNumberDefaults,
): NumberFormValues => ({
  number: number?.number ?? '',
  friendly_name: number?.friendly_name ?? '',
  agent_ids: number?.agents.map((agent) => String(agent.id)) ?? [],
  ring_timeout_seconds: String(number?.ring_timeout_seconds ?? defaults.ring_timeout_seconds),
  voicemail_enabled: number?.voicemail_enabled ?? true,
  recording_enabled: number?.recording_enabled ?? defaults.recording_enabled,
  is_active: number?.is_active ?? true,
});

type NumberFormProps = {
  formId: string;
  number?: TelephonyNumber | undefined;
  members: AssignableUser[];
  defaults: NewNumberDefaults;
  /** The team answering the number, whose ring times and fallback replace the number's. */
  team?: NumberTeam | undefined;
  onSubmit: (payload: NumberPayload) => Promise<void>;
};

/** A number's form: the number, its name, whom it rings, how long, voicemail, recording, active. */
export function NumberForm({ formId, number, members, defaults, team, onSubmit }: NumberFormProps) {
  const { t } = useTranslation();
  const form = useForm<NumberFormValues, unknown, NumberPayload>({
    resolver: zodResolver(schema) as unknown as Resolver<NumberFormValues, unknown, NumberPayload>,
    defaultValues: numberFormDefaults(number, defaults),
  });
  const { submit } = useServerSubmit(form, FIELDS, onSubmit);
  const { availabilityOf } = useOrganizationAgents();
  const { errors } = form.formState;

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
      <Field
        id="number-number"
        label={t('numbers.fields.number')}
        error={errors.number?.message}
        hint={t('phone.anyFormat')}
        required
      >
        {(aria) => <Input {...aria} type="tel" autoComplete="off" {...form.register('number')} />}
      </Field>
      <Field id="number-name" label={t('numbers.fields.friendly_name')} error={errors.friendly_name?.message}>
        {(aria) => <Input {...aria} {...form.register('friendly_name')} />}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
          {t('numbers.fields.agent_ids')}
        </legend>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('numbers.hints.agents')}</p>
        <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
          {members.map((member) => (
            <div key={member.id} className="flex items-center justify-between gap-2">
              <CheckboxField id={`number-agent-${member.id}`} label={member.name}>
                <Checkbox
                  id={`number-agent-${member.id}`}
                  value={String(member.id)}
                  {...form.register('agent_ids')}
                />
              </CheckboxField>
              {availabilityOf(member.id) ? (
                <AvailabilityBadge availability={availabilityOf(member.id)} />
              ) : null}
            </div>
          ))}
        </div>
        {errors.agent_ids?.message ? (
          <p className="text-xs text-error-600 dark:text-error-400">{errors.agent_ids.message}</p>
        ) : null}
      </fieldset>
      {team ? (
        <p
          role="note"
          className="rounded-md border border-info-200 bg-info-50 px-3 py-2 text-xs text-info-800 dark:border-info-500/30 dark:bg-info-500/10 dark:text-info-200"
        >
          {t('numbers.teamAnswers', { team: team.name })}
        </p>
      ) : null}
      <Field
        id="number-timeout"
        label={t('numbers.fields.ring_timeout_seconds')}
        error={errors.ring_timeout_seconds?.message}
        hint={t('numbers.hints.ringTimeout', { seconds: defaults.ring_timeout_seconds })}
        required
      >
        {(aria) => (
          <Input
            {...aria}
            type="number"
            min={RING_TIMEOUT_MIN_SECONDS}
            max={RING_TIMEOUT_MAX_SECONDS}
            {...form.register('ring_timeout_seconds')}
          />
        )}
      </Field>
      <CheckboxField
        id="number-voicemail"
        label={t('numbers.fields.voicemail_enabled')}
        hint={t('numbers.hints.voicemail')}
      >
        <Checkbox id="number-voicemail" {...form.register('voicemail_enabled')} />
      </CheckboxField>
      <CheckboxField
        id="number-recording"
        label={t('numbers.fields.recording_enabled')}
        hint={`${t('numbers.hints.recording')} ${t(
          defaults.recording_enabled
            ? 'numbers.hints.recordingDefaultOn'
            : 'numbers.hints.recordingDefaultOff',
        )}`}
      >
        <Checkbox id="number-recording" {...form.register('recording_enabled')} />
      </CheckboxField>
      <CheckboxField id="number-active" label={t('numbers.fields.is_active')}>
        <Checkbox id="number-active" {...form.register('is_active')} />
      </CheckboxField>
    </form>
  );
}
