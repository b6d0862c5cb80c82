import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type CallRequest, callingRegistry } from '../../../lib/calling';
import { createStore, useStore } from '../../../lib/create-store';
import { realtime } from '../../../lib/realtime';
import { useSession } from '../../../lib/session-store';
import { discardCall } from '../api/discard-call';
import { endTrackedCall } from '../api/end-tracked-call';
import { getAccessToken } from '../api/get-access-token';
import { getMyOpenCalls } from '../api/get-my-open-calls';
import { getMyRingingCalls } from '../api/get-my-ringing-calls';
import { initiateCall } from '../api/initiate-call';
import { postSimulatorAction } from '../api/simulator-device';
import { type CallingState, createCallingStore, type TabChannel } from './calling-store';
import { createSimulatedDevice } from './simulated-device';

const TAB_CHANNEL = 'aurora-telephony';

/** BroadcastChannel between the agent's tabs (absent in old browsers and jsdom: no coordination). */
function createTabChannel(): TabChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const handler = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (
          data &&
          typeof data === 'object' &&
          'type' in data &&
          data.type === 'incoming-handled' &&
          'callId' in data &&
          typeof data.callId === 'number'
        ) {
          listener({ type: 'incoming-handled', callId: data.callId });
        }
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** The app's one calling device: Twilio or the simulator, as the server's token says. */
export const calling = createCallingStore({
  fetchToken: getAccessToken,
  createDevice: async (token) => {
    if (token.provider === 'twilio') {
      const { createTwilioDevice } = await import('./twilio-device');
      return createTwilioDevice(token.token);
    }
    return createSimulatedDevice(token.token, {
      post: postSimulatorAction,
      subscribe: (listener) => realtime.subscribeToAgentEvents(listener),
    });
  },
  initiate: initiateCall,
  endTracked: (call, notes) => endTrackedCall(call.id, notes, call.organizationCode),
  discard: (call) => discardCall(call.id, call.organizationCode),
  subscribe: (listener) => realtime.subscribeToAgentEvents(listener),
  ringingCalls: getMyRingingCalls,
  openCalls: getMyOpenCalls,
  tabs: createTabChannel(),
});

/**
 * A call the server still holds open for this agent (a closed tab, a crashed browser) refuses a
 * new one with 409 'Already on a call'; the overlays then offer to discard it and call again.
 */
export const staleCallPrompt = createStore<{ request: CallRequest } | null>(null);

export async function startCall(request: CallRequest): Promise<void> {
  const target = {
    phone: request.phone,
    organization_code: request.organization_code,
    contact_id: request.contact_id,
    callable_type: request.callable_type,
    callable_id: request.callable_id,
  };
  try {
    await (request.mode === 'live' ? calling.makeCall(target) : calling.startTrackedCall(target));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      staleCallPrompt.setState({ request });
      return;
    }
    throw error;
  }
}

/** Closes the agent's open calls as abandoned, then places the call that was refused. */
export async function discardOpenCallsAndRetry(request: CallRequest): Promise<void> {
  const open = await getMyOpenCalls();
  await Promise.all(open.map((call) => discardCall(call.id, call.organization.code)));
  staleCallPrompt.setState(null);
  await startCall(request);
}

const publish = (state: CallingState) => {
  const busy = state.isOnCall || state.call !== null;
  callingRegistry.setState({
    liveBlocked: busy ? 'on-call' : state.isReady ? null : 'not-ready',
    trackedBlocked: busy ? 'on-call' : null,
    start: startCall,
  });
};

export function useCallingState(): CallingState {
  return useStore(calling.store);
}

/**
 * Starts the calling device for a signed-in user with a stored token (spec §4) and stops it at
 * sign-out; keeps the shared "start a call" action in step. Mounted once, by the app shell.
 */
export function useCallingDevice(): void {
  const { token, user, status } = useSession();
  const signedIn = status === 'verified' && Boolean(token) && user !== null;
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user signing in needs a device of their own identity
  useEffect(() => {
    if (!signedIn) return;
    publish(calling.store.getState());
    const unsubscribe = calling.store.subscribe(() => publish(calling.store.getState()));
    void calling.start();
    return () => {
      unsubscribe();
      calling.stop();
      callingRegistry.setState({ liveBlocked: 'not-ready', trackedBlocked: null, start: null });
    };
  }, [signedIn, userId]);
}
