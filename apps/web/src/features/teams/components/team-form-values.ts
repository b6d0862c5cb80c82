import {
  type CreateTeamInput,
  createTeamSchema,
  type FallbackAction,
  type Opening,
  type RingStrategy,
  type Team,
  WEEKDAYS,
  type Weekday,
} from '@aurora/contracts/teams';
import { z } from 'zod';

export type HoursValues = Record<Weekday, Opening[]>;

export type TeamFormValues = {
  name: string;
  leader_id: string;
  member_ids: string[];
  number_ids: string[];
  ring_strategy: RingStrategy;
  agent_ring_seconds: string;
  total_ring_seconds: string;
  business_hours: HoursValues;
  closed_dates: string[];
  fallback_action: FallbackAction;
  fallback_team_id: string;
};

/** The fields the form shows: a 422 on any of them (or below them) lands on it. */
export const TEAM_FORM_FIELDS = [
  'name',
  'leader_id',
  'member_ids',
  'number_ids',
  'ring_strategy',
  'agent_ring_seconds',
  'total_ring_seconds',
  'business_hours',
  'closed_dates',
  'fallback_action',
  'fallback_team_id',
] as const;

export const emptyHours = (): HoursValues =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [] as Opening[]])) as HoursValues;

/** Monday to Friday, 9:00 to 18:00. */
export const officeHours = (): HoursValues => ({
  ...emptyHours(),
  ...Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [{ open: '09:00', close: '18:00' }]])),
});

/** Every day from midnight to midnight. */
export const alwaysOpen = (): HoursValues =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '00:00', close: '24:00' }]])) as HoursValues;

/** Monday's openings copied to Tuesday through Friday. */
export const copyMondayToWeekdays = (hours: HoursValues): HoursValues => ({
  ...hours,
  ...Object.fromEntries(
    ['2', '3', '4', '5'].map((day) => [day, hours['1'].map((opening) => ({ ...opening }))]),
  ),
});

export const teamFormDefaults = (team?: Team): TeamFormValues => ({
  name: team?.name ?? '',
  leader_id: team?.leader ? String(team.leader.id) : '',
  member_ids: team?.members.map((member) => String(member.id)) ?? [],
  number_ids: team?.numbers.map((number) => String(number.id)) ?? [],
  ring_strategy: team?.ring_strategy ?? 'simultaneous',
  agent_ring_seconds: String(team?.agent_ring_seconds ?? 25),
  total_ring_seconds: String(team?.total_ring_seconds ?? 90),
  business_hours: team ? ({ ...emptyHours(), ...team.business_hours } as HoursValues) : officeHours(),
  closed_dates: team?.closed_dates ?? [],
  fallback_action: team?.fallback_action ?? 'voicemail',
  fallback_team_id: team?.fallback_team ? String(team.fallback_team.id) : '',
});

/** A seconds field as typed: blank or not a number stays NaN, so the schema says what is wrong. */
const seconds = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export const teamPayloadOf = (values: TeamFormValues): CreateTeamInput => ({
  name: values.name,
  leader_id: values.leader_id ? Number(values.leader_id) : null,
  member_ids: values.member_ids.map(Number),
  number_ids: values.number_ids.map(Number),
  ring_strategy: values.ring_strategy,
  agent_ring_seconds: seconds(values.agent_ring_seconds),
  total_ring_seconds: seconds(values.total_ring_seconds),
  business_hours: Object.fromEntries(
    Object.entries(values.business_hours).filter(([, openings]) => openings.length > 0),
  ),
  closed_dates: values.closed_dates,
  fallback_action: values.fallback_action,
  fallback_team_id:
    values.fallback_action === 'team' && values.fallback_team_id ? Number(values.fallback_team_id) : null,
});

export type TeamPayload = z.output<typeof createTeamSchema>;

/**
 * The form's schema: the contract's, plus the rules that span fields, checked before a request
 * (the server checks them again with the stored team).
 */
export function teamFormSchema(messages: {
  agentOverTotal: (total: number) => string;
  fallbackTeam: string;
}) {
  return z
    .custom<TeamFormValues>()
    .transform(teamPayloadOf)
    .pipe(
      createTeamSchema.superRefine((team, context) => {
        if (team.agent_ring_seconds > team.total_ring_seconds) {
          context.addIssue({
            code: 'custom',
            path: ['agent_ring_seconds'],
            message: messages.agentOverTotal(team.total_ring_seconds),
          });
        }
        if (team.fallback_action === 'team' && team.fallback_team_id === null) {
          context.addIssue({ code: 'custom', path: ['fallback_team_id'], message: messages.fallbackTeam });
        }
      }),
    );
}
