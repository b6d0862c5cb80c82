import type { UpdateOpportunityInput } from '@aurora/contracts/opportunities';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordEditFrame } from '../../../components/record/record-edit-frame';
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
    <RecordEditFrame
      record={deal}
      nameOf={(data) => data.title}
      detailPath={detailPath}
      texts={{
        list: t('modules.opportunities'),
        title: (name) => t('opportunityForm.editTitle', { name }),
        titleShort: t('opportunityForm.editTitleShort'),
        loading: t('opportunityPage.loading'),
        loadError: t('opportunityPage.loadError'),
      }}
    >
      {(data) => (
        <OpportunityForm
          key={data.id}
          mode="edit"
          deal={data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values as UpdateOpportunityInput);
            toast({ title: t('opportunityForm.updated', { name: saved.title }), color: 'success' });
            navigate(detailPath);
          }}
        />
      )}
    </RecordEditFrame>
  );
}
