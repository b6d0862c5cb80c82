// What routes carry in `handle`. Apart from navigation.ts, whose icons the router (in the first
// chunk) should not load.

/** Set on the routes of screens that use the whole width of the window (a board of columns). */
export const FULL_WIDTH_HANDLE = { fullWidth: true } as const;

export const isFullWidth = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'fullWidth' in handle && handle.fullWidth === true;
