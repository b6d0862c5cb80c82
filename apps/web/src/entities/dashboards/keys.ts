/**
 * The dashboards' answers. They count the records of several modules, so no module's key holds
 * them: `useRefreshOnRecordEvents` refreshes them on the record events of the modules they count.
 */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  organization: (code: string) => [...dashboardKeys.all, 'organization', code.toUpperCase()] as const,
  agent: () => [...dashboardKeys.all, 'agent'] as const,
};

/** The modules whose records the organization dashboard counts. */
export const ORGANIZATION_DASHBOARD_MODULES = [
  'opportunities',
  'trips',
  'invoices',
  'payments',
  'tasks',
  'targets',
  'teams',
] as const;

/** The modules whose records the agent dashboard counts (booking money is announced as trips). */
export const AGENT_DASHBOARD_MODULES = ['opportunities', 'trips', 'tasks', 'leads', 'calls'] as const;
