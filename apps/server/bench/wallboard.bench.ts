/**
 * The wallboard's latency (issue 25): from a call rung in to a wallboard showing it ringing, with
 * 200 agents online on the organization's presence channel. The server runs in a child process on the demo data (PGlite in
 * a temp dir, or a fresh PostgreSQL database when DATABASE_URL is set, dropped afterwards). The
 * wallboard here does what the page does: a socket on the organization channel that refetches
 * `GET /analytics/wallboard` on each `record.*` event of calls or agents, one fetch at a time and
 * one more when events came meanwhile. Beside it, in the same run: the event's arrival alone (the
 * push, before any refetch) and a bare read of the wallboard with nothing happening.
 * It prints figures and never fails on them.
 *   npm run bench:wallboard
 *   BENCH_AGENTS=200 BENCH_CALLS=40 DATABASE_URL=postgres://... npm run bench:wallboard
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Wallboard } from '@aurora/contracts/analytics';
import { organizationPresenceChannel } from '@aurora/contracts/realtime';
import pg from 'pg';
import WebSocket from 'ws';
import { generateRealtimeApp } from '#platform/realtime/credentials.ts';
import { signChannel } from '#platform/realtime/signatures.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#seeds/seed-demo.ts';

const agentCount = Number(process.env.BENCH_AGENTS ?? 200);
const callCount = Number(process.env.BENCH_CALLS ?? 40);
const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_SECONDS ?? 1200) * 1000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
async function until(what: string, check: () => boolean | Promise<boolean>) {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`benchmark time limit reached waiting for ${what}`);
    await sleep(50);
  }
}

/** A fresh PostgreSQL database for the run when DATABASE_URL is set; else the embedded one in a temp dir. */
async function openStore(): Promise<{ env: NodeJS.ProcessEnv; label: string; cleanup: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'aurora-bench-wallboard-'));
    return {
      env: { DATA_DIR: dir },
      label: 'PGlite',
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: 'PostgreSQL',
    cleanup: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

type Frame = { event: string; channel?: string; data?: string };

/** A raw Pusher-protocol socket joined to the organization's presence channel as `userId`. */
function joinPresence(
  url: string,
  realtime: ReturnType<typeof generateRealtimeApp>,
  channel: string,
  userId: number,
  onFrame: (frame: Frame) => void = () => {},
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data ?? '{}') as { socket_id: string }).socket_id;
        const channelData = JSON.stringify({
          user_id: String(userId),
          user_info: { name: `Agent ${userId}` },
        });
        ws.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: {
              channel,
              auth: signChannel(realtime, socketId, channel, channelData),
              channel_data: channelData,
            },
          }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(ws);
      } else {
        onFrame(frame);
      }
    });
  });
}

const store = await openStore();
const realtime = generateRealtimeApp();
const [port, realtimePort] = [await freePort(), await freePort()];
const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    ...store.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    PUSHER_APP_ID: realtime.id,
    PUSHER_APP_KEY: realtime.key,
    PUSHER_APP_SECRET: realtime.secret,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every bench socket and sign-in comes from this machine's one address.
    REALTIME_MAX_CONNECTIONS_PER_IP: '100000',
    LOGIN_RATE_LIMIT: '100000,100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const sockets: WebSocket[] = [];

try {
  const api = `http://127.0.0.1:${port}/api/v2`;
  await until('the server', async () => (await fetch(`${api}/health`).catch(() => null))?.ok === true);
  const call = async <T>(method: string, url: string, token: string | null, body?: object): Promise<T> => {
    const response = await fetch(`${api}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const admin = DEMO_ACCOUNTS.find((account) => account.admin);
  if (!admin) throw new Error('no demo administrator');
  const { token, user } = await call<{ token: string; user: { id: number } }>('POST', '/auth/login', null, {
    email: admin.email,
    password: DEMO_PASSWORD,
  });
  const organizations = await call<{ data: { id: number; code: string }[] }>('GET', '/organizations', token);
  const organization = organizations.data.find((candidate) => candidate.code === 'MX');
  if (!organization) throw new Error('no demo organization MX');
  const numbers = await call<{ data: { number: string }[] }>('GET', '/mx/telephony/numbers', token);
  const line = numbers.data[0]?.number;
  if (!line) throw new Error('the demo organization has no number');

  console.error('server up; creating the agents');
  // The agents online: members created for the run, each on the presence channel.
  const channel = organizationPresenceChannel(organization.id);
  const socketUrl = `ws://127.0.0.1:${realtimePort}/app/${realtime.key}?protocol=7`;
  const run = randomBytes(3).toString('hex');
  for (let index = 0; index < agentCount; index++) {
    const member = await call<{ data: { id: number } }>(
      'POST',
      `/organizations/${organization.id}/members/new`,
      token,
      {
        name: `Bench Agent ${index + 1}`,
        email: `bench-${run}-${index}@example.test`,
        password: 'bench-password',
        is_agent: true,
      },
    );
    sockets.push(await joinPresence(socketUrl, realtime, channel, member.data.id));
  }

  // The wallboard: every snapshot it fetched, with when it arrived.
  const snapshots: { at: number; board: Wallboard }[] = [];
  const pushes: number[] = [];
  let fetching = false;
  let stale = false;
  const refetch = async (): Promise<void> => {
    if (fetching) {
      stale = true;
      return;
    }
    fetching = true;
    do {
      stale = false;
      const board = await call<{ data: Wallboard }>('GET', '/mx/analytics/wallboard', token);
      snapshots.push({ at: performance.now(), board: board.data });
    } while (stale);
    fetching = false;
  };
  sockets.push(
    await joinPresence(socketUrl, realtime, channel, user.id, (frame) => {
      if (!frame.event.startsWith('record.')) return;
      const module = (JSON.parse(frame.data ?? '{}') as { module?: string }).module;
      if (module !== 'calls' && module !== 'agents') return;
      if (module === 'calls') pushes.push(performance.now());
      void refetch();
    }),
  );
  // The joins' announcements settle before the first call.
  await sleep(3000);

  const bare: number[] = [];
  for (let round = 0; round < 50; round++) {
    const started = performance.now();
    await call('GET', '/mx/analytics/wallboard', token);
    bare.push(performance.now() - started);
  }

  console.error('agents online; ringing the calls');
  // Calls rung in one after another, each ringing the demo line's agents.
  const rung: { id: number; sentAt: number }[] = [];
  const pushDelays: number[] = [];
  for (let index = 0; index < callCount; index++) {
    const sentAt = performance.now();
    const pushed = pushes.length;
    const from = `+5255${String(70_000_000 + index).padStart(8, '0')}`;
    const answer = await call<{ data: { id: number } }>('POST', '/mx/telephony/simulator/incoming', token, {
      from,
      to: line,
    });
    rung.push({ id: answer.data.id, sentAt });
    await until('the push', () => pushes.length > pushed);
    pushDelays.push((pushes[pushed] ?? Number.NaN) - sentAt);
    await sleep(250);
  }
  const shown = (id: number, since: number) =>
    snapshots.find(
      (snapshot) => snapshot.at >= since && snapshot.board.ringing.some((entry) => entry.call_id === id),
    );
  const startDelays = await Promise.all(
    rung.map(async ({ id, sentAt }) => {
      await until(`call ${id} on the wallboard`, () => shown(id, sentAt) !== undefined);
      return (shown(id, sentAt)?.at ?? Number.NaN) - sentAt;
    }),
  );

  const row = (label: string, values: number[], target: string) =>
    [label, percentile(values, 50).toFixed(1), percentile(values, 99).toFixed(1), target].join('  |  ');
  console.log(`Aurora wallboard bench on ${store.label}: ${agentCount} agents online, ${callCount} calls\n`);
  console.log('measure  |  p50 ms  |  p99 ms  |  target');
  console.log(row('call rung in -> wallboard shows it ringing', startDelays, 'p99 < 250'));
  console.log(row('baseline: call rung in -> its event on the socket (no refetch)', pushDelays, ''));
  console.log(row('baseline: a bare wallboard read, nothing happening', bare, ''));
  console.log(
    `\nrefresh over push at p99: ${(percentile(startDelays, 99) / percentile(pushDelays, 99)).toFixed(2)}x; snapshots fetched: ${snapshots.length}`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await store.cleanup();
}
