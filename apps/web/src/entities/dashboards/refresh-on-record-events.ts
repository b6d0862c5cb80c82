import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While a screen shows `key`, a realtime record event of one of `modules` refreshes it: a figure
 * that counts several modules' records moves as soon as one of them changes, without a reload.
 */
export function useRefreshOnRecordEvents(key: QueryKey, modules: readonly string[]) {
  const queryClient = useQueryClient();
  const serializedKey = JSON.stringify(key);
  const serializedModules = modules.join(',');
  useEffect(() => {
    const counted = new Set(serializedModules.split(','));
    let unsubscribe = () => {};
    let stopped = false;
    void import('../../lib/realtime').then(({ realtime }) => {
      if (stopped) return;
      unsubscribe = realtime.subscribeToRecordEvents((event) => {
        if (counted.has(event.module)) {
          void queryClient.invalidateQueries({ queryKey: JSON.parse(serializedKey) as QueryKey });
        }
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [queryClient, serializedKey, serializedModules]);
}
