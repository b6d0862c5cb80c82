import type { Call } from '@aurora/contracts/calls';
import type { AgentEventMap } from '@aurora/contracts/realtime';
import type { AccessToken, RingingCall } from '@aurora/contracts/telephony';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentEvent } from '../../../lib/realtime';
import {
  type CallingDependencies,
  createCallingStore,
  type InitiatedCall,
  type TabChannel,
} from './calling-store';
import {
  type CallEvents,
  type CallingDevice,
  createEmitter,
  type DeviceCall,
  type DeviceEvents,
} from './types';

type FakeCall = DeviceCall & { emit: <E extends keyof CallEvents>(e: E, ...args: CallEvents[E]) => void };

function fakeCall(parameters: Partial<DeviceCall['parameters']> = {}): FakeCall {
  const events = createEmitter<CallEvents>();
  let muted = false;
  return {
    parameters: { CallId: null, From: null, To: null, ...parameters },
    on: events.on,
    emit: events.emit,
    accept: vi.fn(),
    reject: vi.fn(),
    disconnect: vi.fn(() => events.emit('disconnect')),
    mute: vi.fn((next: boolean) => {
      muted = next;
    }),
    isMuted: () => muted,
    sendDigits: vi.fn(),
  };
}

function fakeDevice() {
  const events = createEmitter<DeviceEvents>();
  const calls: FakeCall[] = [];
  const device: CallingDevice & {
    emit: <E extends keyof DeviceEvents>(e: E, ...args: DeviceEvents[E]) => void;
    calls: FakeCall[];
    connectParams: unknown[];
  } = {
    calls,
    connectParams: [],
    emit: events.emit,
    register: vi.fn(async () => events.emit('registered')),
    connect: vi.fn(async (options) => {
      device.connectParams.push(options.params);
      const call = fakeCall({ CallId: options.params.CallId, To: options.params.To });
      calls.push(call);
      return call;
    }),
    updateToken: vi.fn(),
    on: events.on,
    destroy: vi.fn(),
  };
  return device;
}

const token = (expiresInMs = 3_600_000): AccessToken => ({
  token: 'jwt',
  provider: 'simulator',
  identity: 'agent_2',
  ttl_seconds: 3600,
  expires_at: new Date(Date.now() + expiresInMs).toISOString(),
});

const record = (id: number, type = 'live'): InitiatedCall => ({
  id,
  phone_to: '+525511112222',
  contact: { id: 7, full_name: `Ana ${type}` },
  callable_type: 'contact',
  callable_id: 7,
  callable_name: null,
  organization: { code: 'MX' },
});

function setup(overrides: Partial<CallingDependencies> = {}) {
  const device = fakeDevice();
  const realtimeListeners = new Set<(event: AgentEvent) => void>();
  let nextId = 100;
  const dependencies: CallingDependencies = {
    fetchToken: vi.fn(async () => token()),
    createDevice: vi.fn(async () => device),
    initiate: vi.fn(async (input) => record(++nextId, input.type)),
    endTracked: vi.fn(async () => undefined),
    discard: vi.fn(async () => undefined),
    subscribe: (listener) => {
      realtimeListeners.add(listener);
      return () => realtimeListeners.delete(listener);
    },
    ...overrides,
  };
  const calling = createCallingStore(dependencies);
  const state = () => calling.store.getState();
  const publish = (event: AgentEvent) => {
    for (const listener of realtimeListeners) listener(event);
  };
  return { calling, device, dependencies, state, publish };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** What `call.incoming` says of a call ringing for the agent. */
const incomingPayload = (callId: number): AgentEventMap['call.incoming'] => ({
  call_id: callId,
  organization: { id: 1, code: 'MX' },
  phone_from: '+5215511112222',
  phone_to: '+525512345678',
  contact: { id: 3, full_name: 'María López' },
  callable_type: 'contact',
  callable_id: 3,
  callable_name: 'María López',
  line_name: 'Main line',
  organization_name: 'Aurora Travel México',
  ring_timeout_seconds: 25,
});

const incomingEvent = (callId: number): AgentEvent => ({
  name: 'call.incoming',
  payload: incomingPayload(callId),
});

describe('calling store: device', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("goes 'Initializing...' then 'Ready to make calls' once registered", async () => {
    const { calling, state, device } = setup({
      createDevice: vi.fn(() => new Promise<CallingDevice>(() => undefined)),
    });
    void calling.start();
    expect(state().status).toBe('Initializing...');
    expect(state().isReady).toBe(false);
    const ready = setup();
    await ready.calling.start();
    expect(ready.state().status).toBe('Ready to make calls');
    expect(ready.state().isReady).toBe(true);
    expect(device.register).not.toHaveBeenCalled();
  });

  it("shows 'Failed to initialize: {message}' when the token or the device fails", async () => {
    const { calling, state } = setup({
      fetchToken: vi.fn(async () => Promise.reject(new Error('No token'))),
    });
    await calling.start();
    expect(state().status).toBe('Failed to initialize: No token');
    expect(state().isReady).toBe(false);
  });

  it("shows 'Error: {message}' on a device error and is no longer ready", async () => {
    const { calling, state, device } = setup();
    await calling.start();
    device.emit('error', { code: 31205, message: 'JWT token expired' });
    expect(state().status).toBe('Error: JWT token expired');
    expect(state().isReady).toBe(false);
  });

  it('refreshes the token every 3,000,000 ms, on tokenWillExpire and before its own expiry; failures only logged', async () => {
    const fetchToken = vi.fn(async () => token(3_600_000));
    const { calling, device } = setup({ fetchToken });
    await calling.start();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(device.updateToken).toHaveBeenCalledWith('jwt');
    device.emit('tokenWillExpire');
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(3);

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchToken.mockRejectedValueOnce(new Error('offline'));
    device.emit('tokenWillExpire');
    await flush();
    expect(error).toHaveBeenCalledWith('Refreshing the telephony token failed', expect.any(Error));
  });

  it('keeps the device error with its provider code, and starts again when asked', async () => {
    const fetchToken = vi.fn(async () => token());
    fetchToken.mockRejectedValueOnce(Object.assign(new Error('Token expired'), { code: 31205 }));
    const { calling, state, device } = setup({ fetchToken });
    await calling.start();
    expect(state()).toMatchObject({
      isReady: false,
      status: 'Failed to initialize: Token expired',
      deviceError: { code: 31205, message: 'Token expired' },
    });
    await calling.restart();
    expect(state()).toMatchObject({ isReady: true, status: 'Ready to make calls', deviceError: null });
    device.emit('error', { code: 31009, message: 'No transport' });
    expect(state().deviceError).toEqual({ code: 31009, message: 'No transport' });
  });

  it("refreshes from the token's own expiry even without tokenWillExpire", async () => {
    const fetchToken = vi.fn(async () => token(120_000));
    const { calling } = setup({ fetchToken });
    await calling.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('calling store: live calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const statusEvent = (callId: number, status: string): AgentEvent => ({
    name: 'call.status.updated',
    payload: {
      call_id: callId,
      organization: { id: 1, code: 'MX' },
      type: 'live',
      direction: 'outbound',
      status,
      previous_status: 'ringing',
      agent_id: 2,
      answered_at: null,
      ended_at: null,
      duration_seconds: null,
    },
  });

  it('says why a call ended: busy, even when the provider says so after the device hung up', async () => {
    const { calling, device, state, publish } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511110001' });
    const [call] = device.calls;
    call?.emit('disconnect');
    expect(state()).toMatchObject({ status: 'Call ended', ending: { callId: 101, reason: 'not-connected' } });
    publish(statusEvent(101, 'busy'));
    expect(state().ending).toMatchObject({ callId: 101, reason: 'busy', code: null });
    // The next call starts with nothing of the last one's end.
    await calling.makeCall({ phone: '+525511112222' });
    expect(state().ending).toBeNull();
  });

  it('says who hung up an answered call, and no answer when the provider said so first', async () => {
    const { calling, device, state, publish } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    device.calls[0]?.emit('accept');
    device.calls[0]?.emit('disconnect');
    expect(state().ending?.reason).toBe('they-hung-up');

    await calling.makeCall({ phone: '+525511112222' });
    device.calls[1]?.emit('accept');
    calling.endCall();
    expect(state().ending?.reason).toBe('you-hung-up');

    await calling.makeCall({ phone: '+525511110002' });
    publish(statusEvent(103, 'no-answer'));
    device.calls[2]?.emit('disconnect');
    expect(state().ending?.reason).toBe('no-answer');
  });

  it('keeps the provider error code of a dropped call, and follows the line quality while connected', async () => {
    const { calling, device, state } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    const [call] = device.calls;
    call?.emit('accept');
    expect(state().quality).toBe('good');
    call?.emit('warning', 'high-packet-loss');
    expect(state().quality).toBe('poor');
    call?.emit('warning-cleared', 'high-packet-loss');
    expect(state().quality).toBe('good');
    call?.emit('error', { code: 31003, message: 'Connection interrupted' });
    expect(state()).toMatchObject({
      status: 'Call error: Connection interrupted',
      ending: { reason: 'error', code: 31003, message: 'Connection interrupted' },
    });
  });

  it("throws 'Device not ready' before the device is registered", async () => {
    const { calling } = setup();
    await expect(calling.makeCall({ phone: '+525511112222' })).rejects.toThrow('Device not ready');
  });

  it("initiates, connects with To and CallId, and on accept is 'Connected' with the timer", async () => {
    const { calling, state, device, dependencies } = setup();
    await calling.start();
    await calling.makeCall({
      phone: '55 1111 2222',
      organization_code: 'co',
      contact_id: 7,
      callable_type: 'contact',
      callable_id: 7,
    });
    // From the organization asked for (a task of another one), not the current one.
    expect(dependencies.initiate).toHaveBeenCalledWith(
      {
        type: 'live',
        phone_to: '55 1111 2222',
        contact_id: 7,
        callable_type: 'contact',
        callable_id: 7,
      },
      'co',
    );
    expect(device.connectParams).toEqual([{ To: '+525511112222', CallId: '101' }]);
    expect(state().isOnCall).toBe(false);
    const call = device.calls[0];
    if (!call) throw new Error('no call');
    call.emit('ringing');
    expect(state().status).toBe('Ringing...');
    call.emit('accept');
    expect(state().status).toBe('Connected');
    expect(state().isOnCall).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(state().duration).toBe(3);
  });

  it("throws 'Already on a call' while a call is in progress", async () => {
    const { calling, device } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    device.calls[0]?.emit('accept');
    await expect(calling.makeCall({ phone: '+525511113333' })).rejects.toThrow('Already on a call');
    await expect(calling.startTrackedCall({ phone: '+525511113333' })).rejects.toThrow('Already on a call');
  });

  it("toggles mute with 'Muted' and 'Unmuted'", async () => {
    const { calling, state, device } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    device.calls[0]?.emit('accept');
    calling.toggleMute();
    expect(state()).toMatchObject({ isMuted: true, status: 'Muted' });
    expect(device.calls[0]?.mute).toHaveBeenCalledWith(true);
    calling.toggleMute();
    expect(state()).toMatchObject({ isMuted: false, status: 'Unmuted' });
  });

  it("ends on disconnect, cancel or reject with 'Call ended' and resets on-call, mute, call and duration", async () => {
    for (const event of ['disconnect', 'cancel', 'reject'] as const) {
      const { calling, state, device } = setup();
      await calling.start();
      await calling.makeCall({ phone: '+525511112222' });
      device.calls[0]?.emit('accept');
      calling.toggleMute();
      await vi.advanceTimersByTimeAsync(2000);
      device.calls[0]?.emit(event);
      expect(state()).toMatchObject({
        status: 'Call ended',
        isOnCall: false,
        isMuted: false,
        call: null,
        duration: 0,
      });
    }
  });

  it("End Call disconnects the device call: 'Call ended'", async () => {
    const { calling, state, device } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    device.calls[0]?.emit('accept');
    calling.endCall();
    expect(device.calls[0]?.disconnect).toHaveBeenCalled();
    expect(state().status).toBe('Call ended');
  });

  it('hangs up a connection that completes after End Call', async () => {
    const { calling, state, device } = setup();
    await calling.start();
    let finish: (call: DeviceCall) => void = () => undefined;
    vi.mocked(device.connect).mockImplementationOnce(
      () =>
        new Promise<DeviceCall>((resolve) => {
          finish = resolve;
        }),
    );
    const placing = calling.makeCall({ phone: '+525511112222' });
    await flush();
    expect(state().call?.id).toBe(101);
    calling.endCall();
    expect(state()).toMatchObject({ status: 'Call ended', call: null });
    const late = fakeCall({ CallId: '101' });
    finish(late);
    await placing;
    expect(late.disconnect).toHaveBeenCalled();
    late.emit('accept');
    expect(state().isOnCall).toBe(false);
  });

  it("shows 'Call error: {message}' on a call error", async () => {
    const { calling, state, device } = setup();
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    device.calls[0]?.emit('error', { code: 31003, message: 'Connection interrupted' });
    expect(state()).toMatchObject({
      status: 'Call error: Connection interrupted',
      isOnCall: false,
      call: null,
    });
  });

  it("shows 'Call failed' when connecting fails, clears the state and rethrows", async () => {
    const { calling, state, device, dependencies } = setup();
    await calling.start();
    vi.mocked(device.connect).mockRejectedValueOnce(new Error('Microphone denied'));
    await expect(calling.makeCall({ phone: '+525511112222' })).rejects.toThrow('Microphone denied');
    expect(state()).toMatchObject({ status: 'Call failed', call: null, isOnCall: false });
    expect(dependencies.discard).toHaveBeenCalled();

    vi.mocked(dependencies.initiate).mockRejectedValueOnce(new Error('The phone to field is required.'));
    await expect(calling.makeCall({ phone: '' })).rejects.toThrow('The phone to field is required.');
    expect(state().status).toBe('Call failed');
  });
});

describe('calling store: tracked calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is on-call at once with 'Tracking call...' and the timer, without a ready device", async () => {
    const { calling, state, dependencies } = setup();
    await calling.startTrackedCall({ phone: '+525511112222' });
    expect(dependencies.initiate).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'tracked' }),
      undefined,
    );
    expect(state()).toMatchObject({ isOnCall: true, status: 'Tracking call...' });
    expect(state().call?.mode).toBe('tracked');
    await vi.advanceTimersByTimeAsync(5000);
    expect(state().duration).toBe(5);
  });

  it("ends with 'Call ended' when end-tracked succeeds", async () => {
    const { calling, state, dependencies } = setup();
    await calling.startTrackedCall({ phone: '+525511112222' });
    await calling.endTrackedCall('Spoke about Cancún');
    expect(dependencies.endTracked).toHaveBeenCalledWith(
      expect.objectContaining({ id: 101 }),
      'Spoke about Cancún',
    );
    expect(state()).toMatchObject({ status: 'Call ended', isOnCall: false, call: null, duration: 0 });
  });

  it('keeps the call when end-tracked fails', async () => {
    const { calling, state, dependencies } = setup();
    await calling.startTrackedCall({ phone: '+525511112222' });
    vi.mocked(dependencies.endTracked).mockRejectedValueOnce(new Error('offline'));
    await expect(calling.endTrackedCall('')).rejects.toThrow('offline');
    expect(state()).toMatchObject({ isOnCall: true, status: 'Tracking call...' });
  });

  it("throws 'No tracked call in progress' without one", async () => {
    const { calling, device } = setup();
    await expect(calling.endTrackedCall('')).rejects.toThrow('No tracked call in progress');
    await calling.start();
    await calling.makeCall({ phone: '+525511112222' });
    device.calls[0]?.emit('accept');
    await expect(calling.endTrackedCall('')).rejects.toThrow('No tracked call in progress');
  });
});

describe('calling store: incoming calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one alert for the device event and the realtime event of the same call', async () => {
    const { calling, state, device, publish } = setup();
    await calling.start();
    publish(incomingEvent(55));
    const call = fakeCall({ CallId: '55', From: '+5215511112222' });
    device.emit('incoming', call);
    expect(state().incoming).toMatchObject({
      callId: 55,
      callerName: 'María López',
      phone: '+5215511112222',
      callableType: 'contact',
      secondsLeft: 30,
    });
  });

  it("accept makes it a live on-call 'Connected' with the timer", async () => {
    const { calling, state, device } = setup();
    await calling.start();
    const call = fakeCall({ CallId: '55', From: '+5215511112222' });
    device.emit('incoming', call);
    calling.acceptIncoming();
    expect(call.accept).toHaveBeenCalled();
    expect(state().incoming).toBeNull();
    call.emit('accept');
    expect(state()).toMatchObject({ isOnCall: true, status: 'Connected' });
    expect(state().call).toMatchObject({ id: 55, direction: 'inbound', mode: 'live' });
  });

  it('decline rejects it', async () => {
    const { calling, state, device } = setup();
    await calling.start();
    const call = fakeCall({ CallId: '55' });
    device.emit('incoming', call);
    calling.declineIncoming();
    expect(call.reject).toHaveBeenCalled();
    expect(state().incoming).toBeNull();
  });

  it('counts down from 30 and auto-declines at 0', async () => {
    const { calling, state, device } = setup();
    await calling.start();
    const call = fakeCall({ CallId: '55' });
    device.emit('incoming', call);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().incoming?.secondsLeft).toBe(29);
    await vi.advanceTimersByTimeAsync(28_000);
    expect(state().incoming?.secondsLeft).toBe(1);
    expect(call.reject).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call.reject).toHaveBeenCalledTimes(1);
    expect(state().incoming).toBeNull();
  });

  it('closes the alert when the caller hangs up or another device answers', async () => {
    const { calling, state, device, publish } = setup();
    await calling.start();
    const call = fakeCall({ CallId: '55' });
    device.emit('incoming', call);
    call.emit('cancel');
    expect(state().incoming).toBeNull();

    publish(incomingEvent(56));
    expect(state().incoming?.callId).toBe(56);
    publish({
      name: 'call.status.updated',
      payload: {
        call_id: 56,
        organization: { id: 1, code: 'MX' },
        type: 'live',
        direction: 'inbound',
        status: 'in-progress',
        previous_status: 'ringing',
        agent_id: 9,
        answered_at: null,
        ended_at: null,
        duration_seconds: null,
      },
    });
    expect(state().incoming).toBeNull();
  });

  it('tells the other tabs and stops ringing when another tab handled it', async () => {
    const listeners = new Set<(message: { type: 'incoming-handled'; callId: number }) => void>();
    const tabs: TabChannel = {
      post: vi.fn(),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const { calling, state, device } = setup({ tabs });
    await calling.start();
    device.emit('incoming', fakeCall({ CallId: '55' }));
    calling.declineIncoming();
    expect(tabs.post).toHaveBeenCalledWith({ type: 'incoming-handled', callId: 55 });

    const call = fakeCall({ CallId: '57' });
    device.emit('incoming', call);
    for (const listener of listeners) listener({ type: 'incoming-handled', callId: 57 });
    expect(state().incoming).toBeNull();
    expect(call.reject).not.toHaveBeenCalled();
  });
});

describe('calling store: a page loaded during a call', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const openCall = (overrides: Partial<Call> = {}): Call => ({
    id: 77,
    organization: { id: 1, code: 'MX' },
    type: 'tracked',
    direction: 'outbound',
    status: 'in-progress',
    phone_from: null,
    phone_to: '+525511112222',
    agent: { id: 2, name: 'Carlos Agent' },
    contact: { id: 7, full_name: 'Ana García' },
    callable_type: 'contact',
    callable_id: 7,
    callable_name: 'Ana García',
    number_id: null,
    line_name: null,
    provider: 'simulator',
    provider_call_id: null,
    started_at: '2026-11-25T09:58:30Z',
    answered_at: null,
    ended_at: null,
    duration_seconds: null,
    outcome: null,
    notes: null,
    recording: null,
    voicemail: false,
    price: null,
    price_unit: null,
    created_at: '2026-11-25T09:58:30Z',
    updated_at: '2026-11-25T09:58:30Z',
    ...overrides,
  });

  const ringingCall = (ringingSince: string): RingingCall => ({
    ...incomingPayload(88),
    ringing_since: ringingSince,
  });

  /** A device that takes calls up again, as the simulator's does. */
  const resumingDevice = (device: ReturnType<typeof fakeDevice>) =>
    Object.assign(device, {
      resume: vi.fn((call: { callId: number; from: string | null }, answered: boolean) => {
        const resumed = fakeCall({ CallId: String(call.callId), From: call.from });
        if (answered) return resumed;
        device.emit('incoming', resumed);
        return null;
      }),
    });

  it('brings back the alert of a call ringing here, with the countdown it has left', async () => {
    const { calling, device, state } = setup({
      ringingCalls: vi.fn(async () => [ringingCall('2026-11-25T09:59:48Z')]),
      openCalls: vi.fn(async () => []),
    });
    resumingDevice(device);
    await calling.start();
    expect(state().incoming).toMatchObject({ callId: 88, callerName: 'María López', secondsLeft: 18 });
    calling.acceptIncoming();
    expect(state().call).toMatchObject({ id: 88, direction: 'inbound', contactName: 'María López' });
  });

  it('leaves out a call whose countdown ran out, and a device that cannot take calls up (Twilio)', async () => {
    const late = setup({
      ringingCalls: vi.fn(async () => [ringingCall('2026-11-25T09:59:00Z')]),
      openCalls: vi.fn(async () => []),
    });
    resumingDevice(late.device);
    await late.calling.start();
    expect(late.state().incoming).toBeNull();
    const twilio = setup({
      ringingCalls: vi.fn(async () => [ringingCall('2026-11-25T09:59:55Z')]),
      openCalls: vi.fn(async () => [openCall({ type: 'live', answered_at: '2026-11-25T09:59:00Z' })]),
    });
    await twilio.calling.start();
    expect(twilio.state()).toMatchObject({ incoming: null, call: null, isOnCall: false });
  });

  it('takes up a tracked call with its timer from the real start, and a live one through the device', async () => {
    const tracked = setup({
      ringingCalls: vi.fn(async () => []),
      openCalls: vi.fn(async () => [openCall()]),
    });
    await tracked.calling.start();
    expect(tracked.state()).toMatchObject({
      isOnCall: true,
      status: 'Tracking call...',
      duration: 90,
      call: { id: 77, mode: 'tracked', contactName: 'Ana García', organizationCode: 'MX' },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(tracked.state().duration).toBe(92);
    tracked.calling.stop();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));

    const live = setup({
      ringingCalls: vi.fn(async () => []),
      openCalls: vi.fn(async () => [openCall({ type: 'live', answered_at: '2026-11-25T09:59:00Z' })]),
    });
    const device = resumingDevice(live.device);
    await live.calling.start();
    expect(live.state()).toMatchObject({
      isOnCall: true,
      status: 'Connected',
      duration: 60,
      call: { mode: 'live' },
    });
    expect(device.resume).toHaveBeenCalledWith(expect.objectContaining({ callId: 77 }), true);
    live.calling.endCall();
    expect(live.state()).toMatchObject({ isOnCall: false, ending: { reason: 'you-hung-up' } });
  });
});
