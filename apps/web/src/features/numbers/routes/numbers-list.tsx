import { RING_TIMEOUT_DEFAULT_SECONDS, type TelephonyNumber } from '@aurora/contracts/numbers';
import { Import, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorPanel } from '../../../components/ui/query-error-card';
import { Sheet } from '../../../components/ui/sheet';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useNumbers } from '../../../entities/numbers/get-numbers';
import { useNumberTeams } from '../../../entities/teams/team-options';
import { useAssignableUsers } from '../../../entities/users/assignable-users';
import { findOrganization, useOrganizations } from '../../../lib/organization-store';
import { isAdmin } from '../../../lib/permissions';
import { formatPhone } from '../../../lib/phone';
import { useSession } from '../../../lib/session-store';
import { useCreateNumber } from '../api/create-number';
import { useDeleteNumber } from '../api/delete-number';
import { useUpdateNumber } from '../api/update-number';
import { ImportNumbersDialog } from '../components/import-numbers-dialog';
import { NumberForm } from '../components/number-form';

const FORM_ID = 'telephony-number-form';

/**
 * `telephony/numbers`: the organization's numbers; administrators add, edit and delete them, and
 * import them from the provider account.
 */
export function NumbersListRoute() {
  const { t } = useTranslation();
  const orgCode = useParams().orgCode ?? '';
  const { user } = useSession();
  const admin = isAdmin(user);
  const numbers = useNumbers(orgCode);
  const organization = findOrganization(useOrganizations().organizations, orgCode);
  const defaults = {
    ring_timeout_seconds: organization?.ring_timeout_seconds ?? RING_TIMEOUT_DEFAULT_SECONDS,
    recording_enabled: organization?.recording_enabled ?? false,
  };
  const teams = useNumberTeams(orgCode).data ?? {};
  const { users: members } = useAssignableUsers();
  const create = useCreateNumber();
  const update = useUpdateNumber();
  const remove = useDeleteNumber();
  const [editing, setEditing] = useState<TelephonyNumber | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TelephonyNumber | null>(null);
  const [importing, setImporting] = useState(false);
  // A new key per opening: every import starts from a fresh selection.
  const [importKey, setImportKey] = useState(0);

  const adminActions = admin ? (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <Button
        onClick={() => {
          setImportKey((key) => key + 1);
          setImporting(true);
        }}
      >
        <Import />
        {t('numbers.import.action')}
      </Button>
      <Button variant="primary" onClick={() => setEditing('new')}>
        <Plus />
        {t('numbers.add')}
      </Button>
    </div>
  ) : null;

  let body: ReactNode;
  if (numbers.isPending) body = <LoadingPanel label={t('dataTable.loading')} />;
  else if (numbers.isError)
    body = (
      <QueryErrorPanel
        title={t('numbers.loadError')}
        description={numbers.error.message}
        onRetry={() => void numbers.refetch()}
      />
    );
  else if (numbers.data.length === 0)
    body = (
      <StatePanel
        icon={<Phone />}
        title={t('numbers.empty')}
        description={admin ? t('numbers.emptyHint') : t('numbers.emptyHintMember')}
        action={adminActions}
      />
    );
  else
    body = (
      <ul className="grid gap-3 md:grid-cols-2">
        {numbers.data.map((number) => {
          const team = teams[number.id];
          return (
            <li key={number.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-mono text-base font-semibold text-neutral-900 tabular-nums dark:text-white">
                      {formatPhone(number.number)}
                    </p>
                    <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                      {number.friendly_name ?? '—'}
                    </p>
                  </div>
                  <Badge tone={number.is_active ? 'success' : 'neutral'}>
                    {number.is_active ? t('numbers.active') : t('numbers.inactive')}
                  </Badge>
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
                  <dt className="text-neutral-500 dark:text-neutral-400">{t('numbers.fields.agents')}</dt>
                  <dd className="text-neutral-800 dark:text-neutral-200">
                    {team
                      ? t('numbers.team', { team: team.name })
                      : number.agents.length
                        ? number.agents.map((agent) => agent.name).join(', ')
                        : t('numbers.everyone')}
                  </dd>
                  <dt className="text-neutral-500 dark:text-neutral-400">{t('numbers.fields.ringTime')}</dt>
                  <dd className="text-neutral-800 tabular-nums dark:text-neutral-200">
                    {team
                      ? t('numbers.teamRinging', {
                          agent: team.agent_ring_seconds,
                          total: team.total_ring_seconds,
                        })
                      : t('numbers.seconds', { seconds: number.ring_timeout_seconds })}
                  </dd>
                  <dt className="text-neutral-500 dark:text-neutral-400">
                    {t('numbers.fields.voicemail_enabled')}
                  </dt>
                  <dd className="text-neutral-800 dark:text-neutral-200">
                    {team
                      ? t('numbers.teamFallback', { fallback: t(`numbers.fallback.${team.fallback_action}`) })
                      : number.voicemail_enabled
                        ? t('numbers.on')
                        : t('numbers.off')}
                  </dd>
                  <dt className="text-neutral-500 dark:text-neutral-400">
                    {t('numbers.fields.recording_enabled')}
                  </dt>
                  <dd className="text-neutral-800 dark:text-neutral-200">
                    {number.recording_enabled ? t('numbers.on') : t('numbers.off')}
                  </dd>
                </dl>
                {admin ? (
                  <div className="mt-auto flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('numbers.edit', { number: number.number })}
                      onClick={() => setEditing(number)}
                    >
                      <Pencil />
                      {t('common.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('numbers.delete', { number: number.number })}
                      onClick={() => setDeleting(number)}
                    >
                      <Trash2 />
                      {t('common.delete')}
                    </Button>
                  </div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    );

  const current = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <div>
      <PageHeader title={t('numbers.title')} description={t('numbers.description')} actions={adminActions} />
      {body}
      <Sheet
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing === 'new' ? t('numbers.createTitle') : t('numbers.editTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('numbers.cancel')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              form={FORM_ID}
              disabled={create.isPending || update.isPending}
            >
              {t('numbers.save')}
            </Button>
          </>
        }
      >
        {editing !== null ? (
          <NumberForm
            key={current?.id ?? 'new'}
            formId={FORM_ID}
            number={current}
            members={members}
            defaults={defaults}
            team={current ? teams[current.id] : undefined}
            onSubmit={async (payload) => {
              if (current) await update.mutateAsync({ id: current.id, input: payload });
              else await create.mutateAsync(payload);
              toast({ title: t('numbers.saved'), color: 'success' });
              setEditing(null);
            }}
          />
        ) : null}
      </Sheet>
      {admin ? (
        <ImportNumbersDialog
          key={importKey}
          open={importing}
          onOpenChange={setImporting}
          organizationCode={orgCode}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('numbers.deleteTitle')}
        description={t('numbers.deleteDescription', {
          number: deleting ? formatPhone(deleting.number) : '',
        })}
        confirmLabel={t('common.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: t('numbers.deleted'), color: 'success' });
              setDeleting(null);
            },
            onError: (error) => toastFailure({ title: t('numbers.deleteFailed'), error }),
          });
        }}
      />
    </div>
  );
}
