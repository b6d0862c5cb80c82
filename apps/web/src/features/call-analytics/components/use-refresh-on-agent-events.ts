import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While mounted, an agent's availability event (`record.*` of `agents`) refreshes `key` too: the
 * realtime session already refreshes everything below `calls` on a call's event, and the
 * wallboard shows both.
 */
export function useRefreshOnAgentEvents(key: QueryKey) {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(key);
  useEffect(() => {
    let unsubscribe = () => {};
    let stopped = false;
    void import('../../../lib/realtime').then(({ realtime }) => {
      if (stopped) return;
      unsubscribe = realtime.subscribeToRecordEvents((event) => {
        if (event.module === 'agents') {
          void queryClient.invalidateQueries({ queryKey: JSON.parse(serialized) as QueryKey });
        }
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [queryClient, serialized]);
}
