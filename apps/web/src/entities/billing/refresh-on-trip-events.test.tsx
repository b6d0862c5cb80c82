import type { RecordEvent } from '@aurora/contracts/records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { billingKeys } from './keys';
import { useRefreshOnTripEvents } from './refresh-on-trip-events';

const listeners = vi.hoisted(() => new Set<(event: RecordEvent) => void>());
vi.mock('../../lib/realtime', () => ({
  realtime: {
    subscribeToRecordEvents: (listener: (event: RecordEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  },
}));

const emit = (module: string) => {
  for (const listener of listeners) listener({ event: 'record.updated', module, id: 41 } as RecordEvent);
};

describe('useRefreshOnTripEvents', () => {
  it("refreshes the key on a trip's record event, not on others, and stops when unmounted", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useRefreshOnTripEvents(billingKeys.summary()), { wrapper });
    await waitFor(() => expect(listeners.size).toBe(1));

    emit('clients');
    expect(invalidate).not.toHaveBeenCalled();
    emit('trips');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['invoices', 'summary'] });
    unmount();
    expect(listeners.size).toBe(0);
  });
});
