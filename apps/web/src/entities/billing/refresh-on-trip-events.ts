import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Billing's figures that come from the bookings (supplier payments, commissions, deadlines) are
 * announced as changes of their trip: while a screen shows them, a trip's record event refreshes
 * `key` too (the invoices' and payments' events already refresh everything below `['invoices']`).
 */
export function useRefreshOnTripEvents(key: QueryKey) {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(key);
  useEffect(() => {
    let unsubscribe = () => {};
    let stopped = false;
    void import('../../lib/realtime').then(({ realtime }) => {
      if (stopped) return;
      unsubscribe = realtime.subscribeToRecordEvents((event) => {
        if (event.module === 'trips') {
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
