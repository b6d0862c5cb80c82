import { STORAGE_KEYS } from '@aurora/contracts/constants';
import type { ClientConfig, RealtimeStatus } from '@aurora/contracts/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { makeUser } from '../testing/fixtures';
import { browserNavigation } from './api-client';
import { createStore } from './create-store';
import {
  type AgentEvent,
  createRealtimeClient,
  type PusherLike,
  pusherOptions,
  REALTIME_MISSING_WARNING,
  RECONNECT_NUDGE_MS,
} from './realtime';

const config: ClientConfig = {
  realtime: { key: 'app-key', host: 'rt.example.com', port: 443, tls: true },
  telephony: { provider: 'simulator' },
};

/** Stands in for pusher-js: records subscriptions and lets the test emit events. */
class FakePusher implements PusherLike {
  static instances: FakePusher[] = [];
  subscribed: string[] = [];
  unsubscribed: string[] = [];
  disconnected = false;
  handlers = new Map<string, (data: unknown) => void>();
  stateHandler: (states: { current: string }) => void = () => {};
  readonly connection = {
    bind: (_event: 'state_change', callback: (states: { current: string }) => void) => {
      this.stateHandler = callback;
    },
  };
  constructor(
    readonly key?: string,
    readonly options?: unknown,
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(channel: string) {
    this.subscribed.push(channel);
    return {
      bind: (event: string, callback: (data: unknown) => void) => {
        this.handlers.set(`${channel}/${event}`, callback);
      },
    };
  }
  unsubscribe(channel: string) {
    this.unsubscribed.push(channel);
  }
  connects = 0;
  connect() {
    this.connects += 1;
    this.disconnected = false;
  }
  disconnect() {
    this.disconnected = true;
  }
  emit(channel: string, event: string, data: unknown) {
    this.handlers.get(`${channel}/${event}`)?.(data);
  }
}

vi.mock('pusher-js', () => ({ default: FakePusher }));

beforeEach(() => {
  FakePusher.instances = [];
});

function setup() {
  const created: FakePusher[] = [];
  const client = createRealtimeClient({
    status: createStore<RealtimeStatus>('offline'),
    loadConfig: async () => config,
    createPusher: () => {
      const pusher = new FakePusher();
      created.push(pusher);
      return pusher;
    },
  });
  return { client, created };
}

describe('realtime client', () => {
  it('start: subscribes to the private agent channel and hands typed events to subscribers', async () => {
    const { client, created } = setup();
    const events: AgentEvent[] = [];
    client.subscribeToAgentEvents((event) => events.push(event));

    await client.start({ id: 42 });
    const [pusher] = created;
    pusher?.emit('private-agent.42', 'call.incoming', { call_id: 5, from: '+5215512345678' });
    pusher?.stateHandler({ current: 'connected' });

    expect(pusher?.subscribed).toEqual(['private-agent.42']);
    expect(events).toEqual([{ name: 'call.incoming', payload: { call_id: 5, from: '+5215512345678' } }]);
    expect(client.status.getState()).toBe('connected');
  });

  it('a channel authorisation refused with 401 ends the session like any 401 (spec §8); another refusal is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirect = vi.spyOn(browserNavigation, 'redirect').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.token, 'revoked');
    localStorage.setItem(STORAGE_KEYS.currentOrganizationCode, 'MX');
    const { client, created } = setup();
    await client.start({ id: 42 });
    client.followOrganization(7);
    const [pusher] = created;

    pusher?.emit('private-agent.42', 'pusher:subscription_error', { type: 'AuthError', status: 403 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('revoked');

    pusher?.emit('presence-organization.7', 'pusher:subscription_error', { type: 'AuthError', status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentOrganizationCode)).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('stop: disconnects (which drops every subscription, sending nothing) and shows offline', async () => {
    const { client, created } = setup();
    await client.start({ id: 42 });
    client.stop();
    expect(created[0]?.unsubscribed).toEqual([]);
    expect(created[0]?.disconnected).toBe(true);
    expect(client.status.getState()).toBe('offline');
  });

  it('missing user or missing client: logs the console warning and subscribes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, created } = setup();
    await client.start(null);
    expect(warn).toHaveBeenCalledWith(REALTIME_MISSING_WARNING);
    expect(created).toEqual([]);

    const broken = createRealtimeClient({
      status: createStore<RealtimeStatus>('offline'),
      loadConfig: () => Promise.reject(new Error('offline')),
      createPusher: () => new FakePusher(),
    });
    await broken.start({ id: 1 });
    expect(warn).toHaveBeenLastCalledWith(REALTIME_MISSING_WARNING, expect.any(Error));
    expect(broken.status.getState()).toBe('offline');
  });

  it('followOrganization: joins the presence channel once connected, moves with the organization, hands record events on', async () => {
    const { client, created } = setup();
    const events: unknown[] = [];
    client.subscribeToRecordEvents((event) => events.push(event));

    client.followOrganization(3);
    await client.start({ id: 42 });
    const [pusher] = created;
    expect(pusher?.subscribed).toEqual(['private-agent.42', 'presence-organization.3']);

    pusher?.emit('presence-organization.3', 'record.updated', { module: 'leads', id: 7 });
    expect(events).toEqual([{ module: 'leads', id: 7 }]);
    // A colleague connecting or leaving is an availability change: agent lists refresh.
    pusher?.emit('presence-organization.3', 'pusher:member_added', { id: '8', info: {} });
    pusher?.emit('presence-organization.3', 'pusher:member_removed', { id: '8', info: {} });
    expect(events.slice(1)).toEqual([
      { module: 'agents', id: 8 },
      { module: 'agents', id: 8 },
    ]);

    client.followOrganization(5);
    expect(pusher?.unsubscribed).toEqual(['presence-organization.3']);
    expect(pusher?.subscribed.at(-1)).toBe('presence-organization.5');
    client.followOrganization(null);
    expect(pusher?.unsubscribed).toEqual(['presence-organization.3', 'presence-organization.5']);
  });

  it('a lost connection gets fresh attempts, each after a longer wait, until it is back; none once it is', async () => {
    vi.useFakeTimers();
    try {
      const { client, created } = setup();
      await client.start({ id: 42 });
      const [pusher] = created;
      if (!pusher) throw new Error('no pusher');
      pusher.stateHandler({ current: 'connected' });
      pusher.stateHandler({ current: 'connecting' });
      expect(client.status.getState()).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(RECONNECT_NUDGE_MS * 1.25);
      expect(pusher.connects).toBe(1);
      pusher.stateHandler({ current: 'unavailable' });
      await vi.advanceTimersByTimeAsync(RECONNECT_NUDGE_MS * 1.25);
      expect(pusher.connects).toBe(1);
      await vi.advanceTimersByTimeAsync(RECONNECT_NUDGE_MS * 1.25);
      expect(pusher.connects).toBe(2);
      pusher.stateHandler({ current: 'connecting' });
      pusher.stateHandler({ current: 'connected' });
      await vi.advanceTimersByTimeAsync(RECONNECT_NUDGE_MS * 5);
      expect(pusher.connects).toBe(2);
      client.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('pusherOptions: the announced websocket only, TLS and host from the server, the current Bearer token per request', () => {
    let token: string | null = 'first';
    const options = pusherOptions(config, () => token);
    expect(options).toMatchObject({
      wsHost: 'rt.example.com',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['wss'],
      channelAuthorization: { endpoint: '/api/v2/broadcasting/auth', transport: 'ajax' },
    });
    const plain = { ...config, realtime: { ...config.realtime, tls: false } };
    expect(pusherOptions(plain, () => null).enabledTransports).toEqual(['ws']);
    const auth = options.channelAuthorization as { headersProvider: () => Record<string, string> };
    expect(auth.headersProvider()).toMatchObject({ Authorization: 'Bearer first' });
    token = 'refreshed';
    expect(auth.headersProvider()).toMatchObject({ Authorization: 'Bearer refreshed' });
  });
});

describe('useRealtimeSession', () => {
  it('signed-in session: subscribes after sign-in, and disconnects at logout', async () => {
    const { useRealtimeSession } = await import('./realtime-session');
    const { sessionStore } = await import('./session-store');
    const user = makeUser({ id: 9 });
    mockFetch(({ url }) =>
      url.startsWith('/api/v2/auth/client-config') ? { body: { data: config } } : { status: 204 },
    );
    localStorage.setItem(STORAGE_KEYS.token, 'token-9');
    sessionStore.store.setState({ token: 'token-9', user, status: 'verified' });

    const queryClient = new QueryClient();
    renderHook(() => useRealtimeSession(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(FakePusher.instances[0]?.subscribed).toEqual(['private-agent.9']));
    expect(FakePusher.instances[0]?.key).toBe('app-key');

    await act(() => sessionStore.logout());
    expect(FakePusher.instances[0]?.disconnected).toBe(true);
  });
});
