import type { Call, CallableType } from '@aurora/contracts/calls';
import type { AccessToken, RingingCall } from '@aurora/contracts/telephony';
import { TELEPHONY_MESSAGES, TELEPHONY_TOKEN_REFRESH_MS } from '@aurora/contracts/telephony';
import { createStore } from '../../../lib/create-store';
import type { AgentEvent } from '../../../lib/realtime';
import {
  type CallingDevice,
  DEVICE_ERROR_CODES,
  type DeviceCall,
  type DeviceError,
  errorOf,
  type ResumedCall,
} from './types';

/** Spec §9. */
export const INCOMING_AUTO_DISMISS_SECONDS = 30;
export const MODAL_RESET_DELAY_MS = 2000;
export const TIMER_TICK_MS = 1000;
/** Our own refresh ahead of the token's expiry (the SDK's tokenWillExpire may fire only once). */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** The spec's status texts, word for word (§4, §8). */
export const STATUS = {
  initializing: 'Initializing...',
  ready: 'Ready to make calls',
  error: (message: string) => `Error: ${message}`,
  failedToInitialize: (message: string) => `Failed to initialize: ${message}`,
  connecting: 'Connecting...',
  ringing: 'Ringing...',
  connected: 'Connected',
  tracking: 'Tracking call...',
  ended: 'Call ended',
  muted: 'Muted',
  unmuted: 'Unmuted',
  failed: 'Call failed',
  callError: (message: string) => `Call error: ${message}`,
} as const;

export type CallMode = 'live' | 'tracked';

/** The record initiate answers (spec §3 "Call record"), as far as the device needs it. */
export type InitiatedCall = {
  id: number;
  phone_to: string | null;
  contact: { id: number; full_name: string } | null;
  callable_type: CallableType | null;
  callable_id: number | null;
  /** The lead's or contact's full name, the client's name. */
  callable_name: string | null;
  organization: { code: string };
};

export type CallTarget = {
  phone: string;
  /** The organization the call is made from (its number, its records); absent: the current one. */
  organization_code?: string | null | undefined;
  contact_id?: number | null | undefined;
  callable_type?: CallableType | null | undefined;
  callable_id?: number | null | undefined;
};

export type ActiveCall = {
  /** The call record id; null while an incoming call is being accepted without one. */
  id: number;
  mode: CallMode;
  direction: 'inbound' | 'outbound';
  phone: string | null;
  contactName: string | null;
  callableType: CallableType | null;
  callableId: number | null;
  organizationCode: string | null;
  /** Taken up again by a page loaded during the call (not started or answered here). */
  resumed?: true;
};

export type IncomingCall = {
  callId: number;
  phone: string | null;
  callerName: string | null;
  callableType: CallableType | null;
  callableId: number | null;
  organizationCode: string | null;
  /** The number called ("Main line") and its organization: the agent may be looking at another. */
  lineName: string | null;
  organizationName: string | null;
  secondsLeft: number;
};

/**
 * Why the last live call ended, in the agent's words: the spec's status text says only 'Call
 * ended' or 'Call failed'. The provider's final status (busy, no answer, failed) comes with the
 * call's realtime status, sometimes after the device's own disconnect, and then refines it.
 */
export type CallEndReason =
  | 'you-hung-up'
  | 'they-hung-up'
  | 'busy'
  | 'no-answer'
  | 'not-connected'
  | 'cancelled'
  | 'declined'
  | 'error';

export type CallEnding = {
  callId: number | null;
  reason: CallEndReason;
  /** The provider's error code, when there is one (spec §8). */
  code: number | null;
  message: string | null;
};

export type CallingState = {
  /** The status text shown to the user (spec §4). */
  status: string;
  isReady: boolean;
  isOnCall: boolean;
  isMuted: boolean;
  call: ActiveCall | null;
  /** Seconds since the call was accepted (live) or started (tracked). */
  duration: number;
  incoming: IncomingCall | null;
  /** The line's quality during a live call, as the provider measures it. */
  quality: 'good' | 'poor';
  /** Why the last live call ended; cleared when the next one starts. */
  ending: CallEnding | null;
  /** What stopped the device from being ready (its provider code explains it); null once registered. */
  deviceError: DeviceError | null;
};

export type Clock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Tabs of the same agent tell each other an incoming call was answered or declined. */
export type TabChannel = {
  post: (message: { type: 'incoming-handled'; callId: number }) => void;
  subscribe: (listener: (message: { type: 'incoming-handled'; callId: number }) => void) => () => void;
};

export type CallingDependencies = {
  fetchToken: () => Promise<AccessToken>;
  createDevice: (token: AccessToken) => Promise<CallingDevice>;
  initiate: (
    input: {
      type: CallMode;
      phone_to: string;
      contact_id?: number | null | undefined;
      callable_type?: CallableType | null | undefined;
      callable_id?: number | null | undefined;
    },
    organizationCode?: string | null,
  ) => Promise<InitiatedCall>;
  endTracked: (call: ActiveCall, notes: string) => Promise<unknown>;
  /** Best effort: closes a call record whose connection never started. */
  discard?: (call: ActiveCall) => Promise<unknown>;
  subscribe: (listener: (event: AgentEvent) => void) => () => void;
  /** The agent's calls the server still holds, for a page loaded during one (a reload, a tab). */
  ringingCalls?: () => Promise<RingingCall[]>;
  openCalls?: () => Promise<Call[]>;
  tabs?: TabChannel | undefined;
  clock?: Clock;
};

/** The store before the device starts: no call, not ready. */
export const initialCallingState: CallingState = {
  status: '',
  isReady: false,
  isOnCall: false,
  isMuted: false,
  call: null,
  duration: 0,
  incoming: null,
  quality: 'good',
  ending: null,
  deviceError: null,
};

/** The provider's final statuses that say more than the device's disconnect. */
const REASON_OF_STATUS: Record<string, CallEndReason> = {
  busy: 'busy',
  'no-answer': 'no-answer',
  failed: 'not-connected',
};

/**
 * The calling device and call state machine (spec §4 "Calling device" and "Call"): plain code, a
 * small store with its device, API and clock injected, so every status text and timing is tested
 * with fake timers.
 */
export function createCallingStore(dependencies: CallingDependencies) {
  const clock = dependencies.clock ?? systemClock;
  const store = createStore<CallingState>(initialCallingState);
  const set = (patch: Partial<CallingState>) => store.setState((state) => ({ ...state, ...patch }));

  let device: CallingDevice | null = null;
  let deviceCall: DeviceCall | null = null;
  let incomingCall: DeviceCall | null = null;
  let timer: unknown = null;
  let startedAt = 0;
  let countdown: unknown = null;
  let refreshTimer: unknown = null;
  let expiryTimer: unknown = null;
  let generation = 0;
  const cleanups: Array<() => void> = [];

  // ---- timers -------------------------------------------------------------------------------
  /** Ticks from `since` (now, or a resumed call's real start). */
  const startTimer = (since = clock.now()) => {
    stopTimer();
    startedAt = since;
    set({ duration: Math.max(0, Math.floor((clock.now() - startedAt) / 1000)) });
    timer = clock.setInterval(() => {
      set({ duration: Math.max(0, Math.floor((clock.now() - startedAt) / 1000)) });
    }, TIMER_TICK_MS);
  };
  const stopTimer = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };

  // ---- token --------------------------------------------------------------------------------
  const scheduleExpiry = (token: AccessToken) => {
    if (expiryTimer !== null) clock.clearTimeout(expiryTimer);
    expiryTimer = null;
    const expiresAt = Date.parse(token.expires_at);
    if (Number.isNaN(expiresAt)) return;
    const wait = Math.max(0, expiresAt - clock.now() - TOKEN_EXPIRY_MARGIN_MS);
    expiryTimer = clock.setTimeout(() => void refreshToken(), wait);
  };

  /** A new token for the device; a failure is only logged (spec §8). */
  async function refreshToken(): Promise<void> {
    try {
      const token = await dependencies.fetchToken();
      device?.updateToken(token.token);
      scheduleExpiry(token);
    } catch (error) {
      console.error('Refreshing the telephony token failed', error);
    }
  }

  // ---- live call ----------------------------------------------------------------------------
  /** The agent hung up (End Call) or declined: the call's end is theirs. */
  let endedHere = false;
  /** The provider's final status of the current call, if it came before the device's disconnect. */
  let finalStatus: { callId: number; status: string } | null = null;

  const endingOf = (callId: number | null, answered: boolean): CallEnding => {
    const known = finalStatus?.callId === callId ? REASON_OF_STATUS[finalStatus.status] : undefined;
    const reason: CallEndReason =
      known ??
      (answered ? (endedHere ? 'you-hung-up' : 'they-hung-up') : endedHere ? 'cancelled' : 'not-connected');
    return { callId, reason, code: null, message: null };
  };

  const endLive = (status: string, ending: CallEnding) => {
    stopTimer();
    deviceCall = null;
    set({ isOnCall: false, isMuted: false, call: null, duration: 0, status, quality: 'good', ending });
  };

  const bindCall = (call: DeviceCall) => {
    const current = () => deviceCall === call;
    const callId = () => store.getState().call?.id ?? null;
    call.on('ringing', () => {
      if (current() && !store.getState().isOnCall) set({ status: STATUS.ringing });
    });
    call.on('accept', () => {
      if (!current()) return;
      set({ isOnCall: true, status: STATUS.connected });
      startTimer();
    });
    call.on('disconnect', () => {
      if (current()) endLive(STATUS.ended, endingOf(callId(), store.getState().isOnCall));
    });
    call.on('cancel', () => {
      if (current()) endLive(STATUS.ended, { ...endingOf(callId(), false), reason: 'cancelled' });
    });
    call.on('reject', () => {
      if (current()) endLive(STATUS.ended, { ...endingOf(callId(), false), reason: 'declined' });
    });
    call.on('error', (error: DeviceError) => {
      if (!current()) return;
      endLive(STATUS.callError(error.message), {
        callId: callId(),
        reason: 'error',
        code: error.code,
        message: error.message,
      });
    });
    call.on('mute', (muted: boolean) => {
      if (current()) set({ isMuted: muted, status: muted ? STATUS.muted : STATUS.unmuted });
    });
    call.on('warning', () => {
      if (current()) set({ quality: 'poor' });
    });
    call.on('warning-cleared', () => {
      if (current()) set({ quality: 'good' });
    });
  };

  /** A new call starts: nothing of the last one's end is known for it. */
  const freshCall = () => {
    endedHere = false;
    finalStatus = null;
  };

  const ensureIdle = () => {
    const state = store.getState();
    if (state.isOnCall || state.call) throw new Error(TELEPHONY_MESSAGES.alreadyOnCall);
  };

  const toActive = (record: InitiatedCall, mode: CallMode): ActiveCall => ({
    id: record.id,
    mode,
    direction: 'outbound',
    phone: record.phone_to,
    contactName: record.contact?.full_name ?? record.callable_name ?? null,
    callableType: record.callable_type,
    callableId: record.callable_id,
    organizationCode: record.organization.code,
  });

  /** Idle -> live call: initiate, then connect with `To` and `CallId` (spec §4, §7). */
  async function makeCall(target: CallTarget): Promise<void> {
    ensureIdle();
    if (!device || !store.getState().isReady) throw new Error(TELEPHONY_MESSAGES.deviceNotReady);
    freshCall();
    set({ status: STATUS.connecting, isMuted: false, duration: 0, quality: 'good', ending: null });
    let active: ActiveCall | null = null;
    try {
      const record = await dependencies.initiate(
        {
          type: 'live',
          phone_to: target.phone,
          contact_id: target.contact_id ?? null,
          callable_type: target.callable_type ?? null,
          callable_id: target.callable_id ?? null,
        },
        target.organization_code,
      );
      active = toActive(record, 'live');
      set({ call: active });
      const call = await device.connect({
        params: { To: record.phone_to ?? target.phone, CallId: String(record.id) },
      });
      if (store.getState().call?.id !== record.id) {
        // Ended (End Call, sign-out) while the connection was being set up.
        call.disconnect();
        return;
      }
      deviceCall = call;
      bindCall(call);
    } catch (error) {
      stopTimer();
      deviceCall = null;
      set({
        isOnCall: false,
        isMuted: false,
        call: null,
        duration: 0,
        status: STATUS.failed,
        ending: {
          callId: active?.id ?? null,
          reason: 'not-connected',
          code: null,
          message: error instanceof Error ? error.message : null,
        },
      });
      if (active) dependencies.discard?.(active).catch(() => undefined);
      throw error;
    }
  }

  /** Hangs up the live call (the device's disconnect ends it: 'Call ended'). */
  function endCall(): void {
    endedHere = true;
    if (deviceCall) deviceCall.disconnect();
    else if (store.getState().call?.mode === 'live') {
      endLive(STATUS.ended, endingOf(store.getState().call?.id ?? null, store.getState().isOnCall));
    }
  }

  function toggleMute(): void {
    if (!deviceCall || !store.getState().isOnCall) return;
    const muted = !store.getState().isMuted;
    deviceCall.mute(muted);
    set({ isMuted: muted, status: muted ? STATUS.muted : STATUS.unmuted });
  }

  function sendDigits(digits: string): void {
    deviceCall?.sendDigits(digits);
  }

  // ---- tracked call -------------------------------------------------------------------------
  /** Idle -> tracked call: initiate, then on-call at once, 'Tracking call...' (spec §4). */
  async function startTrackedCall(target: CallTarget): Promise<void> {
    ensureIdle();
    try {
      const record = await dependencies.initiate(
        {
          type: 'tracked',
          phone_to: target.phone,
          contact_id: target.contact_id ?? null,
          callable_type: target.callable_type ?? null,
          callable_id: target.callable_id ?? null,
        },
        target.organization_code,
      );
      set({
        call: toActive(record, 'tracked'),
        isOnCall: true,
        isMuted: false,
        status: STATUS.tracking,
        ending: null,
      });
      startTimer();
    } catch (error) {
      stopTimer();
      set({ isOnCall: false, call: null, duration: 0, status: STATUS.failed });
      throw error;
    }
  }

  /** Ends the tracked call with its notes; a failure is thrown and the state kept (the modal stays). */
  async function endTrackedCall(notes: string): Promise<void> {
    const call = store.getState().call;
    if (call?.mode !== 'tracked' || !store.getState().isOnCall) {
      throw new Error(TELEPHONY_MESSAGES.noTrackedCall);
    }
    await dependencies.endTracked(call, notes);
    if (store.getState().call?.id !== call.id) return;
    stopTimer();
    set({ isOnCall: false, isMuted: false, call: null, duration: 0, status: STATUS.ended });
  }

  // ---- incoming -----------------------------------------------------------------------------
  const stopCountdown = () => {
    if (countdown !== null) clock.clearInterval(countdown);
    countdown = null;
  };

  const clearIncoming = (callId?: number) => {
    const incoming = store.getState().incoming;
    if (!incoming || (callId !== undefined && incoming.callId !== callId)) return;
    stopCountdown();
    incomingCall = null;
    set({ incoming: null });
  };

  const showIncoming = (
    incoming: Omit<IncomingCall, 'secondsLeft'>,
    secondsLeft = INCOMING_AUTO_DISMISS_SECONDS,
  ) => {
    const current = store.getState().incoming;
    if (current && current.callId === incoming.callId) {
      // The same call from the other source (device event or realtime): one alert, merged.
      set({
        incoming: {
          ...current,
          phone: current.phone ?? incoming.phone,
          callerName: current.callerName ?? incoming.callerName,
          callableType: current.callableType ?? incoming.callableType,
          callableId: current.callableId ?? incoming.callableId,
          organizationCode: current.organizationCode ?? incoming.organizationCode,
          lineName: current.lineName ?? incoming.lineName,
          organizationName: current.organizationName ?? incoming.organizationName,
        },
      });
      return;
    }
    if (current) return;
    const state = store.getState();
    if (state.isOnCall || state.call) return;
    set({ incoming: { ...incoming, secondsLeft } });
    stopCountdown();
    countdown = clock.setInterval(() => {
      const shown = store.getState().incoming;
      if (!shown || shown.callId !== incoming.callId) return;
      const secondsLeft = shown.secondsLeft - 1;
      if (secondsLeft <= 0) {
        set({ incoming: { ...shown, secondsLeft: 0 } });
        declineIncoming();
      } else set({ incoming: { ...shown, secondsLeft } });
    }, 1000);
  };

  const onDeviceIncoming = (call: DeviceCall) => {
    const callId = Number(call.parameters.CallId);
    if (!Number.isFinite(callId) || callId <= 0) {
      console.warn('An incoming call without a CallId parameter was ignored');
      return;
    }
    showIncoming({
      callId,
      phone: call.parameters.From,
      callerName: null,
      callableType: null,
      callableId: null,
      organizationCode: null,
      lineName: null,
      organizationName: null,
    });
    // Busy, or already ringing for another call: this one is not shown (nor declined: others may answer).
    if (store.getState().incoming?.callId !== callId) return;
    incomingCall = call;
    const pending = () => incomingCall === call;
    for (const event of ['cancel', 'reject', 'disconnect'] as const) {
      call.on(event, () => {
        if (pending()) clearIncoming(callId);
      });
    }
    call.on('error', (error: DeviceError) => {
      if (pending()) {
        clearIncoming(callId);
        set({ status: STATUS.callError(error.message) });
      }
    });
  };

  /** Incoming -> live on-call with the timer (spec §4). */
  function acceptIncoming(): void {
    const incoming = store.getState().incoming;
    if (!incoming) return;
    const call = incomingCall;
    if (!call) throw new Error(TELEPHONY_MESSAGES.deviceNotReady);
    ensureIdle();
    dependencies.tabs?.post({ type: 'incoming-handled', callId: incoming.callId });
    stopCountdown();
    incomingCall = null;
    deviceCall = call;
    freshCall();
    set({
      incoming: null,
      quality: 'good',
      ending: null,
      status: STATUS.connecting,
      call: {
        id: incoming.callId,
        mode: 'live',
        direction: 'inbound',
        phone: incoming.phone,
        contactName: incoming.callerName,
        callableType: incoming.callableType,
        callableId: incoming.callableId,
        organizationCode: incoming.organizationCode,
      },
    });
    bindCall(call);
    call.accept();
  }

  /** Decline rejects the incoming call (also the 30 s auto-decline). */
  function declineIncoming(): void {
    const incoming = store.getState().incoming;
    if (!incoming) return;
    const call = incomingCall;
    dependencies.tabs?.post({ type: 'incoming-handled', callId: incoming.callId });
    clearIncoming(incoming.callId);
    call?.reject();
  }

  const onRealtime = (event: AgentEvent) => {
    if (event.name === 'call.incoming') {
      const payload = event.payload;
      showIncoming({
        callId: payload.call_id,
        phone: payload.phone_from,
        callerName: payload.contact?.full_name ?? payload.callable_name ?? null,
        callableType: payload.callable_type,
        callableId: payload.callable_id,
        organizationCode: payload.organization.code,
        lineName: payload.line_name,
        organizationName: payload.organization_name,
      });
    }
    const reason = event.name === 'call.status.updated' ? REASON_OF_STATUS[event.payload.status] : undefined;
    if (reason && event.name === 'call.status.updated') {
      const { call_id: callId, status } = event.payload;
      if (store.getState().call?.id === callId) finalStatus = { callId, status };
      const ending = store.getState().ending;
      // The provider's verdict after the device's disconnect: busy, no answer, failed.
      if (ending?.callId === callId && ending.reason !== 'error') set({ ending: { ...ending, reason } });
    }
    if (event.name === 'call.status.updated' || event.name === 'call.ringing.stopped') {
      const incoming = store.getState().incoming;
      const ringsOn =
        event.name === 'call.status.updated' && ['initiated', 'ringing'].includes(event.payload.status);
      // Without a device call to follow (it never rang here), the event closes the alert.
      if (incoming && incoming.callId === event.payload.call_id && !incomingCall && !ringsOn) {
        clearIncoming(incoming.callId);
      }
    }
  };

  // ---- a page loaded during a call ----------------------------------------------------------
  const resumedOf = (call: Call | RingingCall, direction: 'inbound' | 'outbound'): ResumedCall => ({
    callId: 'call_id' in call ? call.call_id : call.id,
    direction,
    from: call.phone_from,
    to: call.phone_to,
    organizationCode: call.organization.code,
  });

  /** The call in progress the server holds for this agent, taken up again: modal, timer, device. */
  const resumeOpenCall = (created: CallingDevice, open: Call) => {
    const mode: CallMode = open.type === 'tracked' ? 'tracked' : 'live';
    if (mode === 'live') {
      const call = created.resume?.(resumedOf(open, open.direction), true);
      // Where a page's calls die with it (Twilio), the provider ends it: nothing to take up.
      if (!call) return;
      deviceCall = call;
      bindCall(call);
    }
    freshCall();
    set({
      isOnCall: true,
      status: mode === 'live' ? STATUS.connected : STATUS.tracking,
      ending: null,
      call: {
        id: open.id,
        mode,
        direction: open.direction,
        phone: open.direction === 'inbound' ? open.phone_from : open.phone_to,
        contactName: open.contact?.full_name ?? open.callable_name,
        callableType: open.callable_type,
        callableId: open.callable_id,
        organizationCode: open.organization.code,
        resumed: true,
      },
    });
    startTimer(Date.parse(open.answered_at ?? open.started_at));
  };

  /** A call ringing here when the page loaded: its alert, with the countdown it has left. */
  const resumeRinging = (created: CallingDevice, ringing: RingingCall) => {
    if (!created.resume) return;
    const elapsed = Math.floor((clock.now() - Date.parse(ringing.ringing_since)) / 1000);
    const secondsLeft = INCOMING_AUTO_DISMISS_SECONDS - elapsed;
    if (secondsLeft <= 0) return;
    showIncoming(
      {
        callId: ringing.call_id,
        phone: ringing.phone_from,
        callerName: ringing.contact?.full_name ?? ringing.callable_name ?? null,
        callableType: ringing.callable_type,
        callableId: ringing.callable_id,
        organizationCode: ringing.organization.code,
        lineName: ringing.line_name,
        organizationName: ringing.organization_name,
      },
      secondsLeft,
    );
    created.resume(resumedOf(ringing, 'inbound'), false);
  };

  /** What the server still holds for this agent when a page loads (a reload, a second tab). */
  async function resumeCalls(created: CallingDevice, current: number): Promise<void> {
    try {
      const [ringing, open] = await Promise.all([
        dependencies.ringingCalls?.() ?? [],
        dependencies.openCalls?.() ?? [],
      ]);
      if (current !== generation || device !== created) return;
      const inProgress = open.find((call) => call.status === 'in-progress');
      if (inProgress) resumeOpenCall(created, inProgress);
      else if (ringing[0]) resumeRinging(created, ringing[0]);
    } catch (error) {
      console.error('Taking up the calls in progress failed', error);
    }
  }

  // ---- lifecycle ----------------------------------------------------------------------------
  /** Startup for a signed-in user (spec §4): token, device, registration. */
  async function start(): Promise<void> {
    const current = ++generation;
    set({ ...initialCallingState, status: STATUS.initializing });
    cleanups.push(dependencies.subscribe(onRealtime));
    if (dependencies.tabs) {
      cleanups.push(
        dependencies.tabs.subscribe((message) => {
          if (message.type === 'incoming-handled') clearIncoming(message.callId);
        }),
      );
    }
    try {
      const token = await dependencies.fetchToken();
      if (current !== generation) return;
      const created = await dependencies.createDevice(token);
      if (current !== generation) {
        created.destroy();
        return;
      }
      device = created;
      created.on('registered', () => {
        if (device !== created) return;
        const state = store.getState();
        set({
          isReady: true,
          deviceError: null,
          ...(state.isOnCall || state.call ? {} : { status: STATUS.ready }),
        });
      });
      created.on('unregistered', () => {
        if (device === created) set({ isReady: false });
      });
      created.on('error', (error: DeviceError) => {
        if (device === created)
          set({ isReady: false, status: STATUS.error(error.message), deviceError: error });
      });
      created.on('incoming', onDeviceIncoming);
      created.on('tokenWillExpire', () => void refreshToken());
      refreshTimer = clock.setInterval(() => void refreshToken(), TELEPHONY_TOKEN_REFRESH_MS);
      scheduleExpiry(token);
      await created.register();
      await resumeCalls(created, current);
    } catch (error) {
      if (current !== generation) return;
      const failure = errorOf(error, DEVICE_ERROR_CODES.generic);
      const code = (error as { code?: unknown } | null)?.code;
      set({
        isReady: false,
        status: STATUS.failedToInitialize(failure.message),
        // A device error reported before the failure (an invalid token) names the cause best.
        deviceError: store.getState().deviceError ?? {
          ...failure,
          code: typeof code === 'number' ? code : failure.code,
        },
      });
    }
  }

  /** Starts the device again after it failed (the retry the agent is offered); never during a call. */
  async function restart(): Promise<void> {
    const state = store.getState();
    if (state.isOnCall || state.call) return;
    stop();
    await start();
  }

  /** Sign-out: the device goes, every timer stops. */
  function stop(): void {
    generation += 1;
    stopTimer();
    stopCountdown();
    if (refreshTimer !== null) clock.clearInterval(refreshTimer);
    if (expiryTimer !== null) clock.clearTimeout(expiryTimer);
    refreshTimer = null;
    expiryTimer = null;
    for (const cleanup of cleanups.splice(0)) cleanup();
    deviceCall = null;
    incomingCall = null;
    device?.destroy();
    device = null;
    store.setState(initialCallingState);
  }

  return {
    store,
    start,
    stop,
    restart,
    makeCall,
    endCall,
    toggleMute,
    sendDigits,
    startTrackedCall,
    endTrackedCall,
    acceptIncoming,
    declineIncoming,
    refreshToken,
  };
}

export type CallingStore = ReturnType<typeof createCallingStore>;

/** Calls are allowed only when the device is ready and not on a call (spec §5). */
export const canCall = (state: CallingState) => state.isReady && !state.isOnCall && !state.call;
