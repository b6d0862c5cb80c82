import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While a screen shows `key`, a realtime record event of one of `modules` refreshes it: a figure
 * that counts several modules' records moves as soon as one of them changes, without a reload,
 * and at most once every two seconds (`refreshOnRecordEvents`, loaded with the realtime client).
 */
export function useRefreshOnRecordEvents(key: QueryKey, modules: readonly string[]) {
  const queryClient = useQueryClient();
  const serializedKey = JSON.stringify(key);
  const serializedModules = modules.join(',');
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void import('./record-event-refreshes').then(({ refreshOnRecordEvents }) => {
      if (stopped) return;
      stop = refreshOnRecordEvents(new Set(serializedModules.split(',')), () => {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(serializedKey) as QueryKey });
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [queryClient, serializedKey, serializedModules]);
}
