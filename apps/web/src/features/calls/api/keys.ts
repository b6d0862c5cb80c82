/** Every calls query sits below `['calls']` (the call overlays invalidate it after a call). */
export const callKeys = {
  all: ['calls'] as const,
  list: (query: Record<string, string>) => ['calls', 'list', query] as const,
  detail: (id: number) => ['calls', 'detail', id] as const,
};
