import { Handshake, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { RelatedItem, RelatedPanel } from '../../../components/record/related-panel';
import { StatusBadge } from '../../../components/record/status-badge';
import { buttonClasses } from '../../../components/ui/button';
import { useMoney } from '../../../lib/money';
import { useOpportunities } from '../api/get-opportunities';
import { useOpportunityReference } from './use-opportunity-reference';

const SHOWN = 10;

/** A client's deals on its page, newest first, with a link to the rest and to a new one. */
export function ClientOpportunities({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const base = `/${useParams().orgCode ?? ''}`;
  const reference = useOpportunityReference();
  const deals = useOpportunities({
    'filter[client_id]': String(clientId),
    sort: '-created_at',
    per_page: String(SHOWN),
  });
  const total = deals.data?.meta.total ?? 0;
  const create = `${base}/opportunities/create?client_id=${clientId}`;
  return (
    <RelatedPanel
      title={t('clientOpportunities.title')}
      loading={deals.isPending}
      error={deals.isError ? t('clientOpportunities.loadError') : null}
      actions={
        <Link
          to={create}
          className={buttonClasses('ghost', 'sm')}
          aria-label={t('clientOpportunities.new')}
          title={t('clientOpportunities.new')}
        >
          <Plus aria-hidden="true" />
        </Link>
      }
      empty={{
        icon: <Handshake />,
        title: t('clientOpportunities.empty'),
        action: (
          <Link to={create} className={buttonClasses('secondary', 'sm')}>
            {t('clientOpportunities.new')}
          </Link>
        ),
      }}
    >
      {(deals.data?.data ?? []).map((deal) => {
        const stage = reference.stageOf(deal.stage);
        return (
          <RelatedItem
            key={deal.id}
            to={recordLink(base, 'opportunity', deal.id)}
            title={deal.title}
            subtitle={money.format(deal.amount, deal.currency)}
            badges={<StatusBadge name={stage?.name ?? deal.stage} color={stage?.color} />}
          />
        );
      })}
      {total > SHOWN ? (
        <li className="px-4 py-2 text-sm">
          <Link
            to={`${base}/opportunities?layout=list&filter[client_id]=${clientId}`}
            className="text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('clientOpportunities.all', { count: total })}
          </Link>
        </li>
      ) : null}
    </RelatedPanel>
  );
}
