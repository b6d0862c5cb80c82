import type { RecordRef } from '@aurora/contracts/records';
import type { FallbackAction, Team } from '@aurora/contracts/teams';
import { useQuery } from '@tanstack/react-query';
import { getTeamsQueryOptions } from './get-teams';

export type TeamOption = { id: number; name: string };

// Choices may wait: teams change rarely, and while the list fails no team is offered.
const choiceOptions = (organizationCode: string | null) => ({
  ...getTeamsQueryOptions(organizationCode ?? ''),
  enabled: Boolean(organizationCode),
  retry: false,
  staleTime: 5 * 60_000,
});

/** An organization's teams as choices of a record's team. */
export function useTeamOptions(organizationCode: string | null) {
  return useQuery({
    ...choiceOptions(organizationCode),
    select: (teams: Team[]): TeamOption[] => teams.map((team) => ({ id: team.id, name: team.name })),
  });
}

/**
 * The teams as select options, plus `current` when it is no longer among them, so a record keeps
 * showing the team it points at.
 */
export function TeamOptions({
  organizationCode,
  current,
}: {
  organizationCode: string | null;
  current: RecordRef | null | undefined;
}) {
  const teams = useTeamOptions(organizationCode);
  return (
    <>
      {current && !teams.data?.some((team) => team.id === current.id) ? (
        <option value={String(current.id)}>{current.name}</option>
      ) : null}
      {teams.data?.map((team) => (
        <option key={team.id} value={String(team.id)}>
          {team.name}
        </option>
      ))}
    </>
  );
}

/** The team answering a number: its ring times and fallback replace the number's own. */
export type NumberTeam = {
  id: number;
  name: string;
  agent_ring_seconds: number;
  total_ring_seconds: number;
  fallback_action: FallbackAction;
};

/**
 * Which team answers each number of an organization (a number belongs to one team at most), by
 * number id. While it loads or fails, no number has a team.
 */
export function useNumberTeams(organizationCode: string | null) {
  return useQuery({
    ...choiceOptions(organizationCode),
    select: (teams: Team[]): Record<number, NumberTeam> => {
      const byNumber: Record<number, NumberTeam> = {};
      for (const team of teams) {
        for (const number of team.numbers) {
          byNumber[number.id] = {
            id: team.id,
            name: team.name,
            agent_ring_seconds: team.agent_ring_seconds,
            total_ring_seconds: team.total_ring_seconds,
            fallback_action: team.fallback_action,
          };
        }
      }
      return byNumber;
    },
  });
}
