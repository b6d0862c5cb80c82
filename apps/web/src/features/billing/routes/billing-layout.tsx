import { CalendarDays, HandCoins, type LucideIcon, PhoneCall, Receipt, Truck, Wallet } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { cn } from '../../../lib/cn';
import { isAdmin } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';
import { BillingSummaryCards } from '../components/summary/billing-summary-cards';

type BillingTab = {
  key: 'invoices' | 'payments' | 'calendar' | 'payables' | 'commissions' | 'usage';
  /** Below `billing`; the invoices are its index. */
  path: string;
  icon: LucideIcon;
  adminOnly?: boolean;
};

const TABS: BillingTab[] = [
  { key: 'invoices', path: '', icon: Receipt },
  { key: 'payments', path: 'payments', icon: Wallet },
  { key: 'calendar', path: 'calendar', icon: CalendarDays },
  { key: 'payables', path: 'payables', icon: Truck },
  { key: 'commissions', path: 'commissions', icon: HandCoins },
  // The phone bill is the organization's, like its numbers: administrators only (as the server).
  { key: 'usage', path: 'usage', icon: PhoneCall, adminOnly: true },
];

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative inline-flex h-10 shrink-0 items-center gap-1.5 px-1 text-sm font-medium outline-none transition-colors [&_svg]:size-4',
    'after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full focus-visible:after:bg-primary-300',
    isActive
      ? 'text-neutral-900 after:bg-primary-600 dark:text-white dark:after:bg-primary-400'
      : 'text-neutral-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
  );

/** While a billing screen's code loads. */
export function BillingLoading() {
  const { t } = useTranslation();
  return <LoadingPanel label={t('billing.loading')} />;
}

/** The billing screen: its title, its summary cards, and one tab per section, each a route of its own (a shareable URL). */
export function BillingLayoutRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const tabs = TABS.filter((tab) => !tab.adminOnly || isAdmin(user));
  // Written in full: relative to this pathless layout, a link would resolve from the open tab.
  const billing = `/${useParams().orgCode ?? ''}/billing`;
  return (
    <div>
      <PageHeader title={t('billing.title')} description={t('billing.description')} />
      <BillingSummaryCards />
      <nav
        aria-label={t('billing.tabs.label')}
        className="mb-5 flex gap-5 overflow-x-auto border-b border-neutral-200 dark:border-neutral-800"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.path ? `${billing}/${tab.path}` : billing}
            end
            className={tabClasses}
          >
            <tab.icon aria-hidden="true" />
            {t(`billing.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      {/* A tab's screen loads on its first visit, under the title and tabs. */}
      <Suspense fallback={<BillingLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
