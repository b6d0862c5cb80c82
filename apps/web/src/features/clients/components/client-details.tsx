import type { Client } from '@aurora/contracts/clients';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { DetailItem, DetailsPanel, DetailsSection } from '../../../components/record/details-panel';
import { recordLink } from '../../../components/record/record-types';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';

/** The client's fields, in sections. */
export function ClientDetails({ client }: { client: Client }) {
  const { t } = useTranslation();
  const money = useMoney();
  const orgCode = useParams().orgCode ?? '';
  // What the client's completed trips sold, converted by the server into the organization's currency.
  const currency = useOrganizations().current?.default_currency ?? null;
  const address = [
    client.address_line,
    [client.postal_code, client.city].filter(Boolean).join(' '),
    client.region,
    client.country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <DetailsPanel title={t('record.details')}>
      <DetailsSection title={t('clientForm.sections.contact')}>
        <DetailItem label={t('leadForm.fields.email')}>
          {client.email ? (
            <a
              href={`mailto:${client.email}`}
              className="text-primary-700 hover:underline dark:text-primary-300"
            >
              {client.email}
            </a>
          ) : null}
        </DetailItem>
        <DetailItem label={t('leadForm.fields.phone')}>
          {client.phone ? (
            <PhoneLink phone={client.phone} callable_type="client" callable_id={client.id} />
          ) : null}
        </DetailItem>
        {client.phones.map((phone) => (
          <DetailItem key={`${phone.type}-${phone.value}`} label={t(`typedList.types.${phone.type}`)}>
            <PhoneLink phone={phone.value} callable_type="client" callable_id={client.id} />
          </DetailItem>
        ))}
        {client.emails.map((email) => (
          <DetailItem
            key={`${email.type}-${email.value}`}
            label={t('leadDetails.emailOfType', { type: t(`typedList.types.${email.type}`) })}
          >
            {email.value}
          </DetailItem>
        ))}
        <DetailItem label={t('clientForm.sections.address')}>{address}</DetailItem>
      </DetailsSection>
      <DetailsSection title={t('clientForm.sections.identity')}>
        <DetailItem label={t('clientForm.fields.type')}>{t(`clientTypes.${client.type}`)}</DetailItem>
        <DetailItem label={t('clientForm.fields.tax_id')}>{client.tax_id}</DetailItem>
        <DetailItem label={t('leadForm.fields.owner_id')}>
          {client.owner?.name ?? t('record.unassigned')}
        </DetailItem>
        <DetailItem label={t('clientForm.fields.tags')}>
          {client.tags.length > 0 ? (
            <span className="flex flex-wrap gap-1">
              {client.tags.map((tag) => (
                <span
                  key={tag}
                  className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
                >
                  {tag}
                </span>
              ))}
            </span>
          ) : null}
        </DetailItem>
        {client.source_lead ? (
          <DetailItem label={t('clientPage.sourceLead')}>
            <Link
              to={recordLink(`/${orgCode}`, 'lead', client.source_lead.id)}
              className="text-primary-700 hover:underline dark:text-primary-300"
            >
              {client.source_lead.name}
            </Link>
          </DetailItem>
        ) : null}
      </DetailsSection>
      <DetailsSection title={t('clientForm.sections.preferences')}>
        <DetailItem label={t('clientForm.fields.preferred_language')}>
          {client.preferred_language
            ? t(`languages.${client.preferred_language}`, { defaultValue: client.preferred_language })
            : null}
        </DetailItem>
        <DetailItem label={t('clientForm.fields.preferred_currency')}>{client.preferred_currency}</DetailItem>
        <DetailItem label={t('clientForm.fields.marketing_consent')}>
          {client.marketing_consent ? t('common.yes') : t('common.no')}
        </DetailItem>
        <DetailItem label={t('clientPage.lifetimeValue')}>
          <span className="tabular-nums">{money.amount(client.lifetime_value, currency)}</span>
          <span className="block text-xs text-neutral-500 dark:text-neutral-400">
            {t('clientPage.lifetimeValueHint')}
          </span>
        </DetailItem>
      </DetailsSection>
      <DetailsSection title={t('record.recordSection')}>
        <DetailItem label={t('record.createdBy')}>{client.created_by?.name}</DetailItem>
        <DetailItem label={t('record.createdAt')}>
          <RelativeTime value={client.created_at} />
        </DetailItem>
        <DetailItem label={t('record.updatedAt')}>
          <RelativeTime value={client.updated_at} />
        </DetailItem>
      </DetailsSection>
    </DetailsPanel>
  );
}
