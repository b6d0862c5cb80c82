import type { Team } from '@aurora/contracts/teams';
import { Phone, Plus, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorPanel } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { useOrganizationAgents } from '../../../entities/agents/availability';
import { AvailabilityBadge } from '../../../entities/agents/availability-badge';
import { useTeams } from '../../../entities/teams/get-teams';
import { isAdmin } from '../../../lib/permissions';
import { formatPhone } from '../../../lib/phone';
import { useSession } from '../../../lib/session-store';
import { CallSettingsCard } from '../components/call-settings-card';
import { TeamOpeningBadge } from '../components/team-opening';

function TeamCard({ team, base }: { team: Team; base: string }) {
  const { t } = useTranslation();
  // The organization's agent list is what availability events refresh: it wins over the team's copy.
  const { availabilityOf } = useOrganizationAgents();
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`${base}/${team.id}`}
            className="truncate text-base font-semibold text-neutral-900 hover:underline dark:text-white"
          >
            {team.name}
          </Link>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {t(`teams.strategy.${team.ring_strategy}`)} ·{' '}
            {t('teams.membersCount', { count: team.members.length })}
          </p>
        </div>
        <TeamOpeningBadge team={team} />
      </div>
      {team.numbers.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
          <Phone aria-hidden="true" className="size-3.5 text-neutral-400" />
          {team.numbers.map((number) => (
            <span key={number.id} className="font-mono tabular-nums">
              {formatPhone(number.number)}
            </span>
          ))}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1" aria-label={t('teams.members')}>
        {team.members.map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate text-neutral-800 dark:text-neutral-200">{member.name}</span>
            <AvailabilityBadge availability={availabilityOf(member.id) ?? member.availability} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** `teams`: the organization's teams, the agents' availability now, and call handling (admins). */
export function TeamsListRoute() {
  const { t } = useTranslation();
  const orgCode = useParams().orgCode ?? '';
  const base = `/${orgCode}/teams`;
  const { user } = useSession();
  const admin = isAdmin(user);
  const teams = useTeams(orgCode);
  const { agents } = useOrganizationAgents();

  const create = admin ? (
    <Link to={`${base}/create`} className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('teams.add')}
    </Link>
  ) : null;

  let body: ReactNode;
  if (teams.isPending) body = <LoadingPanel label={t('teams.loading')} />;
  else if (teams.isError)
    body = (
      <QueryErrorPanel
        title={t('teams.loadError')}
        description={teams.error.message}
        onRetry={() => void teams.refetch()}
      />
    );
  else if (teams.data.length === 0)
    body = (
      <StatePanel
        icon={<UsersRound />}
        title={t('teams.empty')}
        description={admin ? t('teams.emptyHint') : t('teams.emptyHintMember')}
        action={create}
      />
    );
  else
    body = (
      <ul className="grid gap-3 md:grid-cols-2">
        {teams.data.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} base={base} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader title={t('teams.title')} description={t('teams.description')} actions={create} />
        {body}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Card className="p-4">
          <h2 className="mb-3 text-sm font-semibold text-neutral-900 dark:text-white">
            {t('availability.agents')}
          </h2>
          {agents.length === 0 ? (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('availability.noAgents')}</p>
          ) : (
            <ul className="flex flex-col gap-1.5" aria-label={t('availability.agents')}>
              {agents.map((agent) => (
                <li key={agent.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate text-neutral-800 dark:text-neutral-200">{agent.name}</span>
                  <AvailabilityBadge availability={agent.availability} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        {admin ? <CallSettingsCard organizationCode={orgCode} /> : null}
      </div>
    </div>
  );
}
