import type { TelephonyNumber } from '@aurora/contracts/numbers';
import type { OrgAgent } from '@aurora/contracts/teams';
import {
  AGENT_RING_SECONDS_MAX,
  AGENT_RING_SECONDS_MIN,
  FALLBACK_ACTIONS,
  RING_STRATEGIES,
  type Team,
  TOTAL_RING_SECONDS_MAX,
  TOTAL_RING_SECONDS_MIN,
} from '@aurora/contracts/teams';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, Field } from '../../../components/ui/field';
import { FormAlert, FormFooter, FormSection } from '../../../components/ui/form-layout';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { AvailabilityBadge } from '../../../entities/agents/availability-badge';
import type { AssignableUser } from '../../../entities/users/assignable-users';
import { formatPhone } from '../../../lib/phone';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { ClosedDatesEditor } from './closed-dates-editor';
import { HoursEditor } from './hours-editor';
import {
  TEAM_FORM_FIELDS,
  type TeamFormValues,
  type TeamPayload,
  teamFormDefaults,
  teamFormSchema,
} from './team-form-values';

type TeamFormProps = {
  team?: Team | undefined;
  /** Every team of the organization: fallback choices, and who answers each number now. */
  teams: Team[];
  agents: OrgAgent[];
  members: AssignableUser[];
  numbers: TelephonyNumber[];
  timeZone: string;
  onSubmit: (payload: TeamPayload) => Promise<void>;
  onCancel: () => void;
};

/** Every field of a team: name, leader, agents, numbers, ringing, weekly hours, closed dates, fallback. */
export function TeamForm({
  team,
  teams,
  agents,
  members,
  numbers,
  timeZone,
  onSubmit,
  onCancel,
}: TeamFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      teamFormSchema({
        agentOverTotal: (total) => t('teamForm.errors.agentOverTotal', { total: String(total) }),
        fallbackTeam: t('teamForm.errors.fallbackTeam'),
      }),
    [t],
  );
  const form = useForm<TeamFormValues, unknown, TeamPayload>({
    resolver: zodResolver(schema) as unknown as Resolver<TeamFormValues, unknown, TeamPayload>,
    defaultValues: teamFormDefaults(team),
  });
  const { submit, saved } = useServerSubmit(form, TEAM_FORM_FIELDS, onSubmit);
  const { errors, isDirty, isSubmitting } = form.formState;
  const action = form.watch('fallback_action');
  const strategy = form.watch('ring_strategy');
  const answeredBy = new Map<number, string>();
  for (const other of teams) {
    if (other.id === team?.id) continue;
    for (const number of other.numbers) answeredBy.set(number.id, other.name);
  }
  const errorOf = (field: keyof TeamFormValues) =>
    (errors[field] as { message?: string } | undefined)?.message;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={team ? t('teamForm.editTitle', { name: team.name }) : t('teamForm.createTitle')}
    >
      <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      <FormAlert message={errors.root?.message} reference={errors.root?.reference?.message} />
      <Card>
        <FormSection title={t('teamForm.sections.team')} description={t('teamForm.sections.teamHint')}>
          <Field id="team-name" label={t('teamForm.fields.name')} error={errorOf('name')} required>
            {(aria) => <Input {...aria} autoComplete="off" {...form.register('name')} />}
          </Field>
          <Field id="team-leader" label={t('teamForm.fields.leader_id')} error={errorOf('leader_id')}>
            {(aria) => (
              <Select {...aria} {...form.register('leader_id')}>
                <option value="">{t('teamForm.noLeader')}</option>
                {members.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {member.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-2 text-xs font-medium text-neutral-700 dark:text-neutral-300">
              {t('teamForm.fields.member_ids')}
            </legend>
            {agents.length === 0 ? (
              <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('teamForm.hints.noAgents')}</p>
            ) : (
              <div className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2">
                {agents.map((agent) => (
                  <div key={agent.id} className="flex items-center justify-between gap-2">
                    <CheckboxField id={`team-agent-${agent.id}`} label={agent.name}>
                      <Checkbox
                        id={`team-agent-${agent.id}`}
                        value={String(agent.id)}
                        {...form.register('member_ids')}
                      />
                    </CheckboxField>
                    <AvailabilityBadge availability={agent.availability} />
                  </div>
                ))}
              </div>
            )}
            {errorOf('member_ids') ? (
              <p className="text-xs text-error-600 dark:text-error-400">{errorOf('member_ids')}</p>
            ) : null}
          </fieldset>
        </FormSection>

        <FormSection title={t('teamForm.sections.numbers')} description={t('teamForm.sections.numbersHint')}>
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-2 text-xs font-medium text-neutral-700 dark:text-neutral-300">
              {t('teamForm.fields.number_ids')}
            </legend>
            {numbers.length === 0 ? (
              <p className="text-sm text-neutral-500 dark:text-neutral-400">
                {t('teamForm.hints.noNumbers')}
              </p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {numbers.map((number) => {
                  const other = answeredBy.get(number.id);
                  return (
                    <CheckboxField
                      key={number.id}
                      id={`team-number-${number.id}`}
                      label={`${formatPhone(number.number)}${number.friendly_name ? ` · ${number.friendly_name}` : ''}`}
                      {...(other ? { hint: t('teamForm.hints.takenBy', { team: other }) } : {})}
                    >
                      <Checkbox
                        id={`team-number-${number.id}`}
                        value={String(number.id)}
                        {...form.register('number_ids')}
                      />
                    </CheckboxField>
                  );
                })}
              </div>
            )}
            {errorOf('number_ids') ? (
              <p className="text-xs text-error-600 dark:text-error-400">{errorOf('number_ids')}</p>
            ) : null}
          </fieldset>
        </FormSection>

        <FormSection title={t('teamForm.sections.ringing')} description={t('teamForm.sections.ringingHint')}>
          <Field
            id="team-strategy"
            label={t('teamForm.fields.ring_strategy')}
            error={errorOf('ring_strategy')}
            hint={t(`teams.strategyHint.${strategy}`)}
            className="sm:col-span-2"
          >
            {(aria) => (
              <Select {...aria} {...form.register('ring_strategy')}>
                {RING_STRATEGIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`teams.strategy.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            id="team-agent-seconds"
            label={t('teamForm.fields.agent_ring_seconds')}
            error={errorOf('agent_ring_seconds')}
            hint={t('teamForm.hints.agent_ring_seconds')}
            required
          >
            {(aria) => (
              <Input
                {...aria}
                type="number"
                min={AGENT_RING_SECONDS_MIN}
                max={AGENT_RING_SECONDS_MAX}
                {...form.register('agent_ring_seconds')}
              />
            )}
          </Field>
          <Field
            id="team-total-seconds"
            label={t('teamForm.fields.total_ring_seconds')}
            error={errorOf('total_ring_seconds')}
            hint={t('teamForm.hints.total_ring_seconds')}
            required
          >
            {(aria) => (
              <Input
                {...aria}
                type="number"
                min={TOTAL_RING_SECONDS_MIN}
                max={TOTAL_RING_SECONDS_MAX}
                {...form.register('total_ring_seconds')}
              />
            )}
          </Field>
        </FormSection>

        <FormSection
          title={t('teamForm.sections.hours')}
          description={t('teamForm.sections.hoursHint', { zone: timeZone })}
        >
          <Controller
            control={form.control}
            name="business_hours"
            render={({ field }) => (
              <HoursEditor
                value={field.value}
                onChange={field.onChange}
                errors={errors.business_hours as FieldErrors | undefined}
              />
            )}
          />
        </FormSection>

        <FormSection title={t('teamForm.sections.closed')} description={t('teamForm.sections.closedHint')}>
          <Controller
            control={form.control}
            name="closed_dates"
            render={({ field }) => (
              <ClosedDatesEditor
                value={field.value}
                onChange={field.onChange}
                errors={errors.closed_dates as FieldErrors | undefined}
              />
            )}
          />
        </FormSection>

        <FormSection
          title={t('teamForm.sections.fallback')}
          description={t('teamForm.sections.fallbackHint')}
        >
          <Field
            id="team-fallback"
            label={t('teamForm.fields.fallback_action')}
            error={errorOf('fallback_action')}
          >
            {(aria) => (
              <Select {...aria} {...form.register('fallback_action')}>
                {FALLBACK_ACTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`teams.fallback.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {action === 'team' ? (
            <Field
              id="team-fallback-team"
              label={t('teamForm.fields.fallback_team_id')}
              error={errorOf('fallback_team_id')}
              required
            >
              {(aria) => (
                <Select {...aria} {...form.register('fallback_team_id')}>
                  <option value="">{t('teamForm.chooseTeam')}</option>
                  {teams
                    .filter((other) => other.id !== team?.id)
                    .map((other) => (
                      <option key={other.id} value={String(other.id)}>
                        {other.name}
                      </option>
                    ))}
                </Select>
              )}
            </Field>
          ) : null}
        </FormSection>
      </Card>
      <FormFooter>
        <Button onClick={onCancel}>{t('teamForm.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('teamForm.save')}
        </Button>
      </FormFooter>
    </form>
  );
}
