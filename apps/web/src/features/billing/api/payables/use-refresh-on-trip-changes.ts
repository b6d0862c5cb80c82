import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { payablesKeys } from './payables-keys';

/**
 * Payables and commissions live on the trips' bookings, whose changes the realtime record events
 * announce as `trips`: while a billing tab is open, each one refreshes billing's queries too.
 */
export function useRefreshOnTripChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void import('../../../../lib/realtime').then(({ realtime }) => {
      if (stopped) return;
      unsubscribe = realtime.subscribeToRecordEvents((event) => {
        if (event.module === 'trips') void queryClient.invalidateQueries({ queryKey: payablesKeys.all });
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [queryClient]);
}
