import type { Lead } from '@aurora/contracts/leads';
import type { Definition } from '@aurora/contracts/reference';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '../../../components/phone/phone-link';
import { DetailItem, DetailsPanel, DetailsSection } from '../../../components/record/details-panel';
import { StatusBadge } from '../../../components/record/status-badge';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useDefinitions, useStatuses } from '../../../entities/reference/reference-data';
import { formatDay } from '../../../lib/format';
import { useMoney } from '../../../lib/money';

/** The label of a definition key, or the key itself when the list no longer has it. */
const definitionLabel = (definitions: Definition[] | undefined, key: string | null) =>
  key ? (definitions?.find((definition) => definition.key === key)?.label ?? key) : null;

/** The lead's fields, in sections: contact, pipeline, trip wishes, record. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const statuses = useStatuses('lead');
  const sources = useDefinitions('lead_sources');
  const purposes = useDefinitions('trip_types');
  const lostReasons = useDefinitions('lost_reasons');
  const status = statuses.data?.find((item) => item.key === lead.status);
  const language = i18n.language;

  const travelWindow =
    lead.travel_start || lead.travel_end
      ? [lead.travel_start, lead.travel_end].map((day) => (day ? formatDay(day, language) : '…')).join(' – ')
      : null;
  const travellers = [
    t('leadDetails.adults', { count: lead.adults }),
    lead.children ? t('leadDetails.children', { count: lead.children }) : null,
    lead.infants ? t('leadDetails.infants', { count: lead.infants }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <DetailsPanel title={t('record.details')}>
      <DetailsSection title={t('leadDetails.contact')}>
        <DetailItem label={t('leadForm.fields.email')}>
          {lead.email ? (
            <a
              href={`mailto:${lead.email}`}
              className="text-primary-700 hover:underline dark:text-primary-300"
            >
              {lead.email}
            </a>
          ) : null}
        </DetailItem>
        <DetailItem label={t('leadForm.fields.phone')}>
          {lead.phone ? (
            <PhoneLink
              phone={lead.phone}
              callable_type="lead"
              callable_id={lead.id}
              doNotCall={lead.do_not_call}
            />
          ) : null}
        </DetailItem>
        {lead.phones.map((phone) => (
          <DetailItem key={`${phone.type}-${phone.value}`} label={t(`typedList.types.${phone.type}`)}>
            <PhoneLink
              phone={phone.value}
              callable_type="lead"
              callable_id={lead.id}
              doNotCall={lead.do_not_call}
            />
          </DetailItem>
        ))}
        {lead.emails.map((email) => (
          <DetailItem
            key={`${email.type}-${email.value}`}
            label={t('leadDetails.emailOfType', { type: t(`typedList.types.${email.type}`) })}
          >
            <a
              href={`mailto:${email.value}`}
              className="text-primary-700 hover:underline dark:text-primary-300"
            >
              {email.value}
            </a>
          </DetailItem>
        ))}
      </DetailsSection>
      <DetailsSection title={t('leadDetails.pipeline')}>
        <DetailItem label={t('leadForm.fields.status')}>
          <StatusBadge name={status?.name ?? lead.status} color={status?.color} />
        </DetailItem>
        <DetailItem label={t('leadForm.fields.source')}>
          {definitionLabel(sources.data, lead.source)}
        </DetailItem>
        <DetailItem label={t('leadForm.fields.owner_id')}>
          {lead.owner?.name ?? t('record.unassigned')}
        </DetailItem>
        <DetailItem label={t('leadForm.fields.next_action_at')}>
          {lead.next_action_at ? formatDay(lead.next_action_at, language) : null}
        </DetailItem>
        {lead.lost_reason ? (
          <DetailItem label={t('leadForm.fields.lost_reason')}>
            {definitionLabel(lostReasons.data, lead.lost_reason)}
          </DetailItem>
        ) : null}
        <DetailItem label={t('leadForm.fields.do_not_call')}>
          {lead.do_not_call ? t('common.yes') : t('common.no')}
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('leadForm.sections.trip')}>
        <DetailItem label={t('leadForm.fields.destinations')}>
          {lead.destinations.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {lead.destinations.map((destination) => (
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
        <DetailItem label={t('leadDetails.travelWindow')}>
          {travelWindow ? (
            <>
              {travelWindow}
              {lead.date_flexibility_days !== null ? (
                <span className="text-neutral-500 dark:text-neutral-400">
                  {' '}
                  (
                  {lead.date_flexibility_days === 0
                    ? t('leadForm.exactDates')
                    : t('leadForm.flexibleDays', { count: lead.date_flexibility_days })}
                  )
                </span>
              ) : null}
            </>
          ) : null}
        </DetailItem>
        <DetailItem label={t('leadDetails.travellers')}>{travellers}</DetailItem>
        <DetailItem label={t('leadDetails.budget')}>
          {lead.budget_amount ? money.amount(lead.budget_amount, lead.budget_currency) : null}
        </DetailItem>
        <DetailItem label={t('leadForm.fields.purpose')}>
          {definitionLabel(purposes.data, lead.purpose)}
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('record.recordSection')}>
        <DetailItem label={t('record.createdBy')}>{lead.created_by?.name}</DetailItem>
        <DetailItem label={t('record.createdAt')}>
          <RelativeTime value={lead.created_at} />
        </DetailItem>
        <DetailItem label={t('record.updatedAt')}>
          <RelativeTime value={lead.updated_at} />
        </DetailItem>
      </DetailsSection>
    </DetailsPanel>
  );
}
