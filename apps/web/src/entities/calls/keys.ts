/** Every calls query sits below `['calls']` (the call overlays invalidate it after a call, the realtime record events too). */
export const callKeys = {
  all: ['calls'] as const,
  list: (query: Record<string, string>) => ['calls', 'list', query] as const,
  detail: (id: number) => ['calls', 'detail', id] as const,
  /** Below the call's detail, so refreshing a call refreshes its recording too. */
  recording: (id: number) => ['calls', 'detail', id, 'recording'] as const,
};
