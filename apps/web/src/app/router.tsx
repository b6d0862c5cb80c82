import { createBrowserRouter, type RouteObject } from 'react-router';
import { setRouteOrganizationCode } from '../lib/api-client';
import type { ModuleKey, NotBuiltView } from './navigation';
import { guardLoader } from './route-loaders';
import { RouteError } from './routes/route-error';
import { RouteFallback } from './routes/route-fallback';

/** Screens owned by later issues: the route exists and shows the shared "not built yet" panel. */
const notBuilt: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/not-built-route')).NotBuiltRoute,
});

function pending(module: ModuleKey, view: NotBuiltView = 'list'): Pick<RouteObject, 'handle' | 'lazy'> {
  return { handle: { notBuilt: { module, view } }, lazy: notBuilt };
}

function crud(path: string, module: ModuleKey, views: Array<'create' | 'detail' | 'edit'>): RouteObject[] {
  return [
    { path, ...pending(module) },
    ...(views.includes('create') ? [{ path: `${path}/create`, ...pending(module, 'create') }] : []),
    ...(views.includes('detail') ? [{ path: `${path}/:id`, ...pending(module, 'detail') }] : []),
    ...(views.includes('edit') ? [{ path: `${path}/:id/edit`, ...pending(module, 'edit') }] : []),
  ];
}

const all: Array<'create' | 'detail' | 'edit'> = ['create', 'detail', 'edit'];

export const routes: RouteObject[] = [
  {
    id: 'app',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/login',
        loader: guardLoader('guest'),
        lazy: async () => ({ Component: (await import('../features/auth/routes/login')).LoginRoute }),
      },
      {
        path: '/',
        loader: guardLoader('protected'),
        lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
        children: [
          { index: true, loader: guardLoader('root-index'), Component: RouteFallback },
          {
            path: 'agent/dashboard',
            loader: guardLoader('agent'),
            lazy: async () => ({
              Component: (await import('../features/agent-dashboard/routes/agent-dashboard'))
                .AgentDashboardRoute,
            }),
          },
          {
            path: 'toast-test',
            lazy: async () => ({
              Component: (await import('../features/toast-test/routes/toast-test')).ToastTestRoute,
            }),
          },
          {
            loader: guardLoader('admin'),
            children: [
              {
                path: 'organizations',
                lazy: async () => ({
                  Component: (await import('../features/organizations/routes/organizations-list'))
                    .OrganizationsListRoute,
                }),
              },
              {
                path: 'organizations/create',
                lazy: async () => ({
                  Component: (await import('../features/organizations/routes/organization-create'))
                    .OrganizationCreateRoute,
                }),
              },
              {
                path: 'organizations/:id',
                lazy: async () => ({
                  Component: (await import('../features/organizations/routes/organization-detail'))
                    .OrganizationDetailRoute,
                }),
              },
              {
                path: 'organizations/:id/edit',
                lazy: async () => ({
                  Component: (await import('../features/organizations/routes/organization-edit'))
                    .OrganizationEditRoute,
                }),
              },
            ],
          },
          {
            path: ':orgCode',
            loader: guardLoader('organization'),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await import('../features/organization-dashboard/routes/organization-dashboard')
                  ).OrganizationDashboardRoute,
                }),
              },
              {
                path: 'leads',
                lazy: async () => ({
                  Component: (await import('../features/leads/routes/leads-list')).LeadsListRoute,
                }),
              },
              {
                path: 'leads/create',
                lazy: async () => ({
                  Component: (await import('../features/leads/routes/lead-create')).LeadCreateRoute,
                }),
              },
              {
                path: 'leads/:id',
                lazy: async () => ({
                  Component: (await import('../features/leads/routes/lead-detail')).LeadDetailRoute,
                }),
              },
              {
                path: 'leads/:id/edit',
                lazy: async () => ({
                  Component: (await import('../features/leads/routes/lead-edit')).LeadEditRoute,
                }),
              },
              {
                path: 'clients',
                lazy: async () => ({
                  Component: (await import('../features/clients/routes/clients-list')).ClientsListRoute,
                }),
              },
              {
                path: 'clients/create',
                lazy: async () => ({
                  Component: (await import('../features/clients/routes/client-create')).ClientCreateRoute,
                }),
              },
              {
                path: 'clients/:id',
                lazy: async () => ({
                  Component: (await import('../features/clients/routes/client-detail')).ClientDetailRoute,
                }),
              },
              {
                path: 'clients/:id/edit',
                lazy: async () => ({
                  Component: (await import('../features/clients/routes/client-edit')).ClientEditRoute,
                }),
              },
              {
                path: 'contacts',
                lazy: async () => ({
                  Component: (await import('../features/contacts/routes/contacts-list')).ContactsListRoute,
                }),
              },
              ...crud('opportunities', 'opportunities', all),
              ...crud('trips', 'trips', all),
              ...crud('suppliers', 'suppliers', ['create', 'edit']),
              ...crud('teams', 'teams', all),
              ...crud('tasks', 'tasks', []),
              {
                path: 'calls',
                lazy: async () => ({
                  Component: (await import('../features/calls/routes/calls-list')).CallsListRoute,
                }),
              },
              {
                path: 'calls/log',
                lazy: async () => ({
                  Component: (await import('../features/calls/routes/call-log')).CallLogRoute,
                }),
              },
              {
                path: 'calls/:id',
                lazy: async () => ({
                  Component: (await import('../features/calls/routes/call-detail')).CallDetailRoute,
                }),
              },
              {
                path: 'telephony/numbers',
                lazy: async () => ({
                  Component: (await import('../features/numbers/routes/numbers-list')).NumbersListRoute,
                }),
              },
              ...crud('analytics/calls', 'callAnalytics', []),
              ...crud('billing', 'billing', []),
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
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
  return router;
}
