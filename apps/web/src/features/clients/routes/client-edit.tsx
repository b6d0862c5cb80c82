import type { UpdateClientInput } from '@aurora/contracts/clients';
import { ChevronLeft, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from '../components/client-form';

export function ClientEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const id = Number(params.id);
  const client = useClient(id);
  const update = useUpdateClient(id);
  const detailPath = `/${orgCode}/clients/${id}`;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={
          <Link
            to={detailPath}
            className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {client.data?.name ?? t('modules.clients')}
          </Link>
        }
        title={
          client.data ? t('clientForm.editTitle', { name: client.data.name }) : t('clientForm.editTitleShort')
        }
      />
      {client.isPending ? (
        <Card>
          <LoadingPanel label={t('clientPage.loading')} />
        </Card>
      ) : client.isError ? (
        <Card>
          <StatePanel
            tone="error"
            icon={<TriangleAlert />}
            title={t('clientPage.loadError')}
            description={client.error.message}
          />
        </Card>
      ) : (
        <ClientForm
          key={client.data.id}
          mode="edit"
          client={client.data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values as UpdateClientInput);
            toast({ title: t('clientForm.updated', { name: saved.name }), color: 'success' });
            navigate(detailPath);
          }}
        />
      )}
    </div>
  );
}
