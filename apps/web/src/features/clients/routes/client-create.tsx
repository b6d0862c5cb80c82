import type { CreateClientInput } from '@aurora/contracts/clients';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toastDuplicatesAfterSave } from '../../../components/record/record-form';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { toast } from '../../../components/ui/toast-store';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from '../components/client-form';

export function ClientCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const create = useCreateClient();

  return (
    <RecordFormPage
      back={{ to: `/${orgCode}/clients`, label: t('modules.clients') }}
      title={t('clientForm.createTitle')}
      description={t('clientForm.createDescription')}
    >
      <ClientForm
        mode="create"
        onCancel={() => navigate(`/${orgCode}/clients`)}
        onSubmit={async (values) => {
          const { data: client, warnings } = await create.mutateAsync(values as CreateClientInput);
          toast({ title: t('clientForm.created', { name: client.name }), color: 'success' });
          toastDuplicatesAfterSave(t, warnings.duplicates);
          navigate(`/${orgCode}/clients/${client.id}`);
        }}
      />
    </RecordFormPage>
  );
}
