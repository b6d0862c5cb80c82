import type { UpdateClientInput } from '@aurora/contracts/clients';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordEditFrame } from '../../../components/record/record-edit-frame';
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
    <RecordEditFrame
      record={client}
      nameOf={(data) => data.name}
      detailPath={detailPath}
      texts={{
        list: t('modules.clients'),
        title: (name) => t('clientForm.editTitle', { name }),
        titleShort: t('clientForm.editTitleShort'),
        loading: t('clientPage.loading'),
        loadError: t('clientPage.loadError'),
      }}
    >
      {(data) => (
        <ClientForm
          key={data.id}
          mode="edit"
          client={data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values as UpdateClientInput);
            toast({ title: t('clientForm.updated', { name: saved.name }), color: 'success' });
            navigate(detailPath);
          }}
        />
      )}
    </RecordEditFrame>
  );
}
