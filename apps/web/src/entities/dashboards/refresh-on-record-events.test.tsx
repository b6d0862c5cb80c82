import type { RecordEvent } from '@aurora/contracts/records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from './keys';
import { REFRESH_GAP_MS } from './record-event-refreshes';
import { useRefreshOnRecordEvents } from './refresh-on-record-events';

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
  for (const listener of listeners) listener({ event: 'record.updated', module, id: 7 } as RecordEvent);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('useRefreshOnRecordEvents', () => {
  it('refreshes at once on a first event, then once at the end of the gap however many follow', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const key = dashboardKeys.organization('MX');
    const { unmount } = renderHook(() => useRefreshOnRecordEvents(key, ['calls']), { wrapper });
    await waitFor(() => expect(listeners.size).toBe(1));
    vi.useFakeTimers();

    emit('leads');
    expect(invalidate).not.toHaveBeenCalled();
    emit('calls');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: key });

    // A burst of calls within the gap: one refresh, at its end.
    for (let call = 0; call < 20; call += 1) emit('calls');
    vi.advanceTimersByTime(REFRESH_GAP_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);

    // Quiet for a gap: the next event refreshes at once again.
    vi.advanceTimersByTime(REFRESH_GAP_MS);
    emit('calls');
    expect(invalidate).toHaveBeenCalledTimes(3);

    // A refresh still waiting when the screen closes never comes.
    emit('calls');
    unmount();
    vi.advanceTimersByTime(REFRESH_GAP_MS);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(listeners.size).toBe(0);
  });
});
