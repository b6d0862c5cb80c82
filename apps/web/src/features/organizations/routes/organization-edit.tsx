import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { toast } from '../../../components/ui/toast-store';
import { useOrganization } from '../api/get-organization';
import { useUpdateOrganization } from '../api/update-organization';
import { OrganizationForm } from '../components/organization-form';

export function OrganizationEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const organization = useOrganization(id);
  const update = useUpdateOrganization(id);

  return (
    <RecordFormPage
      back={{ to: '/organizations', label: t('common.backToList') }}
      title={
        organization.data
          ? t('organizations.editTitle', { name: organization.data.name })
          : t('organizations.editTitleShort')
      }
    >
      {organization.isSuccess ? (
        <OrganizationForm
          key={organization.data.id}
          mode="edit"
          organization={organization.data}
          onCancel={() => navigate(`/organizations/${id}`)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values);
            toast({ title: t('organizations.updated', { name: saved.name }), color: 'success' });
            navigate(`/organizations/${saved.id}`);
          }}
        />
      ) : (
        <RecordLoadState
          record={organization}
          loadingLabel={t('organizations.loadingOne')}
          errorTitle={t('organizations.loadOneError')}
        />
      )}
    </RecordFormPage>
  );
}
