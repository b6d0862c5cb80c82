import type { CreateOpportunityInput } from '@aurora/contracts/opportunities';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { recordLink } from '../../../components/record/record-types';
import { Card } from '../../../components/ui/card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useClientRef } from '../../../entities/clients/get-client';
import { useCreateOpportunity } from '../api/create-opportunity';
import { OpportunityForm } from '../components/opportunity-form';

/** `?stage=quoted` (a column's quick-add) and `?client_id=12` (a client's page) prefill the form. */
export function OpportunityCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = `/${useParams().orgCode ?? ''}`;
  const [params] = useSearchParams();
  const clientId = Number(params.get('client_id'));
  const client = useClientRef(Number.isInteger(clientId) && clientId > 0 ? clientId : null);
  const create = useCreateOpportunity();

  return (
    <RecordFormPage
      back={{ to: `${base}/opportunities`, label: t('modules.opportunities') }}
      title={t('opportunityForm.createTitle')}
      description={t('opportunityForm.createDescription')}
    >
      {client.isLoading ? (
        <Card>
          <LoadingPanel label={t('opportunityForm.loadingClient')} />
        </Card>
      ) : (
        <OpportunityForm
          mode="create"
          prefill={{ stage: params.get('stage') ?? undefined, client: client.data }}
          onCancel={() => navigate(-1)}
          onSubmit={async (values) => {
            const deal = await create.mutateAsync(values as CreateOpportunityInput);
            toast({ title: t('opportunityForm.created', { name: deal.title }), color: 'success' });
            navigate(recordLink(base, 'opportunity', deal.id));
          }}
        />
      )}
    </RecordFormPage>
  );
}
