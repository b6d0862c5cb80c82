import { API_BASE } from '@aurora/contracts/constants';
import {
  AGENT_EVENT_NAMES,
  type AgentEventMap,
  type AgentEventName,
  agentChannel,
  type ClientConfig,
  organizationPresenceChannel,
  type RealtimeStatus,
} from '@aurora/contracts/realtime';
import { RECORD_EVENTS, type RecordEvent } from '@aurora/contracts/records';
import type { Options } from 'pusher-js';
import { useEffect, useRef } from 'react';
import { apiClient, reportUnauthorized } from './api-client';
import type { Store } from './create-store';
import { realtimeStatus } from './realtime-status';
import { storage } from './storage';

/** The spec's warning (§7) when there is no realtime client or no user to subscribe for. */
export const REALTIME_MISSING_WARNING = 'Realtime client or user missing: agent events are not subscribed.';

type ChannelLike = { bind: (event: string, callback: (data: unknown) => void) => unknown };

/** The part of a pusher-js instance this module uses (a fake one in tests). */
export type PusherLike = {
  subscribe: (channel: string) => ChannelLike;
  unsubscribe: (channel: string) => void;
  connect: () => void;
  disconnect: () => void;
  connection: { bind: (event: 'state_change', callback: (states: { current: string }) => void) => unknown };
};

/**
 * While a connection is lost, a fresh attempt after this long, then every twice as long (with
 * some jitter, so a restarted server is not met by every browser at once): a browser is back at
 * most about 4 s after its server.
 * pusher-js alone waits up to 15 s on one attempt, and Chromium holds back the failure of repeated
 * attempts to a port that refused them: after a server restart a browser would otherwise come
 * back up to 15 s late. The growing wait leaves a slow handshake time to finish.
 */
export const RECONNECT_NUDGE_MS = 1_500;

export type RealtimeDependencies = {
  /** Where the connection's state is kept (the app's `realtimeStatus`, which the top bar shows). */
  status: Store<RealtimeStatus>;
  loadConfig: () => Promise<ClientConfig>;
  createPusher: (config: ClientConfig) => PusherLike | Promise<PusherLike>;
};

/** One agent event, discriminated by name, with its typed payload. */
export type AgentEvent = {
  [Name in AgentEventName]: { name: Name; payload: AgentEventMap[Name] };
}[AgentEventName];

/**
 * pusher-js options from the server's `GET /auth/client-config`: a websocket only, TLS as told, and
 * the channel authorisation with the Bearer token read at each request (so a new token is used
 * without reconnecting).
 */
export function pusherOptions(config: ClientConfig, getToken: () => string | null): Options {
  const { realtime } = config;
  return {
    cluster: 'aurora',
    wsHost: realtime.host ?? window.location.hostname,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.tls,
    // The one scheme the server announced: a plain socket falling back to TLS on the same port
    // cannot work, and the Content-Security-Policy allows only the announced one.
    enabledTransports: [realtime.tls ? 'wss' : 'ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${API_BASE}/broadcasting/auth`,
      transport: 'ajax',
      headersProvider: () => {
        const token = getToken();
        return {
          'X-Requested-With': 'XMLHttpRequest',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        };
      },
    },
  };
}

const toStatus = (state: string): RealtimeStatus =>
  state === 'connected'
    ? 'connected'
    : state === 'connecting' || state === 'initialized'
      ? 'reconnecting'
      : 'offline';

/**
 * A refused channel authorisation is logged; a 401 among them is the API's answer to a token that
 * stopped working, and ends the session like any other 401 (spec §8): pusher-js makes that request
 * itself, and would otherwise only retry it at each reconnection.
 */
function bindRefusal(subscription: ChannelLike, channel: string): void {
  subscription.bind('pusher:subscription_error', (error) => {
    console.warn(`Realtime subscription to ${channel} was refused`, error);
    if ((error as { status?: unknown } | null)?.status === 401) reportUnauthorized();
  });
}

/**
 * The browser's one realtime connection. `start(user)` connects (configured from the server) and
 * subscribes to the user's private channel; `stop()` unsubscribes and disconnects. Features listen
 * through `subscribeToAgentEvents` / `useAgentEvent`, never through pusher-js directly.
 */
export function createRealtimeClient(dependencies: RealtimeDependencies) {
  const { status } = dependencies;
  const listeners = new Set<(event: AgentEvent) => void>();
  let config: Promise<ClientConfig> | null = null;
  let pusher: PusherLike | null = null;
  let channel: string | null = null;
  const recordListeners = new Set<(event: RecordEvent) => void>();
  // The organization the user works in, and the presence channel subscribed for it.
  let organizationId: number | null = null;
  let organizationChannel: string | null = null;
  // Bumped by every start/stop, so a start still awaiting its config knows it was superseded.
  let generation = 0;

  function dispatch(event: AgentEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A realtime event handler failed', error);
      }
    }
  }

  function dispatchRecord(event: RecordEvent): void {
    for (const listener of recordListeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A record event handler failed', error);
      }
    }
  }

  /** Moves the presence subscription to the followed organization once a connection exists. */
  function syncOrganizationChannel(): void {
    if (!pusher) return;
    const wanted = organizationId === null ? null : organizationPresenceChannel(organizationId);
    if (wanted === organizationChannel) return;
    if (organizationChannel) pusher.unsubscribe(organizationChannel);
    organizationChannel = wanted;
    if (!wanted) return;
    const subscription = pusher.subscribe(wanted);
    for (const name of RECORD_EVENTS) {
      subscription.bind(name, (payload) => dispatchRecord(payload as RecordEvent));
    }
    // A colleague connecting or leaving changes their availability (offline is "not present"),
    // and this browser's own subscription makes its user present: agent lists refresh at once.
    const presenceChanged = (member: unknown) =>
      dispatchRecord({ module: 'agents', id: Number((member as { id?: string } | undefined)?.id ?? 0) });
    bindRefusal(subscription, wanted);
    subscription.bind('pusher:member_added', presenceChanged);
    subscription.bind('pusher:member_removed', presenceChanged);
    subscription.bind('pusher:subscription_succeeded', presenceChanged);
  }

  async function start(user: { id: number } | null | undefined): Promise<void> {
    const current = ++generation;
    if (!user) {
      console.warn(REALTIME_MISSING_WARNING);
      return;
    }
    if (pusher && channel === agentChannel(user.id)) return;
    try {
      config ??= dependencies.loadConfig();
      const loaded = await config;
      if (current !== generation) return;
      if (!pusher) {
        const created = await dependencies.createPusher(loaded);
        if (current !== generation) {
          created.disconnect();
          return;
        }
        pusher = created;
        status.setState('reconnecting');
        created.connection.bind('state_change', ({ current: state }) => {
          if (pusher !== created) return;
          status.setState(toStatus(state));
          if (state === 'connected') stopNudging();
          else if (state === 'connecting' || state === 'unavailable') nudgeWhileLost(created);
        });
      }
    } catch (error) {
      config = null;
      status.setState('offline');
      console.warn(REALTIME_MISSING_WARNING, error);
      return;
    }
    if (channel) pusher.unsubscribe(channel);
    channel = agentChannel(user.id);
    const subscription = pusher.subscribe(channel);
    for (const name of AGENT_EVENT_NAMES) {
      subscription.bind(name, (payload) => dispatch({ name, payload } as AgentEvent));
    }
    bindRefusal(subscription, channel);
    syncOrganizationChannel();
  }

  let nudge: ReturnType<typeof setTimeout> | null = null;
  let nudges = 0;
  function stopNudging(): void {
    if (nudge) clearTimeout(nudge);
    nudge = null;
    nudges = 0;
  }
  /** Until the connection is back, starts fresh attempts (see RECONNECT_NUDGE_MS). */
  function nudgeWhileLost(lost: PusherLike): void {
    if (nudge) return;
    const wait = RECONNECT_NUDGE_MS * (nudges === 0 ? 1 : 2) * (0.75 + Math.random() / 2);
    nudge = setTimeout(() => {
      nudge = null;
      if (pusher !== lost || status.getState() === 'connected') return;
      nudges += 1;
      lost.disconnect();
      lost.connect();
    }, wait);
  }

  function stop(): void {
    generation += 1;
    stopNudging();
    // Disconnecting drops every subscription: nothing is sent on a socket the server may already
    // have closed (a logout revokes the token and its sockets).
    pusher?.disconnect();
    pusher = null;
    channel = null;
    organizationChannel = null;
    status.setState('offline');
  }

  /** Every event of the agent's channel; returns the unsubscribe function. */
  function subscribeToAgentEvents(listener: (event: AgentEvent) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /**
   * Joins the presence channel of the organization the user works in (who is online, and record
   * changes), leaving the previous one; `null` leaves it.
   */
  function followOrganization(id: number | null): void {
    organizationId = id;
    syncOrganizationChannel();
  }

  /** Every `record.*` change in the followed organization; returns the unsubscribe function. */
  function subscribeToRecordEvents(listener: (event: RecordEvent) => void): () => void {
    recordListeners.add(listener);
    return () => recordListeners.delete(listener);
  }

  return {
    status,
    start,
    stop,
    followOrganization,
    subscribeToAgentEvents,
    subscribeToRecordEvents,
    channel: () => channel,
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

export const realtime = createRealtimeClient({
  status: realtimeStatus,
  loadConfig: async () => (await apiClient.get<{ data: ClientConfig }>('/auth/client-config')).data,
  // Loaded on first use, so the sign-in screen does not carry pusher-js.
  createPusher: async (config) => {
    const { default: Pusher } = await import('pusher-js');
    return new Pusher(config.realtime.key, pusherOptions(config, storage.getToken));
  },
});

/** Every event of the signed-in agent's channel, typed by name. */
export const subscribeToAgentEvents = realtime.subscribeToAgentEvents;

/** Calls `handler` with the payload of each `name` event while the component is mounted. */
export function useAgentEvent<Name extends AgentEventName>(
  name: Name,
  handler: (payload: AgentEventMap[Name]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      realtime.subscribeToAgentEvents((event) => {
        if (event.name === name) latest.current(event.payload as AgentEventMap[Name]);
      }),
    [name],
  );
}
