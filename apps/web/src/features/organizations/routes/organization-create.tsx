import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { toast } from '../../../components/ui/toast-store';
import { type CreateOrganizationPayload, useCreateOrganization } from '../api/create-organization';
import { OrganizationForm } from '../components/organization-form';

export function OrganizationCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrganization();

  return (
    <RecordFormPage
      back={{ to: '/organizations', label: t('common.backToList') }}
      title={t('organizations.createTitle')}
      description={t('organizations.createDescription')}
    >
      <OrganizationForm
        mode="create"
        onCancel={() => navigate('/organizations')}
        onSubmit={async (values) => {
          // The create form is validated with organizationInputSchema, so every field is present.
          const organization = await create.mutateAsync(values as CreateOrganizationPayload);
          toast({ title: t('organizations.created', { name: organization.name }), color: 'success' });
          navigate(`/organizations/${organization.id}`);
        }}
      />
    </RecordFormPage>
  );
}
