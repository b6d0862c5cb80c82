import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { toast } from '../../../components/ui/toast-store';
import { useCreateTeam } from '../api/create-team';
import { TeamFormLoader } from './team-form-page';

/** `teams/create` (administrators). */
export function TeamCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const base = `/${orgCode}/teams`;
  const create = useCreateTeam();
  return (
    <RecordFormPage back={{ to: base, label: t('teams.title') }} title={t('teamForm.createTitle')}>
      <TeamFormLoader
        organizationCode={orgCode}
        onCancel={() => navigate(base)}
        onSubmit={async (payload) => {
          const team = await create.mutateAsync(payload);
          toast({ title: t('teamForm.created', { name: team.name }), color: 'success' });
          navigate(`${base}/${team.id}`);
        }}
      />
    </RecordFormPage>
  );
}
