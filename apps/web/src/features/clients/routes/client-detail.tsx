import { Building2, Home, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { RecordEditLink } from '../../../components/record/record-edit-link';
import { personFacts, RecordHeader } from '../../../components/record/record-header';
import { RecordLayout } from '../../../components/record/record-layout';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { RecordMoreActions } from '../../../components/record/record-more-actions';
import { RecordTabs } from '../../../components/record/record-tabs';
import { Badge } from '../../../components/ui/badge';
import { useRecordCallsTab } from '../../../entities/calls/record-calls-panel';
import { useClient } from '../../../entities/clients/get-client';
import { useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';
import { useDeleteClient } from '../api/delete-client';
import { ClientDetails } from '../components/client-details';

const TYPE_ICONS = { individual: UserRound, household: Home, company: Building2 } as const;

/**
 * A client's page. `contacts` is the client's contacts section (the contacts feature's), which the
 * app passes in: it shows above the client's details.
 */
export function ClientDetailRoute({
  related: Related,
}: {
  /** Panels of other features about this client (its contacts, its deals), above its details. */
  related: ComponentType<{ clientId: number }>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const _navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const base = `/${orgCode}`;
  const id = Number(params.id);
  const callsTab = useRecordCallsTab({ type: 'client', id }, base);
  const client = useClient(id);
  const remove = useDeleteClient();
  // Lifetime value is in the organization's currency (the server converts each trip's sales).
  const currency = useOrganizations().current?.default_currency ?? null;

  if (!client.isSuccess) {
    return (
      <RecordLoadState
        record={client}
        loadingLabel={t('clientPage.loading')}
        errorTitle={t('clientPage.loadError')}
        backToList={`${base}/clients`}
      />
    );
  }

  const data = client.data;
  const TypeIcon = TYPE_ICONS[data.type];

  return (
    <div>
      <RecordHeader
        back={{ to: `${base}/clients`, label: t('modules.clients') }}
        title={data.name}
        taskSubject={{ type: 'client', id: data.id, name: data.name }}
        avatarShape={data.type === 'company' ? 'square' : 'round'}
        kind={
          <span className="inline-flex items-center gap-1">
            <TypeIcon aria-hidden="true" className="size-3" />
            {t(`clientPage.kinds.${data.type}`)}
          </span>
        }
        badges={
          <>
            {data.marketing_consent ? <Badge tone="success">{t('clientPage.marketingOk')}</Badge> : null}
            {data.tags.slice(0, 3).map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </>
        }
        facts={[
          ...personFacts(t, {
            owner: data.owner,
            email: data.email,
            phone: (
              <PhoneLink phone={data.phone} callable_type="client" callable_id={data.id} layout="inline" />
            ),
          }),
          { label: t('contactsPanel.title'), value: data.contacts_count },
          {
            label: t('clientPage.lifetimeValue'),
            value: (
              <span title={t('clientPage.lifetimeValueHint')}>
                {money.amount(data.lifetime_value, currency)}
              </span>
            ),
          },
        ]}
        actions={
          <>
            <RecordEditLink to={`${base}/clients/${data.id}/edit`} />
            <RecordMoreActions
              title={t('clientPage.deleteTitle', { name: data.name })}
              description={t('clientPage.deleteDescription', { name: data.name, count: data.contacts_count })}
              onDelete={() => remove.mutateAsync(data.id)}
              leave={{ deleted: t('clientPage.deleted', { name: data.name }), to: `${base}/clients` }}
            />
          </>
        }
      />
      <RecordLayout
        details={
          <>
            <Related clientId={data.id} />
            <ClientDetails client={data} />
          </>
        }
        activity={<RecordTabs subject={{ module: 'clients', id: data.id }} tabs={[callsTab]} />}
      />
    </div>
  );
}
