/**
 * The dashboards' answers. They count the records of several modules, so no module's key holds
 * them: `useRefreshOnRecordEvents` refreshes them on the record events of the modules they count.
 */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  organization: (code: string) => [...dashboardKeys.all, 'organization', code.toUpperCase()] as const,
  agent: () => [...dashboardKeys.all, 'agent'] as const,
};
