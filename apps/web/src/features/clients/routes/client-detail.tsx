import { Building2, Home, Pencil, TriangleAlert, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { RecordDeleteButton } from '../../../components/record/record-delete-button';
import { RecordHeader } from '../../../components/record/record-header';
import { RecordLayout } from '../../../components/record/record-layout';
import { RecordTabs } from '../../../components/record/record-tabs';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { formatMoney } from '../../../lib/money';
import { useDeleteClient } from '../api/delete-client';
import { useClient } from '../api/get-client';
import { useClientContacts } from '../api/get-client-contacts';
import { ClientDetails } from '../components/client-details';
import { ContactSheet, type ContactSheetState } from '../components/contact-sheet';
import { ContactsPanel } from '../components/contacts-panel';

const TYPE_ICONS = { individual: UserRound, household: Home, company: Building2 } as const;

export function ClientDetailRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const base = `/${orgCode}`;
  const id = Number(params.id);
  const client = useClient(id);
  const contacts = useClientContacts(id);
  const remove = useDeleteClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const contactParam = Number(searchParams.get('contact'));
  const [sheet, setSheet] = useState<ContactSheetState>(
    contactParam > 0 ? { mode: 'view', contactId: contactParam } : null,
  );

  // A link to `?contact=31` (search, a converted lead) opens that contact, even on this page already.
  useEffect(() => {
    if (contactParam > 0) {
      setSheet((current) =>
        current && current.mode !== 'create' && current.contactId === contactParam
          ? current
          : { mode: 'view', contactId: contactParam },
      );
    }
  }, [contactParam]);

  const changeSheet = (next: ContactSheetState) => {
    setSheet(next);
    setSearchParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next && next.mode !== 'create') updated.set('contact', String(next.contactId));
        else updated.delete('contact');
        return updated;
      },
      { replace: true },
    );
  };

  if (client.isPending) {
    return (
      <Card>
        <LoadingPanel label={t('clientPage.loading')} />
      </Card>
    );
  }
  if (client.isError) {
    return (
      <Card>
        <StatePanel
          tone="error"
          icon={<TriangleAlert />}
          title={t('clientPage.loadError')}
          description={client.error.message}
          action={
            <Link to={`${base}/clients`} className={buttonClasses('secondary')}>
              {t('common.backToList')}
            </Link>
          }
        />
      </Card>
    );
  }

  const data = client.data;
  const TypeIcon = TYPE_ICONS[data.type];
  const contactList = contacts.data ?? [];

  return (
    <div>
      <RecordHeader
        back={{ to: `${base}/clients`, label: t('modules.clients') }}
        title={data.name}
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
          { label: t('leadForm.fields.owner_id'), value: data.owner?.name ?? t('record.unassigned') },
          {
            label: t('leadForm.fields.phone'),
            value: (
              <PhoneLink phone={data.phone} callable_type="client" callable_id={data.id} layout="inline" />
            ),
          },
          {
            label: t('leadForm.fields.email'),
            value: data.email ? (
              <a href={`mailto:${data.email}`} className="hover:underline">
                {data.email}
              </a>
            ) : (
              '—'
            ),
          },
          { label: t('contactsPanel.title'), value: data.contacts_count },
          {
            label: t('clientPage.lifetimeValue'),
            value: (
              <span title={t('clientPage.lifetimeValueHint')}>
                {formatMoney(data.lifetime_value, data.preferred_currency, i18n.language)}
              </span>
            ),
          },
        ]}
        actions={
          <>
            <Link to={`${base}/clients/${data.id}/edit`} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" />
              {t('common.edit')}
            </Link>
            <RecordDeleteButton
              title={t('clientPage.deleteTitle', { name: data.name })}
              description={t('clientPage.deleteDescription', { name: data.name, count: data.contacts_count })}
              onDelete={async () => {
                await remove.mutateAsync(data.id);
                toast({ title: t('clientPage.deleted', { name: data.name }), color: 'success' });
                navigate(`${base}/clients`, { replace: true });
              }}
            />
          </>
        }
      />
      <RecordLayout
        details={
          <>
            <ContactsPanel
              clientId={data.id}
              contacts={contactList}
              loading={contacts.isPending}
              error={contacts.isError ? t('contactsPanel.loadError') : null}
              onOpen={changeSheet}
            />
            <ClientDetails client={data} />
          </>
        }
        activity={<RecordTabs subject={{ module: 'clients', id: data.id }} />}
      />
      <ContactSheet clientId={data.id} state={sheet} contacts={contactList} onStateChange={changeSheet} />
    </div>
  );
}
