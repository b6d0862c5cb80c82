import type { CreateClientInput } from '@aurora/contracts/clients';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from '../components/client-form';

export function ClientCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const create = useCreateClient();

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={
          <Link
            to={`/${orgCode}/clients`}
            className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {t('modules.clients')}
          </Link>
        }
        title={t('clientForm.createTitle')}
        description={t('clientForm.createDescription')}
      />
      <ClientForm
        mode="create"
        onCancel={() => navigate(`/${orgCode}/clients`)}
        onSubmit={async (values) => {
          const { data: client, warnings } = await create.mutateAsync(values as CreateClientInput);
          toast({ title: t('clientForm.created', { name: client.name }), color: 'success' });
          if (warnings.duplicates.length > 0) {
            toast({
              title: t('duplicates.afterSave', { count: warnings.duplicates.length }),
              description: warnings.duplicates.map((duplicate) => duplicate.name).join(', '),
              color: 'warning',
            });
          }
          navigate(`/${orgCode}/clients/${client.id}`);
        }}
      />
    </div>
  );
}
