/** Every calls query sits below `['calls']` (the call overlays invalidate it after a call, the realtime record events too). */
export const callKeys = {
  all: ['calls'] as const,
  list: (query: Record<string, string>) => ['calls', 'list', query] as const,
  detail: (id: number) => ['calls', 'detail', id] as const,
  /** Below the call's detail, so refreshing a call refreshes its recording too. */
  recording: (id: number) => ['calls', 'detail', id, 'recording'] as const,
  /** The analytics page of a query (its URL's parameters): a call's event refreshes its figures. */
  analytics: (code: string, query: Record<string, string>) =>
    ['calls', 'analytics', code.toLowerCase(), query] as const,
  analyticsSettings: (code: string) => ['calls', 'analytics-settings', code.toLowerCase()] as const,
  /** A team's wallboard (`null`: every team); agents' events refresh it too (see the wallboard). */
  wallboard: (code: string, teamId: number | null) =>
    ['calls', 'wallboard', code.toLowerCase(), teamId] as const,
};
