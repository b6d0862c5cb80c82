import type { UpdateOpportunityInput } from '@aurora/contracts/opportunities';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordEditPage } from '../../../components/record/record-edit-page';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { recordLink } from '../../../components/record/record-types';
import { toast } from '../../../components/ui/toast-store';
import { useOpportunity } from '../../../entities/opportunities/get-opportunity';
import { useUpdateOpportunity } from '../api/update-opportunity';
import { OpportunityForm } from '../components/opportunity-form';

export function OpportunityEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const deal = useOpportunity(id);
  const update = useUpdateOpportunity(id);
  const detailPath = recordLink(`/${params.orgCode ?? ''}`, 'opportunity', id);

  return (
    <RecordEditPage
      back={{ to: detailPath, label: deal.data?.title ?? t('modules.opportunities') }}
      title={
        deal.data
          ? t('opportunityForm.editTitle', { name: deal.data.title })
          : t('opportunityForm.editTitleShort')
      }
    >
      {deal.isSuccess ? (
        <OpportunityForm
          key={deal.data.id}
          mode="edit"
          deal={deal.data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values as UpdateOpportunityInput);
            toast({ title: t('opportunityForm.updated', { name: saved.title }), color: 'success' });
            navigate(detailPath);
          }}
        />
      ) : (
        <RecordLoadState
          record={deal}
          loadingLabel={t('opportunityPage.loading')}
          errorTitle={t('opportunityPage.loadError')}
        />
      )}
    </RecordEditPage>
  );
}
