import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useOrganizationAgents } from '../../../entities/agents/availability';
import { AvailabilityBadge } from '../../../entities/agents/availability-badge';
import { isAdmin } from '../../../lib/permissions';
import { formatPhone } from '../../../lib/phone';
import { useSession } from '../../../lib/session-store';
import { useDeleteTeam } from '../api/delete-team';
import { useTeam } from '../api/get-team';
import { TeamHoursTable, TeamOpeningBadge } from '../components/team-opening';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-sm font-semibold text-neutral-900 dark:text-white">{title}</h2>
      {children}
    </Card>
  );
}

/** `teams/{id}`: members with their availability, numbers, ringing, hours and fallback. */
export function TeamDetailRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const id = Number(params.id);
  const base = `/${orgCode}/teams`;
  const team = useTeam(orgCode, id);
  const admin = isAdmin(useSession().user);
  const remove = useDeleteTeam();
  const [confirming, setConfirming] = useState(false);
  // The organization's agent list is what availability events refresh: it wins over the team's copy.
  const { availabilityOf } = useOrganizationAgents();

  if (!team.isSuccess) {
    return (
      <RecordFormPage back={{ to: base, label: t('teams.title') }} title={t('teams.title')}>
        <RecordLoadState
          record={team}
          loadingLabel={t('teams.loading')}
          errorTitle={t('teams.notFound')}
          action={
            <Link to={base} className={buttonClasses('secondary', 'md')}>
              {t('common.backToList')}
            </Link>
          }
        />
      </RecordFormPage>
    );
  }
  const data = team.data;
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <RecordFormPage back={{ to: base, label: t('teams.title') }} title={data.name}>
      <div className="-mt-3 mb-5 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <TeamOpeningBadge team={data} />
          <span className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('teams.leader')}: {data.leader?.name ?? t('teams.noLeader')}
          </span>
        </div>
        {admin ? (
          <div className="flex gap-2">
            <Link to={`${base}/${data.id}/edit`} className={buttonClasses('secondary', 'md')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('teams.edit')}
            </Link>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 />
              {t('teams.delete')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Section title={t('teams.members')}>
          {data.members.length === 0 ? (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('teams.noMembers')}</p>
          ) : (
            <ul className="flex flex-col gap-1.5" aria-label={t('teams.members')}>
              {data.members.map((member) => (
                <li key={member.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="flex items-center gap-2 text-neutral-800 dark:text-neutral-200">
                    {member.name}
                    {data.leader?.id === member.id ? <Badge tone="primary">{t('teams.leader')}</Badge> : null}
                  </span>
                  <AvailabilityBadge availability={availabilityOf(member.id) ?? member.availability} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('teams.numbers')}>
          {data.numbers.length === 0 ? (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('teams.noNumbers')}</p>
          ) : (
            <ul className="flex flex-col gap-1.5 text-sm">
              {data.numbers.map((number) => (
                <li key={number.id} className="flex justify-between gap-2">
                  <span className="font-mono tabular-nums">{formatPhone(number.number)}</span>
                  <span className="text-neutral-500 dark:text-neutral-400">{number.friendly_name}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('teams.routing')}>
          <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-neutral-500 dark:text-neutral-400">{t('teamForm.fields.ring_strategy')}</dt>
            <dd>{t(`teams.strategy.${data.ring_strategy}`)}</dd>
            <dt className="text-neutral-500 dark:text-neutral-400">{t('teamForm.sections.ringing')}</dt>
            <dd>
              {t('teams.ringSummary', {
                agent: String(data.agent_ring_seconds),
                total: String(data.total_ring_seconds),
              })}
            </dd>
            <dt className="text-neutral-500 dark:text-neutral-400">{t('teams.whenNoAnswer')}</dt>
            <dd>
              {data.fallback_action === 'team' && data.fallback_team ? (
                <Link to={`${base}/${data.fallback_team.id}`} className="hover:underline">
                  {t('teams.fallbackTo', { team: data.fallback_team.name })}
                </Link>
              ) : (
                t(`teams.fallback.${data.fallback_action}`)
              )}
            </dd>
          </dl>
        </Section>
        <Section title={t('teams.hours')}>
          <p className="mb-2 text-xs text-neutral-500 dark:text-neutral-400">
            {t('teams.hoursIn', { zone: data.time_zone })}
          </p>
          <TeamHoursTable team={data} />
          <h3 className="mt-4 mb-1 text-xs font-semibold text-neutral-700 dark:text-neutral-300">
            {t('teams.closedDates')}
          </h3>
          {data.closed_dates.length === 0 ? (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('teams.noClosedDates')}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {data.closed_dates.map((date) => (
                <li key={date}>
                  <Badge>{formatDate(date)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('teams.deleteTitle')}
        description={t('teams.deleteDescription', { name: data.name })}
        confirmLabel={t('teams.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              toast({ title: t('teams.deleted'), color: 'success' });
              navigate(base);
            },
            onError: (error) => toastFailure({ title: t('teams.deleteFailed'), error }),
          })
        }
      />
    </RecordFormPage>
  );
}
