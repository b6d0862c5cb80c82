import type { UpdateTripInput } from '@aurora/contracts/travel/trips';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordEditFrame } from '../../../components/record/record-edit-frame';
import { recordLink } from '../../../components/record/record-types';
import { toast } from '../../../components/ui/toast-store';
import { useTrip } from '../../../entities/trips/get-trip';
import { useUpdateTrip } from '../api/update-trip';
import { TripForm } from '../components/trip-form';

export function TripEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const trip = useTrip(id);
  const update = useUpdateTrip(id);
  const detailPath = recordLink(`/${params.orgCode ?? ''}`, 'trip', id);

  return (
    <RecordEditFrame
      record={trip}
      nameOf={(data) => `${data.reference} · ${data.title}`}
      detailPath={detailPath}
      texts={{
        list: t('modules.trips'),
        title: (name) => t('tripForm.editTitle', { name }),
        titleShort: t('tripForm.editTitleShort'),
        loading: t('tripPage.loading'),
        loadError: t('tripPage.loadError'),
      }}
    >
      {(data) => (
        <TripForm
          key={data.id}
          mode="edit"
          trip={data}
          onCancel={() => navigate(detailPath)}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values as UpdateTripInput);
            toast({ title: t('tripForm.updated', { reference: saved.reference }), color: 'success' });
            navigate(detailPath);
          }}
        />
      )}
    </RecordEditFrame>
  );
}
