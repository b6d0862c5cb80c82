import type { OrganizationStats } from '@aurora/contracts/organizations';
import { Briefcase, Clock, Headset, PhoneCall, Plane, Target, UserRound, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../ui/stat-card';

function formatMoney(value: string, currency: string | undefined, locale: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  try {
    return new Intl.NumberFormat(
      locale,
      currency ? { style: 'currency', currency, maximumFractionDigits: 0 } : { maximumFractionDigits: 2 },
    ).format(amount);
  } catch {
    return value;
  }
}

/** The organization's counters (dashboard and administration detail). */
export function OrganizationStatsGrid({
  stats,
  currency,
}: {
  stats: OrganizationStats;
  currency?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      <StatCard label={t('stats.members')} value={number.format(stats.members)} icon={<Users />} />
      <StatCard label={t('stats.agents')} value={number.format(stats.agents)} icon={<Headset />} />
      <StatCard label={t('stats.leads')} value={number.format(stats.leads)} icon={<Target />} />
      <StatCard label={t('stats.clients')} value={number.format(stats.clients)} icon={<UserRound />} />
      <StatCard
        label={t('stats.openOpportunities')}
        value={number.format(stats.open_opportunities)}
        icon={<Briefcase />}
      />
      <StatCard
        label={t('stats.openOpportunitiesValue')}
        value={formatMoney(stats.open_opportunities_value, currency, i18n.language)}
        icon={<Wallet />}
      />
      <StatCard
        label={t('stats.upcomingTrips')}
        value={number.format(stats.upcoming_trips)}
        icon={<Plane />}
      />
      <StatCard
        label={t('stats.callsThisMonth')}
        value={number.format(stats.calls_this_month)}
        icon={<PhoneCall />}
      />
      <StatCard
        label={t('stats.callMinutesThisMonth')}
        value={number.format(stats.call_minutes_this_month)}
        icon={<Clock />}
      />
    </div>
  );
}
