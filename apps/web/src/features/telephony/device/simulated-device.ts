import { SIMULATOR_POOR_LINE_SUFFIX } from '@aurora/contracts/telephony';
import type { AgentEvent } from '../../../lib/realtime';
import {
  type CallEvents,
  type CallingDevice,
  type CallParameters,
  type ConnectOptions,
  createEmitter,
  DEVICE_ERROR_CODES,
  type DeviceCall,
  type DeviceEvents,
  errorOf,
  type ResumedCall,
} from './types';

/** What the simulator's device needs: the API (simulator routes) and the agent's realtime events. */
export type SimulatedDeviceDependencies = {
  post: (path: string) => Promise<unknown>;
  subscribe: (listener: (event: AgentEvent) => void) => () => void;
};

const FINAL_STATUSES = new Set([
  'completed',
  'busy',
  'failed',
  'no-answer',
  'canceled',
  'missed',
  'abandoned',
]);

type SimulatedCall = DeviceCall & {
  callId: number;
  /** A `call.status.updated` (or `call.initiated`) of this call. */
  onStatus: (status: string, organizationCode: string) => void;
};

function createSimulatedCall(options: {
  callId: number;
  direction: 'inbound' | 'outbound';
  parameters: CallParameters;
  organizationCode: string | null;
  post: (path: string) => Promise<unknown>;
  onClosed: () => void;
  /** Already answered (a call taken up after a reload): open from the start. */
  answered?: boolean;
}): SimulatedCall {
  const events = createEmitter<CallEvents>();
  let state: 'pending' | 'open' | 'closed' = options.answered ? 'open' : 'pending';
  let muted = false;
  let acceptedHere = options.answered ?? false;
  let code = options.organizationCode;
  const path = (action: string) =>
    `${code ? `/${code}` : ''}/telephony/simulator/calls/${options.callId}/${action}`;

  const close = (event: 'disconnect' | 'cancel' | 'reject') => {
    if (state === 'closed') return;
    state = 'closed';
    options.onClosed();
    events.emit(event);
  };
  const open = () => {
    if (state !== 'pending') return;
    state = 'open';
    events.emit('accept');
    // The line's quality is the device's to measure: the simulator plays a poor one here.
    if (options.parameters.To?.endsWith(SIMULATOR_POOR_LINE_SUFFIX))
      events.emit('warning', 'high-packet-loss');
  };

  return {
    callId: options.callId,
    parameters: options.parameters,
    on: events.on,
    onStatus(status, organizationCode) {
      code ??= organizationCode;
      if (state === 'closed') return;
      if (status === 'ringing' && options.direction === 'outbound') events.emit('ringing');
      else if (status === 'in-progress') {
        if (options.direction === 'outbound' || acceptedHere) open();
        // Another device (another agent, or this agent's other tab) answered it.
        else close('cancel');
      } else if (FINAL_STATUSES.has(status)) {
        close(state === 'pending' && options.direction === 'inbound' ? 'cancel' : 'disconnect');
      }
    },
    accept() {
      if (state !== 'pending' || options.direction !== 'inbound') return;
      acceptedHere = true;
      options.post(path('answer')).then(open, (error: unknown) => {
        events.emit('error', errorOf(error));
        close('cancel');
      });
    },
    reject() {
      if (state !== 'pending') return;
      options
        .post(path('decline'))
        .catch((error: unknown) => console.error('Declining the call failed', error));
      close('reject');
    },
    disconnect() {
      if (state === 'closed') return;
      options.post(path('hangup')).catch((error: unknown) => console.error('Hanging up failed', error));
      close('disconnect');
    },
    mute(next) {
      if (muted === next) return;
      muted = next;
      events.emit('mute', next);
    },
    isMuted: () => muted,
    sendDigits(digits) {
      if (!/^[0-9*#w]+$/.test(digits)) throw new Error(`Invalid digits: ${digits}`);
    },
  };
}

/**
 * The simulator provider's browser device: Twilio's Device interface, played by the server's
 * simulator routes (connect, answer, decline, hang up) and the realtime `call.*` events of the
 * agent's private channel.
 */
export function createSimulatedDevice(
  initialToken: string,
  dependencies: SimulatedDeviceDependencies,
): CallingDevice {
  const events = createEmitter<DeviceEvents>();
  const calls = new Map<number, SimulatedCall>();
  let token = initialToken;
  let registered = false;
  let unsubscribe: (() => void) | null = null;

  const track = (call: SimulatedCall) => calls.set(call.callId, call);

  /** A call of this agent, followed from the server's events from now on. */
  const follow = (call: ResumedCall, answered: boolean) => {
    const followed = createSimulatedCall({
      callId: call.callId,
      direction: call.direction,
      parameters: { CallId: String(call.callId), From: call.from, To: call.to },
      organizationCode: call.organizationCode,
      post: dependencies.post,
      onClosed: () => calls.delete(call.callId),
      answered,
    });
    track(followed);
    return followed;
  };

  const ring = (call: ResumedCall) => {
    if (calls.has(call.callId)) return;
    events.emit('incoming', follow(call, false));
  };

  const onEvent = (event: AgentEvent) => {
    if (event.name === 'call.incoming') {
      const { payload } = event;
      ring({
        callId: payload.call_id,
        direction: 'inbound',
        from: payload.phone_from,
        to: payload.phone_to,
        organizationCode: payload.organization.code,
      });
    } else if (event.name === 'call.status.updated' || event.name === 'call.initiated') {
      calls.get(event.payload.call_id)?.onStatus(event.payload.status, event.payload.organization.code);
    } else if (event.name === 'call.ringing.stopped') {
      // Routing moved the call on to other agents: here it is canceled, as Twilio cancels the leg.
      calls.get(event.payload.call_id)?.onStatus('canceled', event.payload.organization.code);
    }
  };

  return {
    async register() {
      if (!token) {
        const error = { code: DEVICE_ERROR_CODES.invalidToken, message: 'Invalid access token' };
        events.emit('error', error);
        throw new Error(error.message);
      }
      unsubscribe ??= dependencies.subscribe(onEvent);
      registered = true;
      events.emit('registered');
    },
    async connect({ params }: ConnectOptions) {
      if (!registered) throw new Error('Device not registered');
      const callId = Number(params.CallId);
      const call = createSimulatedCall({
        callId,
        direction: 'outbound',
        parameters: { CallId: params.CallId, From: null, To: params.To },
        organizationCode: null,
        post: dependencies.post,
        onClosed: () => calls.delete(callId),
      });
      track(call);
      try {
        await dependencies.post(`/telephony/simulator/calls/${callId}/connect`);
      } catch (error) {
        calls.delete(callId);
        throw error;
      }
      return call;
    },
    resume(call, answered) {
      if (!answered) {
        ring(call);
        return null;
      }
      return calls.get(call.callId) ?? follow(call, true);
    },
    updateToken(next) {
      token = next;
    },
    on: events.on,
    destroy() {
      unsubscribe?.();
      unsubscribe = null;
      for (const call of [...calls.values()]) call.disconnect();
      calls.clear();
      registered = false;
      events.emit('unregistered');
      events.clear();
    },
  };
}
