import type { Opportunity } from '@aurora/contracts/opportunities';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { DetailItem, DetailsPanel, DetailsSection } from '../../../components/record/details-panel';
import { recordLink } from '../../../components/record/record-types';
import { RelativeTime } from '../../../components/ui/relative-time';
import { formatDay } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import type { OpportunityReference } from './use-opportunity-reference';

const linkClasses = 'text-primary-700 hover:underline dark:text-primary-300';

/** The deal's fields, in sections: the deal, the pipeline, the record. */
export function OpportunityDetails({
  deal,
  reference,
}: {
  deal: Opportunity;
  reference: OpportunityReference;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const base = `/${useParams().orgCode ?? ''}`;
  const language = i18n.language;
  return (
    <DetailsPanel title={t('record.details')}>
      <DetailsSection title={t('opportunityPage.sections.deal')}>
        <DetailItem label={t('opportunityForm.fields.client_id')}>
          <Link to={recordLink(base, 'client', deal.client.id)} className={linkClasses}>
            {deal.client.name}
          </Link>
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.primary_contact_id')}>
          {deal.primary_contact ? (
            <div className="flex flex-col gap-0.5">
              <Link
                to={recordLink(base, 'contact', deal.primary_contact.id, deal.client.id)}
                className={linkClasses}
              >
                {deal.primary_contact.name}
              </Link>
              {deal.primary_contact.phone ? (
                <PhoneLink
                  phone={deal.primary_contact.phone}
                  contact_id={deal.primary_contact.id}
                  callable_type="opportunity"
                  callable_id={deal.id}
                />
              ) : null}
            </div>
          ) : null}
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.amount')}>
          {money.format(deal.amount, deal.currency)}
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.probability')}>
          {deal.probability_is_custom
            ? t('opportunityPage.customProbability', { probability: String(deal.probability) })
            : t('opportunityPage.stageProbability', { probability: String(deal.probability) })}
        </DetailItem>
        <DetailItem label={t('opportunitiesList.fields.weighted_amount')}>
          {money.format(deal.weighted_amount, deal.currency)}
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.expected_close_date')}>
          {deal.expected_close_date ? formatDay(deal.expected_close_date, language) : null}
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.source')}>
          {reference.sourceLabel(deal.source)}
        </DetailItem>
        <DetailItem label={t('opportunityPage.lead')}>
          {deal.lead ? (
            <Link to={recordLink(base, 'lead', deal.lead.id)} className={linkClasses}>
              {deal.lead.name}
            </Link>
          ) : null}
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('opportunityPage.sections.pipeline')}>
        <DetailItem label={t('opportunityForm.fields.stage')}>
          {reference.stageOf(deal.stage)?.name ?? deal.stage}
        </DetailItem>
        <DetailItem label={t('opportunitiesList.fields.days_in_stage')}>
          {t('opportunitiesList.days', { count: deal.days_in_stage })}
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.next_step')}>{deal.next_step}</DetailItem>
        <DetailItem label={t('opportunitiesList.fields.next_task')}>{deal.next_task?.title}</DetailItem>
        <DetailItem label={t('opportunitiesList.fields.last_activity_at')}>
          <RelativeTime value={deal.last_activity_at} />
        </DetailItem>
        <DetailItem label={t('opportunityForm.fields.owner_id')}>{deal.owner?.name}</DetailItem>
        <DetailItem label={t('opportunityForm.fields.team_id')}>{deal.team?.name}</DetailItem>
        {deal.stage_kind === 'lost' ? (
          <>
            <DetailItem label={t('opportunityForm.fields.lost_reason')}>
              {reference.lostReasonLabel(deal.lost_reason)}
            </DetailItem>
            <DetailItem label={t('opportunityForm.fields.lost_note')}>{deal.lost_note}</DetailItem>
          </>
        ) : null}
        {deal.closed_at ? (
          <DetailItem
            label={t(deal.stage_kind === 'won' ? 'opportunityPage.wonAt' : 'opportunityPage.lostAt')}
          >
            <RelativeTime value={deal.closed_at} />
          </DetailItem>
        ) : null}
      </DetailsSection>
      <DetailsSection>
        <DetailItem label={t('opportunityPage.createdBy')}>{deal.created_by?.name}</DetailItem>
        <DetailItem label={t('opportunitiesList.fields.created_at')}>
          <RelativeTime value={deal.created_at} />
        </DetailItem>
        <DetailItem label={t('opportunitiesList.fields.updated_at')}>
          <RelativeTime value={deal.updated_at} />
        </DetailItem>
      </DetailsSection>
    </DetailsPanel>
  );
}
