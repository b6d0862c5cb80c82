import type { Commission, CommissionsQuery } from '@aurora/contracts/billing/payables';
import { COMMISSION_STATES, type CommissionState } from '@aurora/contracts/travel/suppliers';
import { CircleAlert, CircleCheck, Clock, HandCoins, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/data-table/pagination';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useRefreshOnTripEvents } from '../../../entities/billing/refresh-on-trip-events';
import { useMoney } from '../../../lib/money';
import { useCommissions } from '../api/payables/get-commissions';
import { payablesKeys } from '../api/payables/payables-keys';
import { CommissionsTable } from '../components/commissions/commissions-table';
import { ReceiptDialog } from '../components/commissions/receipt-dialog';
import { ReceiptsCard } from '../components/commissions/receipts-card';
import { StatementDialog } from '../components/commissions/statement-dialog';
import { StatementUploadDialog } from '../components/commissions/statement-upload-dialog';
import { StatementsCard } from '../components/commissions/statements-card';
import { FilterSelect, SummaryCard, suppliersOf } from '../components/payables/billing-cells';
import { ListBody } from '../components/payables/list-body';
import { useRowsPage } from '../components/payables/use-rows-page';
import { idParam, useTabParams } from '../components/payables/use-tab-params';

const isState = (value: string | null): value is CommissionState =>
  (COMMISSION_STATES as readonly string[]).includes(value ?? '');

/** The filters live in the URL (`?state=overdue&supplier=4`): a filtered list is a link to share. */
function useCommissionFilters() {
  const { params, set, clear } = useTabParams();
  const state = params.get('state');
  const supplierId = idParam(params.get('supplier'));
  const query: CommissionsQuery = {
    ...(isState(state) ? { state } : {}),
    ...(supplierId ? { supplier_id: supplierId } : {}),
  };
  return {
    query,
    state: isState(state) ? state : '',
    supplier: supplierId ? String(supplierId) : '',
    filtered: Object.keys(query).length > 0,
    set,
    clear,
  };
}

const STATE_ORDER: Record<CommissionState, number> = { overdue: 0, expected: 1, received: 2 };

/** What needs following up first: overdue, then expected (the server's order, by expected day), then received. */
export function orderForWork(commissions: readonly Commission[]): Commission[] {
  return [...commissions].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

/**
 * Billing's "Commissions" tab: what suppliers owe the agency per booking (expected, received,
 * overdue) with totals; a supplier's payment recorded across bookings, and its CSV statements
 * imported, reviewed, confirmed and their unmatched lines resolved.
 */
export function CommissionsRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const filters = useCommissionFilters();
  const commissions = useCommissions(filters.query);
  // Every commission, for the suppliers to filter by and the bookings a receipt may pay.
  const everything = useCommissions({});
  const [receipt, setReceipt] = useState<{ booking: Commission | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [statementId, setStatementId] = useState<number | null>(null);
  useRefreshOnTripEvents(payablesKeys.all);

  const data = commissions.data;
  const summary = data?.summary;
  const rows = orderForWork(data?.data ?? []);
  const shown = useRowsPage(rows);
  const suppliers = suppliersOf(everything.data?.data ?? []);
  if (filters.supplier && !suppliers.some((supplier) => String(supplier.id) === filters.supplier)) {
    suppliers.push({ id: Number(filters.supplier), name: `#${filters.supplier}` });
  }
  const amount = (value: number | undefined) =>
    summary && value !== undefined ? money.format(value, summary.currency) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('payables.summary.label')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SummaryCard
            label={t('payables.commissions.summary.expected')}
            value={amount(summary?.expected)}
            hint={t('payables.commissions.summary.expectedHint')}
            icon={<Clock />}
          />
          <SummaryCard
            label={t('payables.commissions.summary.received')}
            value={amount(summary?.received)}
            hint={t('payables.commissions.summary.receivedHint')}
            icon={<CircleCheck />}
          />
          <SummaryCard
            label={t('payables.commissions.summary.open')}
            value={amount(summary?.open)}
            hint={t('payables.commissions.summary.openHint')}
            icon={<Hourglass />}
          />
          <SummaryCard
            label={t('payables.commissions.summary.overdue')}
            value={amount(summary?.overdue)}
            hint={
              (summary?.overdue ?? 0) > 0
                ? t('payables.commissions.summary.overdueHint')
                : t('payables.commissions.summary.noneOverdue')
            }
            icon={<CircleAlert />}
            alarming={(summary?.overdue ?? 0) > 0}
          />
        </dl>
        {summary ? (
          <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
            {t('payables.inCurrency', { currency: summary.currency })}
          </p>
        ) : null}
      </section>

      <Card aria-labelledby="billing-commissions-title">
        <CardHeader
          titleId="billing-commissions-title"
          title={t('payables.commissions.title')}
          description={data ? t('payables.commissions.count', { count: rows.length }) : undefined}
          actions={
            <Button variant="primary" size="sm" onClick={() => setReceipt({ booking: null })}>
              <HandCoins aria-hidden="true" />
              {t('payables.receipt.action')}
            </Button>
          }
        />
        <fieldset className="flex flex-wrap items-end gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
          <legend className="sr-only">{t('payables.filters.label')}</legend>
          <FilterSelect
            id="billing-commissions-state"
            label={t('payables.filters.state')}
            value={filters.state}
            onChange={(value) => filters.set('state', value)}
          >
            <option value="">{t('payables.filters.allStates')}</option>
            {COMMISSION_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`payables.commissions.states.${state}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            id="billing-commissions-supplier"
            label={t('payables.filters.supplier')}
            value={filters.supplier}
            onChange={(value) => filters.set('supplier', value)}
          >
            <option value="">{t('payables.filters.allSuppliers')}</option>
            {suppliers.map((supplier) => (
              <option key={supplier.id} value={String(supplier.id)}>
                {supplier.name}
              </option>
            ))}
          </FilterSelect>
          {filters.filtered ? (
            <Button variant="ghost" size="sm" onClick={filters.clear}>
              {t('payables.filters.clear')}
            </Button>
          ) : null}
        </fieldset>
        <ListBody
          query={commissions}
          empty={rows.length === 0}
          filtered={filters.filtered}
          onClear={filters.clear}
          icon={<HandCoins />}
          texts={{
            loading: t('payables.commissions.loading'),
            loadError: t('payables.commissions.loadError'),
            noMatch: t('payables.commissions.noMatch'),
            empty: t('payables.commissions.empty'),
            emptyHint: t('payables.commissions.emptyHint'),
          }}
        >
          <CommissionsTable commissions={shown.rows} onRecord={(booking) => setReceipt({ booking })} />
          <Pagination meta={shown.meta} onPage={shown.onPage} onPerPage={shown.onPerPage} />
        </ListBody>
      </Card>

      <StatementsCard onOpen={setStatementId} onUpload={() => setUploading(true)} />
      <ReceiptsCard />

      <ReceiptDialog
        open={receipt !== null}
        onOpenChange={(open) => {
          if (!open) setReceipt(null);
        }}
        commissions={everything.data?.data ?? []}
        booking={receipt?.booking ?? null}
      />
      <StatementUploadDialog open={uploading} onOpenChange={setUploading} onUploaded={setStatementId} />
      <StatementDialog id={statementId} onClose={() => setStatementId(null)} />
    </div>
  );
}
