import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The least time between two refreshes of one screen: a busy organization's calls and tasks change
 * every few seconds, and a screen that counts them would otherwise refetch without pause.
 */
export const REFRESH_GAP_MS = 2_000;

/**
 * While a screen shows `key`, a realtime record event of one of `modules` refreshes it: a figure
 * that counts several modules' records moves as soon as one of them changes, without a reload.
 * The first event refreshes at once; the events after it, within `REFRESH_GAP_MS`, refresh once
 * at its end.
 */
export function useRefreshOnRecordEvents(key: QueryKey, modules: readonly string[]) {
  const queryClient = useQueryClient();
  const serializedKey = JSON.stringify(key);
  const serializedModules = modules.join(',');
  useEffect(() => {
    const counted = new Set(serializedModules.split(','));
    let unsubscribe = () => {};
    let stopped = false;
    let lastRefresh = Number.NEGATIVE_INFINITY;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      pending = undefined;
      lastRefresh = Date.now();
      void queryClient.invalidateQueries({ queryKey: JSON.parse(serializedKey) as QueryKey });
    };
    void import('../../lib/realtime').then(({ realtime }) => {
      if (stopped) return;
      unsubscribe = realtime.subscribeToRecordEvents((event) => {
        if (!counted.has(event.module) || pending) return;
        const wait = lastRefresh + REFRESH_GAP_MS - Date.now();
        if (wait <= 0) refresh();
        else pending = setTimeout(refresh, wait);
      });
    });
    return () => {
      stopped = true;
      clearTimeout(pending);
      unsubscribe();
    };
  }, [queryClient, serializedKey, serializedModules]);
}
