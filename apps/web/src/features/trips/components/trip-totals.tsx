import type { TripTotals } from '@aurora/contracts/travel/trips';
import { useTranslation } from 'react-i18next';
import { FigureTile } from '../../../components/ui/figure-tile';
import { useMoney } from '../../../lib/money';

/**
 * What the trip sells, costs and earns, in its currency: sell, cost, margin (and its share of
 * sell), the commission expected and received. What the client was invoiced and paid is billing's
 * panel beside it.
 */
export function TripTotalsPanel({ totals }: { totals: TripTotals }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = (amount: number) => money.format(amount, totals.currency);
  // The server's one-decimal string ("18.5"), shown in the language's way ("18,5 %").
  const percentText = totals.margin_percent
    ? t('tripPage.totals.marginPercent', {
        percent: new Intl.NumberFormat(i18n.language, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(Number(totals.margin_percent) / 100),
      })
    : t('tripPage.totals.nothingSold');
  return (
    <section aria-label={t('tripPage.totals.title')}>
      <h2 className="sr-only">{t('tripPage.totals.title')}</h2>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <FigureTile label={t('tripPage.totals.sell')} value={format(totals.sell)} hint={totals.currency} />
        <FigureTile label={t('tripPage.totals.cost')} value={format(totals.cost)} />
        <FigureTile
          label={t('tripPage.totals.margin')}
          value={format(totals.margin)}
          hint={percentText}
          tone={totals.margin < 0 ? 'error' : 'neutral'}
        />
        <FigureTile
          label={t('tripPage.totals.commission')}
          value={format(totals.commission_expected)}
          hint={t('tripPage.totals.commissionReceived', { amount: format(totals.commission_received) })}
        />
      </dl>
    </section>
  );
}
