import type { UpdateClientInput } from '@aurora/contracts/clients';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordEditPage } from '../../../components/record/record-edit-page';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { toast } from '../../../components/ui/toast-store';
import { useClient } from '../../../entities/clients/get-client';
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
    <RecordEditPage
      back={{ to: detailPath, label: client.data?.name ?? t('modules.clients') }}
      title={
        client.data ? t('clientForm.editTitle', { name: client.data.name }) : t('clientForm.editTitleShort')
      }
    >
      {client.isSuccess ? (
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
      ) : (
        <RecordLoadState
          record={client}
          loadingLabel={t('clientPage.loading')}
          errorTitle={t('clientPage.loadError')}
        />
      )}
    </RecordEditPage>
  );
}
