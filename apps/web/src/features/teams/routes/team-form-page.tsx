import type { Team } from '@aurora/contracts/teams';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { useOrganizationAgents } from '../../../entities/agents/availability';
import { useTeams } from '../../../entities/teams/get-teams';
import { useAssignableUsers } from '../../../entities/users/assignable-users';
import { useOrganizations } from '../../../lib/organization-store';
import { useNumberOptions } from '../api/get-number-options';
import { TeamForm } from '../components/team-form';
import type { TeamPayload } from '../components/team-form-values';

/** The form with what it offers loaded: the organization's agents, members, numbers and teams. */
export function TeamFormLoader({
  organizationCode,
  team,
  onSubmit,
  onCancel,
}: {
  organizationCode: string;
  team?: Team;
  onSubmit: (payload: TeamPayload) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const teams = useTeams(organizationCode);
  const numbers = useNumberOptions(organizationCode);
  const { agents, query: agentsQuery } = useOrganizationAgents();
  const { users: members } = useAssignableUsers(team?.leader);
  const { current } = useOrganizations();
  const timeZone = team?.time_zone ?? current?.timezone ?? 'UTC';
  const queries = [teams, numbers, agentsQuery];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <Card>
        <StatePanel
          tone="error"
          icon={<TriangleAlert />}
          title={t('teams.loadError')}
          description={failed.error?.message}
        />
      </Card>
    );
  }
  if (!teams.data || !numbers.data || agentsQuery.isPending) {
    return (
      <Card>
        <LoadingPanel label={t('teams.loading')} />
      </Card>
    );
  }
  return (
    <TeamForm
      team={team}
      teams={teams.data}
      agents={agents}
      members={members}
      numbers={numbers.data}
      timeZone={timeZone}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
