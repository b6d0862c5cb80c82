import type { CreateInvoiceInput } from '@aurora/contracts/billing/invoices';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isRecordId } from '../../../components/record/api/record-queries';
import { RecordFormPage } from '../../../components/record/record-form-page';
import { Card } from '../../../components/ui/card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useClientRef } from '../../../entities/clients/get-client';
import { invoicePath } from '../../../entities/invoices/keys';
import { useTrip } from '../../../entities/trips/get-trip';
import { useCreateInvoice } from '../api/invoices/save-invoice';
import { useTripLines } from '../api/invoices/trip-lines';
import { InvoiceForm } from '../components/invoices/invoice-form';

const idParam = (value: string | null) => {
  const id = Number(value);
  return isRecordId(id) ? id : null;
};

/**
 * A new draft invoice. `?trip_id=42` (a trip's page) bills that trip: its client and currency, and
 * its bookings as lines to check and edit; `?client_id=9` (a client's page) picks the client.
 */
export function InvoiceCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = `/${useParams().orgCode ?? ''}`;
  const [params] = useSearchParams();
  const tripId = idParam(params.get('trip_id'));
  const clientId = idParam(params.get('client_id'));
  const trip = useTrip(tripId ?? 0);
  const client = useClientRef(tripId ? null : clientId);
  const lines = useTripLines(tripId, trip.data?.currency);
  const create = useCreateInvoice();
  const loading = (tripId !== null && (trip.isPending || lines.isLoading)) || client.isLoading;

  return (
    <RecordFormPage
      back={{ to: `${base}/billing`, label: t('invoices.list.title') }}
      title={t('invoices.form.createTitle')}
      description={t('invoices.form.createDescription')}
    >
      {loading ? (
        <Card>
          <LoadingPanel label={t('invoices.form.loadingPrefill')} />
        </Card>
      ) : (
        <InvoiceForm
          mode="create"
          prefill={{ trip: trip.data, client: client.data, lines: lines.data }}
          onCancel={() => navigate(-1)}
          onSubmit={async (values) => {
            const invoice = await create.mutateAsync(values as CreateInvoiceInput);
            toast({ title: t('invoices.form.created'), color: 'success' });
            navigate(invoicePath(base, invoice.id));
          }}
        />
      )}
    </RecordFormPage>
  );
}
