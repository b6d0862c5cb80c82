import { realtime } from '../../lib/realtime';

/**
 * The least time between two refreshes of one screen: a busy organization's calls and tasks change
 * every few seconds, and a screen that counts them would otherwise refetch without pause.
 */
export const REFRESH_GAP_MS = 2_000;

/**
 * Calls `refresh` on the realtime record events of `modules`: the first event at once, the events
 * after it within `REFRESH_GAP_MS` once at its end. Answers how to stop.
 */
export function refreshOnRecordEvents(modules: ReadonlySet<string>, refresh: () => void): () => void {
  let lastRefresh = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    pending = undefined;
    lastRefresh = Date.now();
    refresh();
  };
  const unsubscribe = realtime.subscribeToRecordEvents((event) => {
    if (!modules.has(event.module) || pending) return;
    const wait = lastRefresh + REFRESH_GAP_MS - Date.now();
    if (wait <= 0) run();
    else pending = setTimeout(run, wait);
  });
  return () => {
    clearTimeout(pending);
    unsubscribe();
  };
}
