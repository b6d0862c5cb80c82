import type { CallableType } from '@aurora/contracts/calls';
import { createStore, useStore } from './create-store';

/** What a click-to-call button asks for: a live browser call, or tracking a call made elsewhere. */
export type CallRequest = {
  mode: 'live' | 'tracked';
  phone: string;
  /** The organization to call from (a task of another organization); absent: the current one. */
  organization_code?: string | null | undefined;
  contact_id?: number | null | undefined;
  callable_type?: CallableType | null | undefined;
  callable_id?: number | null | undefined;
};

export type CallingAvailability = {
  /** 'not-ready': no registered device (live calls); 'on-call': a call is in progress. */
  liveBlocked: 'not-ready' | 'on-call' | null;
  trackedBlocked: 'on-call' | null;
  /** Filled by the telephony feature once it is mounted; null before. */
  start: ((request: CallRequest) => Promise<void>) | null;
};

/**
 * The "start a call" action, as shared components see it. The telephony feature fills it (its
 * device store decides whether a call may start); components such as the phone link only read
 * it, so no component imports a feature.
 */
export const callingRegistry = createStore<CallingAvailability>({
  liveBlocked: 'not-ready',
  trackedBlocked: null,
  start: null,
});

export function useCallingAvailability(): CallingAvailability {
  return useStore(callingRegistry);
}
