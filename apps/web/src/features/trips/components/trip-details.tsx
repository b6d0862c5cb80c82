import type { Trip } from '@aurora/contracts/travel/trips';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailsPanel, DetailsSection } from '../../../components/record/details-panel';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useMoney } from '../../../lib/money';
import type { TripReference } from './use-trip-reference';

/** A note as written: its line breaks kept. */
function NoteText({ value }: { value: string | null }) {
  return value ? <p className="whitespace-pre-line">{value}</p> : null;
}

/** The trip's own fields: what it is, what the client expects, the notes, and the record. */
export function TripDetails({ trip, reference }: { trip: Trip; reference: TripReference }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <DetailsPanel title={t('record.details')}>
      <DetailsSection title={t('tripPage.sections.trip')}>
        <DetailItem label={t('tripForm.fields.destinations')}>
          {trip.destinations.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {trip.destinations.map((destination) => (
                <span
                  key={destination}
                  className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
                >
                  {destination}
                </span>
              ))}
            </span>
          ) : null}
        </DetailItem>
        <DetailItem label={t('tripForm.fields.trip_type')}>{reference.typeLabel(trip.trip_type)}</DetailItem>
        <DetailItem label={t('tripForm.fields.budget')}>
          {trip.budget !== null ? money.format(trip.budget, trip.currency) : null}
        </DetailItem>
        <DetailItem label={t('tripForm.fields.currency')}>{trip.currency}</DetailItem>
        <DetailItem label={t('tripPage.bookingsCount')}>{String(trip.bookings_count)}</DetailItem>
      </DetailsSection>
      <DetailsSection title={t('tripPage.sections.notes')}>
        <DetailItem label={t('tripForm.fields.notes_for_client')}>
          <NoteText value={trip.notes_for_client} />
        </DetailItem>
        <DetailItem label={t('tripForm.fields.notes_internal')}>
          <NoteText value={trip.notes_internal} />
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('record.recordSection')}>
        <DetailItem label={t('record.createdBy')}>{trip.created_by?.name}</DetailItem>
        <DetailItem label={t('record.createdAt')}>
          <RelativeTime value={trip.created_at} />
        </DetailItem>
        <DetailItem label={t('record.updatedAt')}>
          <RelativeTime value={trip.updated_at} />
        </DetailItem>
      </DetailsSection>
    </DetailsPanel>
  );
}
