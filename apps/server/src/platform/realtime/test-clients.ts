import { createConnection } from 'node:net';
import WebSocket from 'ws';

/** A frame as the server sends it; `data` is parsed when it is a JSON string. */
export type Frame = { event: string; channel?: string; data: unknown; user_id?: string };

export type RawClient = {
  ws: WebSocket;
  frames: Frame[];
  socketId: () => string;
  /** The next frame (from the start of the log) matching `match`, or a timeout error. */
  waitFor: (match: (frame: Frame) => boolean, timeoutMs?: number) => Promise<Frame>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send: (message: unknown) => void;
  close: () => void;
};

const parse = (raw: string): Frame => {
  const frame = JSON.parse(raw) as Frame;
  if (typeof frame.data === 'string') {
    try {
      frame.data = JSON.parse(frame.data);
    } catch {
      // Stays a string: events may carry plain text.
    }
  }
  return frame;
};

/** A bare websocket speaking protocol 7 by hand; resolves once connection_established arrived. */
export async function connectRaw(port: number, path: string): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    frames.push(parse(String(raw)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  const waitFor = (match: (frame: Frame) => boolean, timeoutMs = 5000) =>
    new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 500)}`),
        );
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  const client: RawClient = {
    ws,
    frames,
    socketId: () => {
      const established = frames.find((frame) => frame.event === 'pusher:connection_established');
      return String((established?.data as { socket_id?: string } | undefined)?.socket_id);
    },
    waitFor,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => ws.close(),
  };
  await Promise.race([
    waitFor((frame) => frame.event === 'pusher:connection_established' || frame.event === 'pusher:error'),
    closed,
  ]).catch(() => {});
  return client;
}

export const appPath = (key: string) => `/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`;

/** Whether something answers on host:port (to skip Redis suites where there is no Redis). */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until `check` holds, polling; for state that has no event to wait on. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
