import type { OverdueInstalments } from '@aurora/contracts/billing/calendar';
import { formatMoney, isoExponentOf, toMajorUnits } from '@aurora/contracts/money';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { AlarmClock, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../components/ui/card';
import { LoadingPanel } from '../../components/ui/state-panel';
import { apiClient } from '../../lib/api-client';
import { type Format, useFormatOf } from '../../lib/format';
import { invoicePath } from '../invoices/keys';
import { billingKeys } from './keys';

/** How many a dashboard lists per organization; the rest are counted. */
export const OVERDUE_SHOWN = 5;

/** `GET /{org}/billing/overdue-instalments`: the oldest overdue instalments, of one agent's trips when given. */
export const getOverdueInstalmentsQueryOptions = (
  organizationCode: string,
  ownerId: number | null,
  limit = OVERDUE_SHOWN,
) =>
  queryOptions({
    queryKey: billingKeys.overdueInstalments(organizationCode.toUpperCase(), ownerId, limit),
    queryFn: ({ signal }) =>
      apiClient.get<OverdueInstalments>(`/${organizationCode.toLowerCase()}/billing/overdue-instalments`, {
        query: { limit: String(limit), ...(ownerId === null ? {} : { owner_id: String(ownerId) }) },
        signal,
      }),
  });

const moneyIn = (format: Format, amount: number, currency: string) =>
  formatMoney(toMajorUnits(amount, isoExponentOf(currency) ?? 2), currency, format.scope);

function OrganizationOverdue({
  organization,
  answer,
  showName,
}: {
  organization: { code: string; name: string };
  answer: OverdueInstalments;
  showName: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatOf()(organization.code);
  const orgCode = organization.code.toLowerCase();
  const more = answer.meta.count - answer.data.length;
  const overdueInvoices = `/${orgCode}/billing?${new URLSearchParams({ 'filter[status]': 'overdue' })}`;
  return (
    <div>
      {showName ? (
        <p className="flex items-center justify-between gap-2 bg-neutral-50 px-4 py-1.5 text-xs font-semibold text-neutral-600 dark:bg-neutral-800/50 dark:text-neutral-300">
          <span>{organization.name}</span>
          <span className="font-medium tabular-nums">
            {t('billing.overdueInstalments.total', {
              amount: moneyIn(format, answer.meta.amount, answer.meta.currency),
              count: answer.meta.count,
            })}
          </span>
        </p>
      ) : null}
      <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
        {answer.data.map((entry) => (
          <li key={entry.key} className="flex items-center gap-3 px-4 py-2.5">
            <div className="min-w-0 flex-1">
              {entry.invoice ? (
                <Link
                  to={invoicePath(`/${orgCode}`, entry.invoice.id)}
                  className="block truncate text-sm font-medium text-neutral-900 hover:underline dark:text-white"
                >
                  {entry.label} · {entry.client?.name}
                </Link>
              ) : null}
              <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
                {entry.trip ? `${entry.trip.name} · ` : ''}
                <span className="text-error-700 dark:text-error-400">
                  {t('billing.overdueInstalments.due', { day: format.day(entry.date) })}
                </span>
              </p>
            </div>
            <span className="shrink-0 text-sm font-semibold tabular-nums text-error-700 dark:text-error-400">
              {entry.amount !== null && entry.currency ? moneyIn(format, entry.amount, entry.currency) : ''}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link
          to={overdueInvoices}
          className="block px-4 py-2 text-xs font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          {t('billing.overdueInstalments.more', { count: more })}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The dashboards' overdue instalments: the oldest few of each organization (of the agent's own
 * trips when `ownerId` is given), each opening its invoice, and how many more. Refreshes with
 * invoice and payment events.
 */
export function OverdueInstalmentsCard({
  organizations,
  ownerId,
}: {
  organizations: ReadonlyArray<{ code: string; name: string }>;
  /** The agent whose trips count ("mine"); null for the whole organization. */
  ownerId: number | null;
}) {
  const { t } = useTranslation();
  const answers = useQueries({
    queries: organizations.map((organization) =>
      getOverdueInstalmentsQueryOptions(organization.code, ownerId),
    ),
  });
  const mine = ownerId !== null;
  const title = t(mine ? 'billing.overdueInstalments.mineTitle' : 'billing.overdueInstalments.title');
  const loaded = organizations.flatMap((organization, index) => {
    const answer = answers[index]?.data;
    return answer && answer.meta.count > 0 ? [{ organization, answer }] : [];
  });
  const pending = answers.some((answer) => answer.isPending);
  const failed = answers.some((answer) => answer.isError);
  return (
    <Card aria-label={title}>
      <CardHeader
        title={title}
        description={t(
          mine ? 'billing.overdueInstalments.mineDescription' : 'billing.overdueInstalments.description',
        )}
        actions={<AlarmClock aria-hidden="true" className="size-4 text-neutral-400" />}
      />
      {pending && loaded.length === 0 ? (
        <LoadingPanel label={title} />
      ) : loaded.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-neutral-500 dark:text-neutral-400">
          {failed ? (
            <span role="alert">{t('billing.overdueInstalments.loadError')}</span>
          ) : (
            <>
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success-600" />
              {t('billing.overdueInstalments.none')}
            </>
          )}
        </p>
      ) : (
        loaded.map(({ organization, answer }) => (
          <OrganizationOverdue
            key={organization.code}
            organization={organization}
            answer={answer}
            showName={organizations.length > 1}
          />
        ))
      )}
    </Card>
  );
}
