import type { RealtimeStatus } from '@aurora/contracts/realtime';
import { createStore, useStore } from './create-store';

/**
 * The realtime connection's state, apart from the connection (realtime.ts, which sets it): the top
 * bar shows it from the first screen, the connection and its event schemas load after that screen.
 */
export const realtimeStatus = createStore<RealtimeStatus>('offline');

export function useRealtimeStatus(): RealtimeStatus {
  return useStore(realtimeStatus);
}
