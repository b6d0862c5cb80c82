/**
 * Every teams query starts with `teams`: the module of the `record.*` events the server sends on a
 * team change, so the realtime session refetches open lists and pages. The list holds the full
 * teams; choices and the number-to-team map are selected from it, never stored beside it.
 */
export const teamKeys = {
  all: ['teams'] as const,
  list: (code: string) => ['teams', 'list', code.toLowerCase()] as const,
  detail: (code: string, id: number) => ['teams', 'detail', code.toLowerCase(), id] as const,
};
