import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useTeam } from '../api/get-team';
import { useUpdateTeam } from '../api/update-team';
import { TeamFormLoader } from './team-form-page';

/** `teams/{id}/edit` (administrators). */
export function TeamEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const id = Number(params.id);
  const detailPath = `/${orgCode}/teams/${id}`;
  const team = useTeam(orgCode, id);
  const update = useUpdateTeam(id);
  return (
    <RecordFormPage
      back={{ to: detailPath, label: team.data?.name ?? t('teams.title') }}
      title={team.data ? t('teamForm.editTitle', { name: team.data.name }) : t('teamForm.editTitleShort')}
    >
      {team.isSuccess ? (
        <TeamFormLoader
          key={team.data.id}
          organizationCode={orgCode}
          team={team.data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (payload) => {
            const saved = await update.mutateAsync(payload);
            toast({ title: t('teamForm.updated', { name: saved.name }), color: 'success' });
            navigate(detailPath);
          }}
        />
      ) : (
        <RecordLoadState
          record={team}
          loadingLabel={t('teams.loading')}
          errorTitle={t('teams.notFound')}
          action={
            <Link to={`/${orgCode}/teams`} className={buttonClasses('secondary', 'md')}>
              {t('common.backToList')}
            </Link>
          }
        />
      )}
    </RecordFormPage>
  );
}
