import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHANNEL_NAME_PATTERN, SOCKET_ID_PATTERN } from '@aurora/contracts/realtime';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { BusStatus, PresenceMember, RealtimeBus } from './bus.ts';
import {
  checkTriggerRequest,
  createSocketId,
  type RealtimeApp,
  TRIGGER_TIMESTAMP_WINDOW_SECONDS,
  verifyChannelSignature,
} from './signatures.ts';

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type PublishOptions = {
  /** The socket that caused the event (from the request's `X-Socket-ID`): it does not get it back. */
  exceptSocketId?: string | undefined;
};

/** A user's first socket joined a presence channel, or their last one left it, on any node. */
export type PresenceChange = { channel: string; userId: string; present: boolean };
export type PresenceListener = (change: PresenceChange) => Promise<void>;

export type RealtimeStats = {
  connections: number;
  channels: number;
  subscriptions: number;
  messagesSent: number;
  messagesReceived: number;
  redis: BusStatus;
};

export type RealtimeServer = {
  readonly app: RealtimeApp;
  /**
   * Sends `event` with `payload` to every socket subscribed to `channels`, on this node at once and
   * through Redis on the others. `payload` is serialised once (a string is sent as is). Never
   * throws; the promise settles when the other nodes have been handed the event.
   */
  publish: (
    channels: string | readonly string[],
    event: string,
    payload: unknown,
    options?: PublishOptions,
  ) => Promise<void>;
  /** Members of a presence channel across all nodes, one per user. */
  presenceMembers: (channel: string) => Promise<PresenceMember[]>;
  /**
   * Hands every presence change to `listener`, once across all nodes (on the node that saw it):
   * a join before the subscriber hears it succeeded, a leave after `member_removed` went out.
   * Modules keep what they derive from presence without the platform knowing them; a listener
   * that fails is logged.
   */
  onPresenceChange: (listener: PresenceListener) => void;
  /** Starts the websocket + trigger API server; resolves with the port (pass 0 for a free one). */
  listen: (options: { host: string; port: number }) => Promise<number>;
  /** The port listened on, once listening. */
  port: () => number | undefined;
  stats: () => RealtimeStats;
  /**
   * Stops accepting, closes sockets with 4200 (clients reconnect at once, to another instance)
   * spread over `drainMs` so they do not all come back in the same instant, then closes the bus.
   */
  close: (options?: { drainMs?: number }) => Promise<void>;
};

export type RealtimeServerOptions = {
  app: RealtimeApp;
  bus: RealtimeBus;
  log: Log;
  activityTimeoutSeconds?: number;
  /** `client-*` events on private and presence channels. */
  clientEvents?: boolean;
  /** Largest client frame handled; larger ones get a `pusher:error`, far larger ones a 1009 close. */
  maxMessageBytes?: number;
  /** Sockets one network address may hold open at once (default 100); more are closed with 4100. */
  maxConnectionsPerAddress?: number;
  /** Frames one socket may send per second (default 20); more get Pusher's 4301 error. */
  maxMessagesPerSecond?: number;
  /** Behind a load balancer: the client's address is the first of `X-Forwarded-For`. */
  trustProxy?: boolean;
};

type Connection = {
  ws: WebSocket;
  socketId: string;
  /** Subscribed channels; presence channels hold this socket's member. */
  channels: Map<string, PresenceMember | null>;
  lastSeen: number;
  pinged: boolean;
  closed: boolean;
  address: string;
  messageWindow: RateWindow;
  clientEventWindow: RateWindow;
};

type RateWindow = { startedAt: number; count: number };

/** Counts one more in a one-second window; true once the window holds more than `limit`. */
function overRate(window: RateWindow, limit: number, now = Date.now()): boolean {
  if (now - window.startedAt >= 1000) {
    window.startedAt = now;
    window.count = 0;
  }
  window.count += 1;
  return window.count > limit;
}

// Pusher's close codes: 40xx do not reconnect, 41xx reconnect after a second, 42xx at once.
const CLOSE = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
} as const;

const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CLIENT_EVENTS_PER_SECOND = 10;
const MAX_TRIGGER_BODY_BYTES = 256 * 1024;
const MAX_EVENT_DATA_BYTES = 10 * 1024;
const TEXT = { binary: false } as const;

const triggerEventSchema = z.object({
  name: z.string().min(1).max(200),
  data: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
  channels: z.array(z.string().regex(CHANNEL_NAME_PATTERN)).min(1).max(100).optional(),
  channel: z.string().regex(CHANNEL_NAME_PATTERN).optional(),
  socket_id: z.string().regex(SOCKET_ID_PATTERN).optional(),
});
const batchSchema = z.object({ batch: z.array(triggerEventSchema).min(1).max(10) });

const subscribeSchema = z.object({
  channel: z.string(),
  auth: z.string().optional(),
  channel_data: z.string().optional(),
});
const channelDataSchema = z.object({
  user_id: z.union([z.string().min(1).max(128), z.number()]),
  user_info: z.unknown().optional(),
});

const eventJson = (event: string, channel: string | undefined, data: unknown) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { app, bus, log } = options;
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 30;
  const maxMessageBytes = options.maxMessageBytes ?? 10 * 1024;
  const maxConnectionsPerAddress = options.maxConnectionsPerAddress ?? 100;
  const maxMessagesPerSecond = options.maxMessagesPerSecond ?? 20;
  /** Open sockets per client address. */
  const addresses = new Map<string, number>();
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  const counters = { subscriptions: 0, messagesSent: 0, messagesReceived: 0 };
  let draining = false;
  let listeningPort: number | undefined;
  const presenceListeners: PresenceListener[] = [];

  async function presenceChanged(change: PresenceChange): Promise<void> {
    for (const listener of presenceListeners) {
      try {
        await listener(change);
      } catch (error) {
        log.error({ err: error, channel: change.channel }, 'realtime: presence listener failed');
      }
    }
  }

  function send(connection: Connection, frame: string | Buffer): void {
    const { ws } = connection;
    if (ws.readyState !== ws.OPEN) return;
    // A client that stopped reading would hold every later event in memory: let it reconnect.
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.close(CLOSE.overCapacity, 'Too slow to read events');
      return;
    }
    ws.send(frame, TEXT);
    counters.messagesSent += 1;
  }

  const sendError = (connection: Connection, message: string, code: number | null = null) =>
    send(connection, eventJson('pusher:error', undefined, { message, code }));

  function deliverLocally(channel: string, frame: Buffer, exceptSocketId: string | undefined): void {
    const subscribers = channels.get(channel);
    if (!subscribers) return;
    for (const connection of subscribers) {
      if (connection.socketId !== exceptSocketId) send(connection, frame);
    }
  }

  bus.onMessage((channel, frame, exceptSocketId) => {
    deliverLocally(channel, Buffer.from(frame), exceptSocketId);
  });

  async function publish(
    target: string | readonly string[],
    event: string,
    payload: unknown,
    publishOptions: PublishOptions = {},
  ): Promise<void> {
    const list = typeof target === 'string' ? [target] : target;
    // Serialised once: the data string, then the quoted forms spliced into each channel's frame.
    const data = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
    const head = `{"event":${JSON.stringify(event)},"channel":`;
    const tail = `,"data":${JSON.stringify(data)}}`;
    const remote: Promise<void>[] = [];
    for (const channel of list) {
      const frame = `${head}${JSON.stringify(channel)}${tail}`;
      deliverLocally(channel, Buffer.from(frame), publishOptions.exceptSocketId);
      remote.push(bus.publish(channel, frame, publishOptions.exceptSocketId));
    }
    await Promise.all(remote);
  }

  function join(connection: Connection, channel: string, member: PresenceMember | null): void {
    let subscribers = channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      channels.set(channel, subscribers);
      bus.subscribe(channel);
    }
    subscribers.add(connection);
    connection.channels.set(channel, member);
    counters.subscriptions += 1;
  }

  async function leave(connection: Connection, channel: string): Promise<void> {
    if (!connection.channels.has(channel)) return;
    const member = connection.channels.get(channel) ?? null;
    connection.channels.delete(channel);
    counters.subscriptions -= 1;
    const subscribers = channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) {
      channels.delete(channel);
      bus.unsubscribe(channel);
    }
    if (member) {
      const { last } = await bus.removeMember(channel, connection.socketId, member.user_id);
      if (last) {
        await publish(channel, 'pusher_internal:member_removed', { user_id: member.user_id });
        await presenceChanged({ channel, userId: member.user_id, present: false });
      }
    }
  }

  const subscriptionError = (connection: Connection, channel: string, error: string, status: number) =>
    send(
      connection,
      JSON.stringify({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', error, status },
      }),
    );

  async function subscribe(connection: Connection, data: unknown): Promise<void> {
    const parsed = subscribeSchema.safeParse(data);
    if (!parsed.success) return sendError(connection, 'pusher:subscribe needs data.channel');
    const { channel, auth, channel_data: channelData } = parsed.data;
    if (!CHANNEL_NAME_PATTERN.test(channel))
      return subscriptionError(connection, channel, 'Invalid channel name', 400);
    const isPresence = channel.startsWith('presence-');
    if (channel.startsWith('private-encrypted-')) {
      return subscriptionError(connection, channel, 'Encrypted channels are not supported', 400);
    }
    if (isPresence || channel.startsWith('private-')) {
      const signed = verifyChannelSignature(
        app,
        auth,
        connection.socketId,
        channel,
        isPresence ? channelData : undefined,
      );
      if (!signed)
        return subscriptionError(connection, channel, 'Invalid signature for this socket and channel', 401);
    }
    if (!isPresence) {
      if (!connection.channels.has(channel)) join(connection, channel, null);
      send(connection, eventJson('pusher_internal:subscription_succeeded', channel, '{}'));
      return;
    }
    const memberData = channelDataSchema.safeParse(safeJson(channelData ?? ''));
    if (!memberData.success)
      return subscriptionError(connection, channel, 'channel_data needs a user_id', 400);
    const member: PresenceMember = {
      user_id: String(memberData.data.user_id),
      ...(memberData.data.user_info === undefined ? {} : { user_info: memberData.data.user_info }),
    };
    const already = connection.channels.has(channel);
    if (!already) join(connection, channel, member);
    const { first } = already ? { first: false } : await bus.addMember(channel, connection.socketId, member);
    if (connection.closed) return;
    // Listeners hear of the join before the subscriber does: whatever it does next comes after.
    if (first) await presenceChanged({ channel, userId: member.user_id, present: true });
    const members = await bus.members(channel);
    members.set(member.user_id, member);
    const hash: Record<string, unknown> = {};
    for (const [id, each] of members) hash[id] = each.user_info ?? null;
    const presence = { ids: [...members.keys()], hash, count: members.size };
    send(
      connection,
      eventJson('pusher_internal:subscription_succeeded', channel, JSON.stringify({ presence })),
    );
    if (first) {
      await publish(channel, 'pusher_internal:member_added', member, { exceptSocketId: connection.socketId });
    }
  }

  function clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    if (!options.clientEvents) return sendError(connection, 'Client events are not enabled', null);
    if (typeof channel !== 'string' || !connection.channels.has(channel)) {
      return sendError(connection, 'Client event on a channel this socket has not subscribed to');
    }
    if (!channel.startsWith('private-') && !channel.startsWith('presence-')) {
      return sendError(connection, 'Client events need a private or presence channel');
    }
    if (overRate(connection.clientEventWindow, CLIENT_EVENTS_PER_SECOND)) {
      return sendError(connection, `More than ${CLIENT_EVENTS_PER_SECOND} client events per second`, 4301);
    }
    const member = connection.channels.get(channel);
    const frame = JSON.stringify({
      event,
      channel,
      data: typeof data === 'string' ? data : JSON.stringify(data ?? null),
      ...(member ? { user_id: member.user_id } : {}),
    });
    deliverLocally(channel, Buffer.from(frame), connection.socketId);
    void bus.publish(channel, frame, connection.socketId);
  }

  async function onMessage(connection: Connection, raw: Buffer): Promise<void> {
    connection.lastSeen = Date.now();
    connection.pinged = false;
    counters.messagesReceived += 1;
    if (raw.length > maxMessageBytes)
      return sendError(connection, `Message larger than ${maxMessageBytes} bytes`);
    const message = safeJson(raw.toString('utf8'));
    if (!message || typeof message !== 'object' || Array.isArray(message)) {
      return sendError(connection, 'Messages must be JSON objects');
    }
    const { event, channel } = message as { event?: unknown; channel?: unknown };
    let { data } = message as { data?: unknown };
    if (typeof data === 'string' && typeof event === 'string' && event.startsWith('pusher:'))
      data = safeJson(data) ?? data;
    switch (event) {
      case 'pusher:ping':
        return send(connection, eventJson('pusher:pong', undefined, '{}'));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(connection, data);
      case 'pusher:unsubscribe': {
        const target = (data as { channel?: unknown } | null)?.channel;
        if (typeof target === 'string') await leave(connection, target);
        return;
      }
      default:
        if (typeof event === 'string' && event.startsWith('client-'))
          return clientEvent(connection, event, channel, data);
        return sendError(connection, `Unknown event: ${String(event).slice(0, 100)}`);
    }
  }

  function onConnection(ws: WebSocket, request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = decodeURIComponent(url.pathname.slice('/app/'.length));
    const forwarded = options.trustProxy ? request.headers['x-forwarded-for'] : undefined;
    const connection: Connection = {
      ws,
      socketId: createSocketId(),
      channels: new Map(),
      lastSeen: Date.now(),
      pinged: false,
      closed: false,
      address:
        (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim()) ||
        (request.socket.remoteAddress ?? ''),
      messageWindow: { startedAt: 0, count: 0 },
      clientEventWindow: { startedAt: 0, count: 0 },
    };
    ws.on('error', () => {});
    const refuse = (code: number, message: string) => {
      send(connection, eventJson('pusher:error', undefined, { message, code }));
      ws.close(code, message);
    };
    if (key !== app.key) return refuse(CLOSE.appNotFound, `App key ${key.slice(0, 40)} not in this server`);
    const protocol = url.searchParams.get('protocol');
    if (!protocol) return refuse(CLOSE.noProtocol, 'No protocol version supplied');
    if (protocol !== '7') return refuse(CLOSE.unsupportedProtocol, 'Unsupported protocol version; use 7');
    const open = addresses.get(connection.address) ?? 0;
    if (open >= maxConnectionsPerAddress) {
      return refuse(
        CLOSE.overCapacity,
        `More than ${maxConnectionsPerAddress} connections from this address`,
      );
    }
    addresses.set(connection.address, open + 1);

    connections.add(connection);
    ws.on('message', (raw: Buffer, isBinary: boolean) => {
      if (overRate(connection.messageWindow, maxMessagesPerSecond)) {
        sendError(connection, `More than ${maxMessagesPerSecond} messages per second`, 4301);
        return;
      }
      if (isBinary) {
        sendError(connection, 'Binary frames are not supported');
        return;
      }
      onMessage(connection, raw).catch((error) => {
        log.error({ err: error }, 'realtime: message handling failed');
        sendError(connection, 'Internal error');
      });
    });
    ws.on('ping', () => {
      connection.lastSeen = Date.now();
    });
    ws.on('close', () => {
      connection.closed = true;
      connections.delete(connection);
      const left = (addresses.get(connection.address) ?? 1) - 1;
      if (left > 0) addresses.set(connection.address, left);
      else addresses.delete(connection.address);
      for (const channel of [...connection.channels.keys()]) {
        leave(connection, channel).catch((error) => log.error({ err: error }, 'realtime: leave failed'));
      }
    });
    const established = JSON.stringify({
      socket_id: connection.socketId,
      activity_timeout: activityTimeoutSeconds,
    });
    send(connection, eventJson('pusher:connection_established', undefined, established));
  }

  // Silent past the activity timeout: ask once (pusher:ping); silent for another timeout: drop.
  const sweepTimer = setInterval(
    () => {
      const now = Date.now();
      const limit = activityTimeoutSeconds * 1000;
      for (const connection of connections) {
        const silent = now - connection.lastSeen;
        if (silent > 2 * limit) {
          sendError(connection, 'Pong reply not received', CLOSE.pongNotReceived);
          connection.ws.close(CLOSE.pongNotReceived, 'Pong reply not received');
        } else if (silent > limit && !connection.pinged) {
          connection.pinged = true;
          send(connection, eventJson('pusher:ping', undefined, '{}'));
        }
      }
    },
    Math.max(200, Math.floor((activityTimeoutSeconds * 1000) / 3)),
  );
  sweepTimer.unref();

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  const http = createServer((request, response) => {
    handleHttp(request, response).catch((error) => {
      log.error({ err: error }, 'realtime: HTTP request failed');
      if (!response.headersSent) reply(response, 500, { error: 'Server Error' });
    });
  });
  http.on('upgrade', (request, socket, head) => {
    socket.on('error', () => {});
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (draining || !path.startsWith('/app/')) {
      socket.end(draining ? 'HTTP/1.1 503 Service Unavailable\r\n\r\n' : 'HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
  });

  const stats = (): RealtimeStats => ({
    connections: connections.size,
    channels: channels.size,
    subscriptions: counters.subscriptions,
    messagesSent: counters.messagesSent,
    messagesReceived: counters.messagesReceived,
    redis: bus.status(),
  });

  /** The Pusher HTTP API subset: trigger one event or a batch, signed with the app secret. */
  async function handleHttp(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Public liveness only: the counters are the administrators' (GET /api/v2/realtime/stats).
    if (request.method === 'GET' && url.pathname === '/health') return reply(response, 200, { status: 'ok' });
    const match = url.pathname.match(/^\/apps\/([^/]+)\/(events|batch_events)$/);
    if (!match) return reply(response, 404, { error: 'Not found' });
    if (request.method !== 'POST') return reply(response, 405, { error: 'Method not allowed' });
    if (match[1] !== app.id) return reply(response, 404, { error: 'Unknown app id' });
    const body = await readBody(request, MAX_TRIGGER_BODY_BYTES);
    if (!body) return reply(response, 413, { error: 'Body too large' });
    const refused = checkTriggerRequest(app, {
      method: 'POST',
      path: url.pathname,
      query: url.searchParams,
      body,
    });
    if (refused) return reply(response, 401, { error: refused });
    // A signature is good once: a captured request replayed inside its time window is refused.
    const signature = url.searchParams.get('auth_signature') ?? '';
    if (!(await bus.claimOnce(`trigger:${signature}`, 2 * TRIGGER_TIMESTAMP_WINDOW_SECONDS))) {
      return reply(response, 401, { error: 'Signature already used' });
    }
    const json = safeJson(body.toString('utf8'));
    const events =
      match[2] === 'events'
        ? triggerEventSchema.safeParse(json)
        : batchSchema.safeParse(json).success
          ? { success: true as const, data: batchSchema.parse(json).batch }
          : { success: false as const };
    if (!events.success) return reply(response, 400, { error: 'Invalid event body' });
    const list = Array.isArray(events.data) ? events.data : [events.data];
    for (const event of list) {
      const size = Buffer.byteLength(
        typeof event.data === 'string' ? event.data : JSON.stringify(event.data),
      );
      if (size > MAX_EVENT_DATA_BYTES) return reply(response, 413, { error: 'Event data over 10 KB' });
      if (!event.channels && !event.channel)
        return reply(response, 400, { error: 'channels or channel is required' });
    }
    await Promise.all(
      list.map((event) =>
        publish(event.channels ?? [event.channel ?? ''], event.name, event.data, {
          exceptSocketId: event.socket_id,
        }),
      ),
    );
    return reply(response, 200, match[2] === 'events' ? {} : { batch: list.map(() => ({})) });
  }

  let closing: Promise<void> | undefined;
  async function close(closeOptions: { drainMs?: number } = {}): Promise<void> {
    closing ??= (async () => {
      draining = true;
      clearInterval(sweepTimer);
      const stopped =
        listeningPort === undefined
          ? Promise.resolve()
          : new Promise<void>((resolve) => http.close(() => resolve()));
      const sockets = [...connections];
      const drainMs = closeOptions.drainMs ?? 0;
      // Batches every 20 ms or more, evenly over the window; the first one a step after the
      // listener closed, so a replacement on the same address can be up before anyone returns.
      const steps = Math.max(1, Math.min(sockets.length, Math.floor(drainMs / 20)));
      const perStep = Math.ceil(sockets.length / steps);
      for (let i = 0; i < sockets.length; i += perStep) {
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs / steps));
        for (const connection of sockets.slice(i, i + perStep)) {
          connection.ws.close(CLOSE.reconnectNow, 'Server restarting; reconnect');
        }
      }
      // Peers that do not answer the close handshake promptly are cut.
      await new Promise((resolve) => setTimeout(resolve, sockets.length > 0 ? 200 : 0));
      for (const connection of connections) connection.ws.terminate();
      http.closeAllConnections();
      await stopped;
      await bus.close();
    })();
    return closing;
  }

  return {
    app,
    publish,
    presenceMembers: async (channel) => [...(await bus.members(channel)).values()],
    onPresenceChange: (listener) => {
      presenceListeners.push(listener);
    },
    listen: ({ host, port }) =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          http.off('error', reject);
          listeningPort = (http.address() as AddressInfo).port;
          resolve(listeningPort);
        });
      }),
    port: () => listeningPort,
    stats,
    close,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The request body, or null once it passes `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 can still be answered.
      if (size > 10 * limit) request.destroy();
      else if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
