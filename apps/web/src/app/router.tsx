import { createBrowserRouter, type RouteObject } from 'react-router';
import { setRouteOrganizationCode } from '../lib/api-client';
import { lazyComponent, lazyRoute } from './lazy-route';
import { FULL_WIDTH_HANDLE } from './route-handles';
import { guardLoader, leaveWhenSessionEnds } from './route-loaders';
import { RouteError } from './routes/route-error';
import { RouteFallback } from './routes/route-fallback';

const notFound = () => lazyRoute('*', () => import('./routes/not-found'), 'NotFoundRoute');

/** Administration, below `/` (administrators only). */
const adminRoutes: RouteObject[] = [
  lazyRoute(
    'organizations',
    () => import('../features/organizations/routes/organizations-list'),
    'OrganizationsListRoute',
  ),
  lazyRoute(
    'organizations/create',
    () => import('../features/organizations/routes/organization-create'),
    'OrganizationCreateRoute',
  ),
  lazyRoute(
    'organizations/:id',
    () => import('../features/organizations/routes/organization-detail'),
    'OrganizationDetailRoute',
  ),
  lazyRoute(
    'organizations/:id/edit',
    () => import('../features/organizations/routes/organization-edit'),
    'OrganizationEditRoute',
  ),
];

/** The screens of one organization, below `/:orgCode`. */
const organizationRoutes: RouteObject[] = [
  {
    index: true,
    // A dashboard of cards, charts and lists side by side: the whole width of a 1366-1920 px screen.
    handle: FULL_WIDTH_HANDLE,
    lazy: lazyComponent(
      () => import('../features/organization-dashboard/routes/organization-dashboard'),
      'OrganizationDashboardRoute',
      ['dashboards'],
    ),
  },
  lazyRoute('leads', () => import('../features/leads/routes/leads-list'), 'LeadsListRoute'),
  lazyRoute('leads/create', () => import('../features/leads/routes/lead-create'), 'LeadCreateRoute'),
  lazyRoute('leads/:id', () => import('../features/leads/routes/lead-detail'), 'LeadDetailRoute'),
  lazyRoute('leads/:id/edit', () => import('../features/leads/routes/lead-edit'), 'LeadEditRoute'),
  lazyRoute('clients', () => import('../features/clients/routes/clients-list'), 'ClientsListRoute'),
  lazyRoute('clients/create', () => import('../features/clients/routes/client-create'), 'ClientCreateRoute'),
  lazyRoute('clients/:id', () => import('./routes/client-page'), 'ClientPageRoute'),
  lazyRoute('clients/:id/edit', () => import('../features/clients/routes/client-edit'), 'ClientEditRoute'),
  lazyRoute('contacts', () => import('../features/contacts/routes/contacts-list'), 'ContactsListRoute'),
  lazyRoute(
    'opportunities',
    () => import('../features/opportunities/routes/opportunities-list'),
    'OpportunitiesListRoute',
    { handle: FULL_WIDTH_HANDLE },
  ),
  lazyRoute(
    'opportunities/create',
    () => import('../features/opportunities/routes/opportunity-create'),
    'OpportunityCreateRoute',
  ),
  lazyRoute('opportunities/:id', () => import('./routes/opportunity-page'), 'OpportunityPageRoute'),
  lazyRoute(
    'opportunities/:id/edit',
    () => import('../features/opportunities/routes/opportunity-edit'),
    'OpportunityEditRoute',
  ),
  lazyRoute('trips', () => import('../features/trips/routes/trips-list'), 'TripsListRoute'),
  lazyRoute('trips/create', () => import('../features/trips/routes/trip-create'), 'TripCreateRoute'),
  lazyRoute('trips/:id', () => import('../features/trips/routes/trip-detail'), 'TripDetailRoute'),
  lazyRoute('trips/:id/edit', () => import('../features/trips/routes/trip-edit'), 'TripEditRoute'),
  lazyRoute(
    'trips/:id/itinerary',
    () => import('../features/trips/routes/trip-itinerary'),
    'TripItineraryRoute',
    {
      handle: FULL_WIDTH_HANDLE,
    },
  ),
  lazyRoute('suppliers', () => import('../features/suppliers/routes/suppliers-list'), 'SuppliersListRoute'),
  lazyRoute(
    'suppliers/create',
    () => import('../features/suppliers/routes/supplier-create'),
    'SupplierCreateRoute',
  ),
  lazyRoute(
    'suppliers/:id/edit',
    () => import('../features/suppliers/routes/supplier-edit'),
    'SupplierEditRoute',
  ),
  lazyRoute('teams', () => import('../features/teams/routes/teams-list'), 'TeamsListRoute'),
  {
    loader: guardLoader('admin'),
    children: [
      lazyRoute('teams/create', () => import('../features/teams/routes/team-create'), 'TeamCreateRoute'),
      lazyRoute('teams/:id/edit', () => import('../features/teams/routes/team-edit'), 'TeamEditRoute'),
      lazyRoute('targets', () => import('../features/targets/routes/targets-routes'), 'TargetsRoute', {
        texts: ['targets'],
      }),
    ],
  },
  lazyRoute('teams/:id', () => import('../features/teams/routes/team-detail'), 'TeamDetailRoute'),
  lazyRoute('tasks', () => import('../features/tasks/routes/tasks-list'), 'TasksListRoute'),
  lazyRoute('calls', () => import('../features/calls/routes/calls-list'), 'CallsListRoute'),
  lazyRoute('calls/log', () => import('../features/calls/routes/call-log'), 'CallLogRoute'),
  lazyRoute('calls/:id', () => import('../features/calls/routes/call-detail'), 'CallDetailRoute'),
  lazyRoute('telephony/numbers', () => import('../features/numbers/routes/numbers-list'), 'NumbersListRoute'),
  // Call analytics points both its routes at one small module (its routes/call-analytics-routes.tsx).
  lazyRoute(
    'analytics/calls',
    () => import('../features/call-analytics/routes/call-analytics-routes'),
    'CallAnalyticsScreen',
  ),
  // Billing declares its own screens (features/billing/routes/billing-routes.tsx).
  lazyRoute('billing/*', () => import('../features/billing/routes/billing-routes'), 'BillingRoutes'),
  notFound(),
];

export const routes: RouteObject[] = [
  {
    id: 'app',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      lazyRoute('/login', () => import('../features/auth/routes/login'), 'LoginRoute', {
        loader: guardLoader('guest'),
        texts: ['auth'],
      }),
      // A team's TV: full screen, without the app's shell (it keeps its own realtime connection).
      lazyRoute(
        '/:orgCode/analytics/wallboard',
        () => import('../features/call-analytics/routes/call-analytics-routes'),
        'WallboardScreen',
        { loader: guardLoader('organization') },
      ),
      lazyRoute('/', () => import('./layouts/app-shell'), 'AppShell', {
        loader: guardLoader('protected'),
        // Every signed-in screen shows reference data (stages, statuses, outcomes) by name.
        texts: ['shell', 'search', 'telephony', 'reference'],
        children: [
          { index: true, loader: guardLoader('root-index'), Component: RouteFallback },
          lazyRoute(
            'agent/dashboard',
            () => import('./routes/agent-dashboard-page'),
            'AgentDashboardPageRoute',
            { loader: guardLoader('agent') },
          ),
          lazyRoute('toast-test', () => import('../features/toast-test/routes/toast-test'), 'ToastTestRoute'),
          { loader: guardLoader('admin'), children: adminRoutes },
          { path: ':orgCode', loader: guardLoader('organization'), children: organizationRoutes },
          notFound(),
        ],
      }),
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The API client prefixes organization-scoped paths with the route's code (spec §7).
  router.subscribe((state) => {
    const match = state.matches.find((item) => item.params.orgCode);
    setRouteOrganizationCode(match?.params.orgCode ?? null);
  });
  leaveWhenSessionEnds(router);
  return router;
}
