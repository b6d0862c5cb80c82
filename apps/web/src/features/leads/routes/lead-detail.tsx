import type { Lead } from '@aurora/contracts/leads';
import { ArrowRightLeft, BadgeCheck, Building2, Handshake, Lock, PhoneOff, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { RecordEditLink } from '../../../components/record/record-edit-link';
import { personFacts, RecordHeader } from '../../../components/record/record-header';
import { RecordLayout } from '../../../components/record/record-layout';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { RecordMoreActions } from '../../../components/record/record-more-actions';
import { RecordTabs } from '../../../components/record/record-tabs';
import { recordLink } from '../../../components/record/record-types';
import { RelatedItem, RelatedPanel } from '../../../components/record/related-panel';
import { StatusBadge } from '../../../components/record/status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { toast } from '../../../components/ui/toast-store';
import { useRecordCallsTab } from '../../../entities/calls/record-calls-panel';
import { useStatuses } from '../../../entities/reference/reference-data';
import { formatDay } from '../../../lib/format';
import { useDeleteLead } from '../api/delete-lead';
import { useLead } from '../api/get-lead';
import { ConvertLeadDialog } from '../components/convert-lead-dialog';
import { LeadDetails } from '../components/lead-details';

function ConvertedNotice({ lead, base }: { lead: Lead; base: string }) {
  const { t } = useTranslation();
  if (!lead.converted_at) return null;
  return (
    <div className="mb-6 flex items-start gap-3 rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-sm text-success-900 dark:border-success-500/30 dark:bg-success-500/10 dark:text-success-100">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600 dark:text-success-400" />
      <p>
        {t('leadPage.convertedNotice')}{' '}
        {lead.converted_client ? (
          <Link
            to={recordLink(base, 'client', lead.converted_client.id)}
            className="font-medium underline underline-offset-2"
          >
            {lead.converted_client.name}
          </Link>
        ) : null}{' '}
        · <RelativeTime value={lead.converted_at} />
      </p>
    </div>
  );
}

function ConversionPanel({ lead, base, onConvert }: { lead: Lead; base: string; onConvert: () => void }) {
  const { t } = useTranslation();
  return (
    <RelatedPanel
      title={t('leadPage.conversion')}
      empty={{
        icon: <ArrowRightLeft />,
        title: t('leadPage.notConverted'),
        description: t('leadPage.notConvertedHint'),
        action: (
          <Button size="sm" onClick={onConvert}>
            {t('convert.actionLong')}
          </Button>
        ),
      }}
    >
      {lead.converted_client ? (
        <RelatedItem
          to={recordLink(base, 'client', lead.converted_client.id)}
          title={lead.converted_client.name}
          leading={
            <span className="flex size-8 items-center justify-center rounded-md bg-success-50 text-success-600 dark:bg-success-500/10 dark:text-success-400">
              <Building2 aria-hidden="true" className="size-4" />
            </span>
          }
          subtitle={t('record.subjects.client')}
        />
      ) : null}
      {lead.converted_client && lead.converted_contact ? (
        <RelatedItem
          to={recordLink(base, 'contact', lead.converted_contact.id, lead.converted_client.id)}
          title={lead.converted_contact.name}
          leading={
            <span className="flex size-8 items-center justify-center rounded-md bg-neutral-100 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400">
              <UserRound aria-hidden="true" className="size-4" />
            </span>
          }
          subtitle={t('record.subjects.contact')}
        />
      ) : null}
      {lead.converted_opportunity ? (
        <RelatedItem
          to={recordLink(base, 'opportunity', lead.converted_opportunity.id)}
          title={lead.converted_opportunity.name}
          leading={
            <span className="flex size-8 items-center justify-center rounded-md bg-primary-50 text-primary-600 dark:bg-primary-500/10 dark:text-primary-400">
              <Handshake aria-hidden="true" className="size-4" />
            </span>
          }
          subtitle={t('record.subjects.opportunity')}
        />
      ) : null}
    </RelatedPanel>
  );
}

export function LeadDetailRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const base = `/${orgCode}`;
  const id = Number(params.id);
  const callsTab = useRecordCallsTab({ type: 'lead', id }, base);
  const lead = useLead(id);
  const statuses = useStatuses('lead');
  const remove = useDeleteLead();
  const [converting, setConverting] = useState(false);

  if (!lead.isSuccess) {
    return (
      <RecordLoadState
        record={lead}
        loadingLabel={t('leadPage.loading')}
        errorTitle={t('leadPage.loadError')}
        backToList={`${base}/leads`}
      />
    );
  }

  const data = lead.data;
  const status = statuses.data?.find((item) => item.key === data.status);
  const converted = Boolean(data.converted_at);

  return (
    <div>
      <RecordHeader
        back={{ to: `${base}/leads`, label: t('modules.leads') }}
        title={data.full_name}
        taskSubject={{ type: 'lead', id: data.id, name: data.full_name }}
        kind={t('record.subjects.lead')}
        badges={
          <>
            <StatusBadge name={status?.name ?? data.status} color={status?.color} size="md" />
            {data.do_not_call ? (
              <Badge tone="warning">
                <PhoneOff aria-hidden="true" className="size-3" />
                {t('phone.doNotCall')}
              </Badge>
            ) : null}
            {converted ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" className="size-3" />
                {t('leadPage.converted')}
              </Badge>
            ) : null}
          </>
        }
        facts={[
          ...personFacts(t, {
            owner: data.owner,
            email: data.email,
            phone: (
              <PhoneLink
                phone={data.phone}
                callable_type="lead"
                callable_id={data.id}
                doNotCall={data.do_not_call}
                layout="inline"
              />
            ),
          }),
          {
            label: t('leadForm.fields.next_action_at'),
            value: data.next_action_at ? formatDay(data.next_action_at, i18n.language) : '—',
          },
          { label: t('record.createdAt'), value: <RelativeTime value={data.created_at} /> },
        ]}
        actions={
          <>
            {converted ? (
              data.converted_client ? (
                <Link
                  to={recordLink(base, 'client', data.converted_client.id)}
                  className={buttonClasses('secondary')}
                >
                  <Building2 aria-hidden="true" />
                  {t('leadPage.openClient')}
                </Link>
              ) : null
            ) : (
              <>
                <RecordEditLink to={`${base}/leads/${data.id}/edit`} />
                <Button variant="primary" onClick={() => setConverting(true)}>
                  <ArrowRightLeft aria-hidden="true" />
                  {t('convert.action')}
                </Button>
              </>
            )}
            <RecordMoreActions
              title={t('leadPage.deleteTitle', { name: data.full_name })}
              description={t('leadPage.deleteDescription', { name: data.full_name })}
              onDelete={() => remove.mutateAsync(data.id)}
              leave={{ deleted: t('leadPage.deleted', { name: data.full_name }), to: `${base}/leads` }}
            />
          </>
        }
      />
      <ConvertedNotice lead={data} base={base} />
      <RecordLayout
        details={
          <>
            <LeadDetails lead={data} />
            <ConversionPanel lead={data} base={base} onConvert={() => setConverting(true)} />
          </>
        }
        activity={<RecordTabs subject={{ module: 'leads', id: data.id }} tabs={[callsTab]} />}
      />
      {converted ? null : (
        <ConvertLeadDialog
          lead={data}
          open={converting}
          onOpenChange={setConverting}
          onConverted={(result) => {
            setConverting(false);
            toast({
              title: t('convert.done', { name: result.lead.full_name, client: result.client.name }),
              description: result.opportunity
                ? t('convert.dealCreated', { title: result.opportunity.title })
                : undefined,
              color: 'success',
            });
            navigate(recordLink(base, 'client', result.client.id));
          }}
        />
      )}
    </div>
  );
}
