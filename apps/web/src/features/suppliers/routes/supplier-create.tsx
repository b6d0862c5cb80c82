import type { CreateSupplierInput } from '@aurora/contracts/travel/suppliers';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { toast } from '../../../components/ui/toast-store';
import { useCreateSupplier } from '../api/create-supplier';
import { SupplierForm } from '../components/supplier-form';

/** A new supplier; once created, its edit screen (suppliers have no page of their own). */
export function SupplierCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = `/${useParams().orgCode ?? ''}`;
  const create = useCreateSupplier();

  return (
    <RecordFormPage
      back={{ to: `${base}/suppliers`, label: t('suppliers.title') }}
      title={t('suppliers.form.createTitle')}
      description={t('suppliers.form.createDescription')}
    >
      <SupplierForm
        mode="create"
        onCancel={() => navigate(`${base}/suppliers`)}
        onSubmit={async (values) => {
          const supplier = await create.mutateAsync(values as CreateSupplierInput);
          toast({ title: t('suppliers.form.created', { name: supplier.name }), color: 'success' });
          navigate(`${base}/suppliers/${supplier.id}/edit`);
          return undefined;
        }}
      />
    </RecordFormPage>
  );
}
