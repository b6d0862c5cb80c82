import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { type CreateOrganizationPayload, useCreateOrganization } from '../api/create-organization';
import { OrganizationForm } from '../components/organization-form';

export function OrganizationCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrganization();

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={
          <Link
            to="/organizations"
            className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {t('common.backToList')}
          </Link>
        }
        title={t('organizations.createTitle')}
        description={t('organizations.createDescription')}
      />
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
    </div>
  );
}
