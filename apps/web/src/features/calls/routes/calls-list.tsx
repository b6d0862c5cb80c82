import type { Call } from '@aurora/contracts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { ListChecks, PhoneCall, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordList } from '../../../components/data-table/record-list';
import { useListState } from '../../../components/data-table/use-list-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCalls } from '../../../entities/calls/get-calls';
import { callKeys } from '../../../entities/calls/keys';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { useOwnerOptions } from '../../../entities/users/use-owner-options';
import { isAdmin } from '../../../lib/permissions';
import { useAgentEvent } from '../../../lib/realtime';
import { useSession } from '../../../lib/session-store';
import { CALLS_LIST, otherParty, useCallColumns, useCallFilterFields } from '../components/call-columns';
import { CallOutcomesDialog } from '../components/call-outcomes-dialog';

/** The spec's `calls` route: every call of the organization, filtered through the URL. */
export function CallsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const list = useListState(CALLS_LIST);
  const calls = useCalls(list.apiQuery);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: callKeys.all });
  useAgentEvent('call.initiated', refresh);
  useAgentEvent('call.status.updated', refresh);
  useAgentEvent('call.recording.ready', refresh);
  const agents = useOwnerOptions(
    useMemo(() => (calls.data?.data ?? []).map((call) => call.agent), [calls.data]),
  );
  const outcomes = useDefinitions('call_outcomes');
  const outcomeOptions = useMemo(
    () => (outcomes.data ?? []).map((definition) => ({ value: definition.key, label: definition.label })),
    [outcomes.data],
  );
  const columns = useCallColumns(orgCode, outcomeOptions);
  const filterFields = useCallFilterFields(agents.filterOptions, outcomeOptions);
  const getRowId = useCallback((call: Call) => call.id, []);
  const getRowLabel = useCallback(
    (call: Call) => call.contact?.full_name ?? call.callable_name ?? otherParty(call) ?? String(call.id),
    [],
  );
  const logLink = (
    <Link to={`/${orgCode}/calls/log`} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('calls.logCall')}
    </Link>
  );

  const admin = isAdmin(useSession().user);
  const [editingOutcomes, setEditingOutcomes] = useState(false);

  return (
    <div>
      <PageHeader
        title={t('calls.title')}
        description={t('calls.description')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {admin ? (
              <Button onClick={() => setEditingOutcomes(true)}>
                <ListChecks />
                {t('calls.outcomes.action')}
              </Button>
            ) : null}
            {logLink}
          </div>
        }
      />
      {admin ? <CallOutcomesDialog open={editingOutcomes} onOpenChange={setEditingOutcomes} /> : null}
      <RecordList
        list={list}
        query={calls}
        caption={t('calls.title')}
        columns={columns}
        filterFields={filterFields}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(call) => navigate(`/${orgCode}/calls/${call.id}`)}
        searchLabel={t('calls.search')}
        searchPlaceholder={t('calls.searchPlaceholder')}
        countLabel={(count) => t('calls.count', { count })}
        empty={{
          icon: <PhoneCall />,
          title: t('calls.empty'),
          description: t('calls.emptyHint'),
          action: logLink,
        }}
      />
    </div>
  );
}
