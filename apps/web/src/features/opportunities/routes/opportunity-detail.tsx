import type { Opportunity } from '@aurora/contracts/opportunities';
import type { Status } from '@aurora/contracts/reference';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PhoneLink } from '../../../components/phone/phone-link';
import { RecordEditLink } from '../../../components/record/record-edit-link';
import { RecordHeader } from '../../../components/record/record-header';
import { RecordLayout } from '../../../components/record/record-layout';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { RecordMoreActions } from '../../../components/record/record-more-actions';
import { RecordTabs } from '../../../components/record/record-tabs';
import { StatusBadge } from '../../../components/record/status-badge';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { RelativeTime } from '../../../components/ui/relative-time';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useRecordCallsTab } from '../../../entities/calls/record-calls-panel';
import { useOpportunity } from '../../../entities/opportunities/get-opportunity';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useDeleteOpportunity } from '../api/delete-opportunity';
import { useMoveOpportunity } from '../api/move-opportunity';
import { LostReasonDialog } from '../components/lost-reason-dialog';
import { isOverdue } from '../components/opportunity-columns';
import { OpportunityDetails } from '../components/opportunity-details';
import { PlannedTasks } from '../components/planned-tasks';
import { RottingBadge } from '../components/rotting-badge';
import { StageProgress } from '../components/stage-progress';
import { type OpportunityReference, useOpportunityReference } from '../components/use-opportunity-reference';

/** A won or lost deal says so, and how to reopen it. */
function ClosedNotice({ deal, reference }: { deal: Opportunity; reference: OpportunityReference }) {
  const { t } = useTranslation();
  if (deal.stage_kind === 'open' || !deal.closed_at) return null;
  const won = deal.stage_kind === 'won';
  const Icon = won ? CircleCheck : CircleX;
  return (
    <div
      className={cn(
        'mb-6 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        won
          ? 'border-success-200 bg-success-50 text-success-900 dark:border-success-500/30 dark:bg-success-500/10 dark:text-success-100'
          : 'border-error-200 bg-error-50 text-error-900 dark:border-error-500/30 dark:bg-error-500/10 dark:text-error-100',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {won ? t('opportunityPage.wonNotice') : t('opportunityPage.lostNotice')}{' '}
        <RelativeTime value={deal.closed_at} />
        {won ? null : (
          <>
            {' · '}
            <span className="font-medium">{reference.lostReasonLabel(deal.lost_reason)}</span>
            {deal.lost_note ? ` · ${deal.lost_note}` : null}
          </>
        )}
        <span className="block text-xs opacity-80">{t('opportunityPage.reopenHint')}</span>
      </p>
    </div>
  );
}

export function OpportunityDetailRoute() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const base = `/${params.orgCode ?? ''}`;
  const id = Number(params.id);
  const deal = useOpportunity(id);
  const reference = useOpportunityReference();
  const move = useMoveOpportunity();
  const money = useMoney();
  const remove = useDeleteOpportunity();
  const [losing, setLosing] = useState<Status | null>(null);
  const [winning, setWinning] = useState<Status | null>(null);
  const callsTab = useRecordCallsTab({ type: 'opportunity', id }, base);

  if (!deal.isSuccess) {
    return (
      <RecordLoadState
        record={deal}
        loadingLabel={t('opportunityPage.loading')}
        errorTitle={t('opportunityPage.loadError')}
        backToList={`${base}/opportunities`}
      />
    );
  }

  const data = deal.data;
  const stage = reference.stageOf(data.stage);
  /** Moves the deal; a close (won or lost) offers its undo: back to the stage it left. */
  const moveTo = (target: Status, reason?: { lost_reason: string; lost_note: string | null }) => {
    const previous = target.stage_kind === 'open' ? undefined : reference.stageOf(data.stage);
    move.mutate(
      { id: data.id, stage: target.key, after_id: null, ...reason },
      {
        onSuccess: () => {
          setLosing(null);
          setWinning(null);
          toast({
            title: t('opportunityPage.moved', { stage: target.name }),
            color: 'success',
            ...(previous
              ? { action: { label: t('opportunityPage.undo'), onClick: () => moveTo(previous) } }
              : {}),
          });
        },
        onError: (error) => toastFailure({ title: t('opportunityPage.moveFailed'), error }),
      },
    );
  };

  return (
    <div>
      <RecordHeader
        back={{ to: `${base}/opportunities`, label: t('modules.opportunities') }}
        title={data.title}
        taskSubject={{ type: 'opportunity', id: data.id, name: data.title }}
        kind={t('record.subjects.opportunity')}
        badges={
          <>
            <StatusBadge name={stage?.name ?? data.stage} color={stage?.color} size="md" />
            {data.is_rotting ? <RottingBadge /> : null}
          </>
        }
        facts={[
          { label: t('opportunityForm.fields.amount'), value: money.format(data.amount, data.currency) },
          {
            label: t('opportunitiesList.fields.weighted_amount'),
            value: `${money.format(data.weighted_amount, data.currency)} · ${data.probability}%`,
          },
          {
            label: t('opportunitiesList.fields.days_in_stage'),
            value: t('opportunitiesList.days', { count: data.days_in_stage }),
          },
          {
            label: t('opportunityForm.fields.expected_close_date'),
            value: data.expected_close_date ? (
              <span
                className={isOverdue(data) ? 'font-medium text-error-600 dark:text-error-400' : undefined}
              >
                {formatDay(data.expected_close_date, i18n.language)}
              </span>
            ) : (
              '—'
            ),
          },
          { label: t('opportunityForm.fields.owner_id'), value: data.owner?.name ?? t('record.unassigned') },
          {
            label: data.primary_contact?.name ?? t('opportunityForm.fields.primary_contact_id'),
            value: (
              <PhoneLink
                phone={data.primary_contact?.phone}
                contact_id={data.primary_contact?.id}
                callable_type="opportunity"
                callable_id={data.id}
                layout="inline"
              />
            ),
          },
        ]}
        actions={
          <>
            <RecordEditLink to={`${base}/opportunities/${data.id}/edit`} />
            <RecordMoreActions
              title={t('opportunityPage.deleteTitle', { name: data.title })}
              description={t('opportunityPage.deleteDescription', { name: data.title })}
              onDelete={() => remove.mutateAsync(data.id)}
              leave={{
                deleted: t('opportunityPage.deleted', { name: data.title }),
                to: `${base}/opportunities`,
              }}
            />
          </>
        }
      />
      <div className="mb-6">
        <StageProgress
          stages={reference.stages}
          current={data.stage}
          disabled={move.isPending}
          onSelect={(target) =>
            target.stage_kind === 'lost'
              ? setLosing(target)
              : target.stage_kind === 'won'
                ? setWinning(target)
                : moveTo(target)
          }
        />
      </div>
      <ClosedNotice deal={data} reference={reference} />
      <RecordLayout
        details={
          <div className="flex flex-col gap-4">
            <PlannedTasks deal={data} />
            <OpportunityDetails deal={data} reference={reference} />
          </div>
        }
        activity={<RecordTabs subject={{ module: 'opportunities', id: data.id }} tabs={[callsTab]} />}
      />
      <ConfirmDialog
        open={winning !== null}
        onOpenChange={(open) => {
          if (!open) setWinning(null);
        }}
        tone="primary"
        title={t('opportunityPage.winTitle', { name: data.title })}
        description={t('opportunityPage.winDescription', { stage: winning?.name ?? '' })}
        confirmLabel={t('opportunityPage.winConfirm')}
        loading={move.isPending}
        onConfirm={() => {
          if (winning) moveTo(winning);
        }}
      />
      <LostReasonDialog
        open={losing !== null}
        stageName={losing?.name ?? ''}
        pending={move.isPending}
        onCancel={() => setLosing(null)}
        onConfirm={(reason) => {
          if (losing) moveTo(losing, reason);
        }}
      />
    </div>
  );
}
