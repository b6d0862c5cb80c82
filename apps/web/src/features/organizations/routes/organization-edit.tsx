import { ChevronLeft, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
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
        title={
          organization.data
            ? t('organizations.editTitle', { name: organization.data.name })
            : t('organizations.editTitleShort')
        }
      />
      {organization.isPending ? (
        <Card>
          <LoadingPanel label={t('organizations.loadingOne')} />
        </Card>
      ) : organization.isError ? (
        <Card>
          <StatePanel
            tone="error"
            icon={<TriangleAlert />}
            title={t('organizations.loadOneError')}
            description={organization.error.message}
          />
        </Card>
      ) : (
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
      )}
    </div>
  );
}
