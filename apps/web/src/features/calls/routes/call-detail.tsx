import type { Call } from '@aurora/contracts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckSquare, PhoneIncoming, PhoneOutgoing, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DateCell, OwnerCell } from '../../../components/data-table/cells';
import { PhoneLink } from '../../../components/phone/phone-link';
import { DetailItem, DetailsPanel, DetailsSection } from '../../../components/record/details-panel';
import { RECORD_TYPES, recordLink } from '../../../components/record/record-types';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { CallBackButton } from '../../../entities/calls/call-back-button';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { callStoryOf, callTitle } from '../../../entities/calls/call-story';
import { callKeys } from '../../../entities/calls/keys';
import { RecordingPlayer } from '../../../entities/calls/recording-player';
import { ApiError } from '../../../lib/api-client';
import { useAgentEvent } from '../../../lib/realtime';
import { useCall } from '../api/get-call';
import { useCallbackTask } from '../api/get-call-tasks';
import { CALL_STATUS_TONES } from '../components/call-format';
import { CallNotesForm } from '../components/call-notes-form';

/** One call: who, when, how long, its recording, and its editable notes and outcome. */
export function CallDetailRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const orgCode = params.orgCode ?? '';
  const id = Number(params.id);
  const call = useCall(id);
  const queryClient = useQueryClient();
  // A recording (or the end of the call) arrives after the page opened: show it.
  const refresh = (payload: { call_id: number }) => {
    if (payload.call_id === id) void queryClient.invalidateQueries({ queryKey: callKeys.detail(id) });
  };
  useAgentEvent('call.recording.ready', refresh);
  useAgentEvent('call.status.updated', refresh);

  const back = (
    <Link
      to={`/${orgCode}/calls`}
      className="inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('calls.detail.back')}
    </Link>
  );

  if (call.isPending) return <LoadingPanel label={t('dataTable.loading')} />;
  if (call.isError || !call.data) {
    const notFound = call.error instanceof ApiError && call.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <StatePanel
          tone="error"
          title={notFound ? t('calls.detail.notFound') : t('calls.detail.loadError')}
          description={call.error?.message}
        />
      </div>
    );
  }
  const data = call.data;
  const base = `/${orgCode}`;
  const party = data.direction === 'inbound' ? data.phone_from : data.phone_to;
  // A number nobody knows yet: the agent can make it a lead.
  const unknown = !data.callable_type && !data.contact && party;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <PageHeader
        title={callTitle(t, callStoryOf(data))}
        description={<CallRecordLink base={base} call={data} />}
        actions={
          <>
            <CallbackTaskLink base={base} callId={data.id} />
            {data.direction === 'inbound' && data.status === 'missed' && data.phone_from ? (
              <CallBackButton
                organizationCode={orgCode}
                phone={data.phone_from}
                contactId={data.contact?.id ?? null}
                callable={
                  data.callable_type && data.callable_id
                    ? { type: data.callable_type, id: data.callable_id }
                    : null
                }
              />
            ) : null}
            {unknown ? (
              <Link
                to={`${base}/leads/create?${new URLSearchParams({ phone: party, call: String(data.id) })}`}
                className={buttonClasses('secondary', 'md')}
              >
                <UserPlus aria-hidden="true" />
                {t('calls.detail.createLead')}
              </Link>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <DetailsPanel title={t('calls.detail.details')}>
          <DetailsSection>
            <DetailItem label={t('calls.fields.direction')}>
              <span className="inline-flex items-center gap-1.5">
                {data.direction === 'inbound' ? (
                  <PhoneIncoming aria-hidden="true" className="size-4" />
                ) : (
                  <PhoneOutgoing aria-hidden="true" className="size-4" />
                )}
                {t(`calls.directions.${data.direction}`)} · {t(`calls.types.${data.type}`)}
              </span>
            </DetailItem>
            <DetailItem label={t('calls.fields.status')}>
              <Badge tone={CALL_STATUS_TONES[data.status]}>{t(`calls.statuses.${data.status}`)}</Badge>
            </DetailItem>
            <DetailItem label={t('calls.fields.phone_from')}>
              {data.phone_from ? <PhoneLink phone={data.phone_from} layout="inline" /> : null}
            </DetailItem>
            <DetailItem label={t('calls.fields.phone_to')}>
              {data.phone_to ? <PhoneLink phone={data.phone_to} layout="inline" /> : null}
            </DetailItem>
            <DetailItem label={t('calls.fields.agent')}>
              <OwnerCell owner={data.agent} />
            </DetailItem>
            <DetailItem label={t('calls.fields.started_at')}>
              <DateCell value={data.started_at} withTime />
            </DetailItem>
            <DetailItem label={t('calls.fields.answered_at')}>
              {data.answered_at ? <DateCell value={data.answered_at} withTime /> : null}
            </DetailItem>
            <DetailItem label={t('calls.fields.ended_at')}>
              {data.ended_at ? <DateCell value={data.ended_at} withTime /> : null}
            </DetailItem>
            <DetailItem label={t('calls.fields.duration_seconds')}>
              {data.duration_seconds === null ? null : formatCallDuration(data.duration_seconds)}
            </DetailItem>
          </DetailsSection>
          <DetailsSection title={t('calls.detail.recording')}>
            {data.recording ? (
              <div className="flex flex-col gap-2 sm:col-span-2">
                {data.voicemail ? <Badge tone="info">{t('calls.detail.voicemail')}</Badge> : null}
                <RecordingPlayer callId={data.id} label={t('calls.detail.recording')} />
              </div>
            ) : (
              <p className="text-sm text-neutral-500 sm:col-span-2 dark:text-neutral-400">
                {t('calls.detail.noRecording')}
              </p>
            )}
          </DetailsSection>
        </DetailsPanel>
        <DetailsPanel title={t('calls.detail.notesAndOutcome')}>
          <CallNotesForm key={`${data.id}:${data.updated_at}`} call={data} />
        </DetailsPanel>
      </div>
    </div>
  );
}

/** The record the call is about (its contact on the client's page), as a link. */
function CallRecordLink({ base, call }: { base: string; call: Call }) {
  const { t } = useTranslation();
  if (!call.callable_type || !call.callable_id) return null;
  const contactOfClient = call.contact && call.callable_type === 'client';
  const link = contactOfClient
    ? recordLink(base, 'contact', call.contact?.id ?? 0, call.callable_id)
    : recordLink(base, call.callable_type, call.callable_id);
  const name = call.callable_name ?? t(RECORD_TYPES[call.callable_type].labelKey);
  return (
    <>
      {t('calls.detail.record')}:{' '}
      {link ? (
        <Link to={link} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
          {contactOfClient ? `${call.contact?.full_name} · ${name}` : name}
        </Link>
      ) : (
        name
      )}
    </>
  );
}

/** The callback task a missed call or a voicemail made, when it has one. */
function CallbackTaskLink({ base, callId }: { base: string; callId: number }) {
  const { t } = useTranslation();
  const task = useCallbackTask(callId);
  if (!task.data) return null;
  return (
    <Link to={`${base}/tasks?task=${task.data.id}`} className={buttonClasses('secondary', 'md')}>
      <CheckSquare aria-hidden="true" />
      {t('calls.detail.callbackTask')}
    </Link>
  );
}
