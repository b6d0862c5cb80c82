import type { CreateTripInput } from '@aurora/contracts/travel/trips';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isRecordId } from '../../../components/record/api/record-queries';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { recordLink } from '../../../components/record/record-types';
import { Card } from '../../../components/ui/card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useClientRef } from '../../../entities/clients/get-client';
import { useOpportunity } from '../../../entities/opportunities/get-opportunity';
import { useCreateTrip } from '../api/create-trip';
import { TripForm } from '../components/trip-form';

const idParam = (value: string | null) => {
  const id = Number(value);
  return isRecordId(id) ? id : null;
};

/**
 * A new trip. `?opportunity_id=31` (a won deal) prefills it from the deal, and the server copies
 * from it whatever is left empty; `?client_id=9` (a client's page) picks the client.
 */
export function TripCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = `/${useParams().orgCode ?? ''}`;
  const [params] = useSearchParams();
  const dealId = idParam(params.get('opportunity_id'));
  const clientId = idParam(params.get('client_id'));
  const deal = useOpportunity(dealId ?? 0);
  const client = useClientRef(dealId ? null : clientId);
  const create = useCreateTrip();
  const loading = (dealId !== null && deal.isPending) || client.isLoading;

  return (
    <RecordFormPage
      back={{ to: `${base}/trips`, label: t('modules.trips') }}
      title={t('tripForm.createTitle')}
      description={t('tripForm.createDescription')}
    >
      {loading ? (
        <Card>
          <LoadingPanel label={t('tripForm.loadingPrefill')} />
        </Card>
      ) : (
        <TripForm
          mode="create"
          prefill={{
            client: client.data,
            deal: deal.data
              ? {
                  id: deal.data.id,
                  title: deal.data.title,
                  client: deal.data.client,
                  primary_contact: deal.data.primary_contact,
                  amount: deal.data.amount,
                  currency: deal.data.currency,
                }
              : undefined,
          }}
          onCancel={() => navigate(-1)}
          onSubmit={async (values) => {
            const trip = await create.mutateAsync(values as CreateTripInput);
            toast({ title: t('tripForm.created', { reference: trip.reference }), color: 'success' });
            navigate(recordLink(base, 'trip', trip.id));
          }}
        />
      )}
    </RecordFormPage>
  );
}
