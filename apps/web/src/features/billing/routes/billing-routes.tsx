import { Lock } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router';
import { StatePanel } from '../../../components/ui/state-panel';
import { isAdmin } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';
import { BillingLayoutRoute, BillingLoading } from './billing-layout';

/** A screen of billing, loaded in its own chunk on its first visit. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const InvoicesList = screen(() => import('./invoices-list'), 'InvoicesListRoute');
const PaymentsList = screen(() => import('./payments-list'), 'PaymentsListRoute');
const MoneyCalendar = screen(() => import('./money-calendar'), 'MoneyCalendarRoute');
const SupplierPayables = screen(() => import('./supplier-payables'), 'SupplierPayablesRoute');
const Commissions = screen(() => import('./commissions'), 'CommissionsRoute');
const TelephonyUsage = screen(() => import('./telephony-usage'), 'TelephonyUsageRoute');
const InvoiceCreate = screen(() => import('./invoice-create'), 'InvoiceCreateRoute');
const InvoiceDetail = screen(() => import('./invoice-detail'), 'InvoiceDetailRoute');
const InvoiceEdit = screen(() => import('./invoice-edit'), 'InvoiceEditRoute');

/** The phone bill is the organization's, like its numbers: administrators only, as on the server. */
function AdminsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return isAdmin(user) ? (
    children
  ) : (
    <StatePanel icon={<Lock />} title={t('billing.adminsOnly')} description={t('billing.adminsOnlyHint')} />
  );
}

const element = (Screen: ComponentType) => <Screen />;

/**
 * Billing's screens below `/{org}/billing`, declared here rather than in the app's router: the
 * first screens' JavaScript carries one lazy route for billing instead of one per screen
 * (decision 029's budget). The tabs sit in the billing layout; the invoice pages stand alone.
 */
export function BillingRoutes() {
  const routes = useRoutes([
    {
      element: <BillingLayoutRoute />,
      children: [
        { index: true, element: element(InvoicesList) },
        { path: 'payments', element: element(PaymentsList) },
        { path: 'calendar', element: element(MoneyCalendar) },
        { path: 'payables', element: element(SupplierPayables) },
        { path: 'commissions', element: element(Commissions) },
        { path: 'usage', element: <AdminsOnly>{element(TelephonyUsage)}</AdminsOnly> },
      ],
    },
    { path: 'invoices/create', element: element(InvoiceCreate) },
    { path: 'invoices/:id', element: element(InvoiceDetail) },
    { path: 'invoices/:id/edit', element: element(InvoiceEdit) },
  ]);
  return <Suspense fallback={<BillingLoading />}>{routes}</Suspense>;
}
