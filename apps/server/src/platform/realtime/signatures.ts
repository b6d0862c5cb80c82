import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The Pusher app this server is: the key is public, the secret signs channels and trigger calls. */
export type RealtimeApp = { id: string; key: string; secret: string };

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time string comparison (lengths may leak; contents do not). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fresh socket id in Pusher's `digits.digits` form. */
export const createSocketId = () => `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;

/**
 * The `auth` of a private or presence subscription: `KEY:hex(HMAC-SHA256(secret,
 * socket_id:channel[:channel_data]))`.
 */
export function signChannel(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmac(app.secret, text)}`;
}

export function verifyChannelSignature(
  app: RealtimeApp,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, signChannel(app, socketId, channel, channelData));
}

/** Requests to the HTTP trigger API older or newer than this are refused (replays). */
export const TRIGGER_TIMESTAMP_WINDOW_SECONDS = 600;

export const md5 = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

/** `METHOD\npath\nsorted k=v&...` over the query without auth_signature, signed with the secret. */
export function signTriggerRequest(app: RealtimeApp, method: string, path: string, query: URLSearchParams) {
  const pairs = [...query.entries()]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`);
  return hmac(app.secret, [method.toUpperCase(), path, pairs.join('&')].join('\n'));
}

/** Why a trigger request is refused, or null when it is authentic and fresh. */
export function checkTriggerRequest(
  app: RealtimeApp,
  request: { method: string; path: string; query: URLSearchParams; body: Buffer },
  nowSeconds = Date.now() / 1000,
): string | null {
  const { query } = request;
  if (query.get('auth_key') !== app.key) return 'Unknown auth_key';
  if (query.get('auth_version') !== '1.0') return 'auth_version must be 1.0';
  const timestamp = Number(query.get('auth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > TRIGGER_TIMESTAMP_WINDOW_SECONDS) {
    return `Timestamp expired: outside the ${TRIGGER_TIMESTAMP_WINDOW_SECONDS} s window`;
  }
  if (request.body.length > 0 && !safeEqual(query.get('body_md5') ?? '', md5(request.body))) {
    return 'body_md5 does not match the body';
  }
  const expected = signTriggerRequest(app, request.method, request.path, query);
  if (!safeEqual(query.get('auth_signature') ?? '', expected)) return 'Invalid signature';
  return null;
}
