import {
  PAYABLE_STATES,
  type Payable,
  type PayableState,
  type PayablesQuery,
} from '@aurora/contracts/billing/payables';
import { addDays } from '@aurora/contracts/time-zones';
import { CalendarClock, CircleAlert, ListChecks, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/data-table/pagination';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useRefreshOnTripEvents } from '../../../entities/billing/refresh-on-trip-events';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { usePayables } from '../api/payables/get-payables';
import { payablesKeys } from '../api/payables/payables-keys';
import { FilterSelect, SummaryCard, suppliersOf } from '../components/payables/billing-cells';
import { ListBody } from '../components/payables/list-body';
import { MarkPaidDialog } from '../components/payables/mark-paid-dialog';
import { PayablesTable } from '../components/payables/payables-table';
import { useRowsPage } from '../components/payables/use-rows-page';
import { idParam, useTabParams } from '../components/payables/use-tab-params';

/** The "due within" choices, in days from today. */
export const WITHIN_DAYS = [7, 15, 30, 60, 90] as const;

const isState = (value: string | null): value is PayableState =>
  (PAYABLE_STATES as readonly string[]).includes(value ?? '');

/**
 * The filters live in the URL (`?state=overdue&supplier=4&within=30`), so a filtered list is a
 * link to share and survives a reload; `within` is open payments due from today through N days.
 */
function usePayablesFilters() {
  const { params, set, clear } = useTabParams();
  const format = useFormat();
  const state = params.get('state');
  const supplierId = idParam(params.get('supplier'));
  const within = idParam(params.get('within'));
  const today = format.today();
  const query: PayablesQuery = {
    ...(isState(state) ? { state } : {}),
    ...(supplierId ? { supplier_id: supplierId } : {}),
    ...(within ? { due_from: today, due_to: addDays(today, within) } : {}),
  };
  return {
    query,
    state: isState(state) ? state : '',
    supplier: supplierId ? String(supplierId) : '',
    within: within ? String(within) : '',
    filtered: Object.keys(query).length > 0,
    set,
    clear,
  };
}

const STATE_ORDER: Record<PayableState, number> = { overdue: 0, due: 1, paid: 2 };

/**
 * What needs doing first: the overdue and open payments by due day (the server's order), then
 * the paid ones, the latest paid first.
 */
export function orderForWork(payables: readonly Payable[]): Payable[] {
  return [...payables].sort(
    (a, b) =>
      STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
      (a.state === 'paid' ? (b.paid_on ?? '').localeCompare(a.paid_on ?? '') : 0),
  );
}

/** Billing's "Supplier payables" tab: what is due to whom and when, with its totals. */
export function SupplierPayablesRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const filters = usePayablesFilters();
  const payables = usePayables(filters.query);
  // The suppliers to choose from: those with payments under the other filters.
  const { supplier_id: _, ...withoutSupplier } = filters.query;
  const forSuppliers = usePayables(withoutSupplier);
  const [marking, setMarking] = useState<Payable | null>(null);
  useRefreshOnTripEvents(payablesKeys.all);

  const data = payables.data;
  const summary = data?.summary;
  const rows = orderForWork(data?.data ?? []);
  const shown = useRowsPage(rows);
  const open = rows.filter((row) => row.state !== 'paid').length;
  const suppliers = suppliersOf(forSuppliers.data?.data ?? []);
  const chosen = filters.supplier && !suppliers.some((supplier) => String(supplier.id) === filters.supplier);
  if (chosen) {
    const name = rows.find((row) => String(row.supplier?.id) === filters.supplier)?.supplier?.name;
    suppliers.push({ id: Number(filters.supplier), name: name ?? `#${filters.supplier}` });
  }

  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('payables.summary.label')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <SummaryCard
            label={t('payables.summary.overdue')}
            value={summary ? money.format(summary.overdue, summary.currency) : undefined}
            hint={
              summary && summary.overdue > 0
                ? t('payables.summary.overdueHint')
                : t('payables.summary.noneOverdue')
            }
            icon={<CircleAlert />}
            alarming={(summary?.overdue ?? 0) > 0}
          />
          <SummaryCard
            label={t('payables.summary.dueIn30Days')}
            value={summary ? money.format(summary.due_in_30_days, summary.currency) : undefined}
            hint={t('payables.summary.dueIn30DaysHint')}
            icon={<CalendarClock />}
          />
          <SummaryCard
            label={t('payables.summary.shown')}
            value={data ? rows.length : undefined}
            hint={t('payables.summary.shownHint', { count: open })}
            icon={<ListChecks />}
          />
        </dl>
        {summary ? (
          <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
            {t('payables.inCurrency', { currency: summary.currency })}
          </p>
        ) : null}
      </section>

      <Card aria-labelledby="billing-payables-title">
        <CardHeader
          titleId="billing-payables-title"
          title={t('payables.list.title')}
          description={data ? t('payables.list.count', { count: rows.length }) : undefined}
        />
        <fieldset className="flex flex-wrap items-end gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
          <legend className="sr-only">{t('payables.filters.label')}</legend>
          <FilterSelect
            id="billing-payables-state"
            label={t('payables.filters.state')}
            value={filters.state}
            onChange={(value) => filters.set('state', value)}
          >
            <option value="">{t('payables.filters.allStates')}</option>
            {PAYABLE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`payables.states.${state}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            id="billing-payables-supplier"
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
          <FilterSelect
            id="billing-payables-within"
            label={t('payables.filters.within')}
            value={filters.within}
            onChange={(value) => filters.set('within', value)}
          >
            <option value="">{t('payables.filters.anyDay')}</option>
            {WITHIN_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {t('payables.filters.withinDays', { count: days })}
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
          query={payables}
          empty={rows.length === 0}
          filtered={filters.filtered}
          onClear={filters.clear}
          icon={<Truck />}
          texts={{
            loading: t('payables.list.loading'),
            loadError: t('payables.list.loadError'),
            noMatch: t('payables.list.noMatch'),
            empty: t('payables.list.empty'),
            emptyHint: t('payables.list.emptyHint'),
          }}
        >
          <PayablesTable payables={shown.rows} onMarkPaid={setMarking} />
          <Pagination meta={shown.meta} onPage={shown.onPage} onPerPage={shown.onPerPage} />
        </ListBody>
      </Card>
      <MarkPaidDialog payable={marking} onClose={() => setMarking(null)} />
    </div>
  );
}
