import { formatMoney } from '@aurora/contracts/money';
import type { OrganizationStats } from '@aurora/contracts/organizations';
import {
  AlarmClock,
  Briefcase,
  Clock,
  Headset,
  PhoneCall,
  Plane,
  Receipt,
  Target,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFor, type OrganizationFormatFields } from '../../lib/format';
import { StatCard } from '../ui/stat-card';

type StatTile = {
  key: string;
  label: string;
  value: string;
  icon: ReactNode;
  /** Below the organization: the screen that lists what it counts. */
  to?: string;
};

/** The organization's counters (the administration's detail of an organization). */
export function OrganizationStatsGrid({
  stats,
  organization,
  linkTo,
}: {
  stats: OrganizationStats;
  /** Whose counters: numbers and money are written its way. */
  organization: OrganizationFormatFields | null | undefined;
  /** The organization's code when its screens are open to the viewer: tiles link to their lists. */
  linkTo?: string;
}) {
  const { t, i18n } = useTranslation();
  const format = formatFor(organization, i18n.language);
  const tiles: StatTile[] = [
    { key: 'members', label: t('stats.members'), value: format.number(stats.members), icon: <Users /> },
    { key: 'agents', label: t('stats.agents'), value: format.number(stats.agents), icon: <Headset /> },
    {
      key: 'leads',
      label: t('stats.leads'),
      value: format.number(stats.leads),
      icon: <Target />,
    },
    {
      key: 'clients',
      label: t('stats.clients'),
      value: format.number(stats.clients),
      icon: <UserRound />,
    },
    {
      key: 'open_opportunities',
      label: t('stats.openOpportunities'),
      value: format.number(stats.open_opportunities),
      icon: <Briefcase />,
    },
    {
      key: 'open_opportunities_value',
      label: t('stats.openOpportunitiesValue'),
      value: formatMoney(stats.open_opportunities_value, organization?.default_currency, format.scope, {
        wholeUnits: true,
      }),
      icon: <Wallet />,
    },
    {
      key: 'upcoming_trips',
      label: t('stats.upcomingTrips'),
      value: format.number(stats.upcoming_trips),
      icon: <Plane />,
    },
    {
      key: 'outstanding_invoices',
      label: t('stats.outstandingInvoices'),
      value: format.number(stats.outstanding_invoices),
      icon: <Receipt />,
      to: `billing?${new URLSearchParams({ 'filter[status]': 'issued,partly_paid,overdue' })}`,
    },
    {
      key: 'overdue_invoices',
      label: t('stats.overdueInvoices'),
      value: format.number(stats.overdue_invoices),
      icon: <AlarmClock />,
      to: `billing?${new URLSearchParams({ 'filter[status]': 'overdue' })}`,
    },
    {
      key: 'calls_this_month',
      label: t('stats.callsThisMonth'),
      value: format.number(stats.calls_this_month),
      icon: <PhoneCall />,
    },
    {
      key: 'call_minutes_this_month',
      label: t('stats.callMinutesThisMonth'),
      value: format.number(stats.call_minutes_this_month),
      icon: <Clock />,
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {tiles.map((tile) =>
        tile.to && linkTo ? (
          <Link
            key={tile.key}
            to={`/${linkTo}/${tile.to}`}
            className="rounded-lg outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <StatCard label={tile.label} value={tile.value} icon={tile.icon} />
          </Link>
        ) : (
          <StatCard key={tile.key} label={tile.label} value={tile.value} icon={tile.icon} />
        ),
      )}
    </div>
  );
}
