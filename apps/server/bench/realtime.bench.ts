/**
 * Realtime fan-out: N raw websocket clients, each subscribed to one shared private channel and to
 * its own, against the real server in a child process (so its RSS is its own), and against a bare
 * `ws` broadcast server as the ceiling. Publishes go through the HTTP trigger API. Loopback only,
 * bounded in time; it prints figures and never fails on them.
 *   npm run bench:realtime                 (2,000 sockets)
 *   npm run bench:realtime -- --10k        (10,000 sockets)
 *   BENCH_SOCKETS=500 BENCH_ROUNDS=10 npm run bench:realtime
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { generateRealtimeApp } from '#platform/realtime/credentials.ts';
import { signChannel } from '#platform/realtime/signatures.ts';

const sockets = process.argv.includes('--10k') ? 10_000 : Number(process.env.BENCH_SOCKETS ?? 2000);
const broadcastRounds = Number(process.env.BENCH_ROUNDS ?? 20);
const unicastRounds = 200;
const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_SECONDS ?? 240) * 1000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const checkDeadline = () => {
  if (Date.now() > deadline) throw new Error('benchmark time limit reached');
};

async function waitForHttp(url: string) {
  for (;;) {
    checkDeadline();
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
}

type Client = { ws: WebSocket; onEvent: (() => void) | null };

/** Opens `count` sockets, 200 at a time; `subscribe` sends what each needs once connected. */
async function openClients(
  url: string,
  count: number,
  subscribe: (ws: WebSocket, index: number, socketId: string) => number,
) {
  const clients: Client[] = [];
  let pending = 0;
  let done: () => void = () => {};
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, offset) => start + offset);
    await Promise.all(
      batch.map(
        (index) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(url);
            const client: Client = { ws, onEvent: null };
            clients.push(client);
            let expected = 0;
            ws.on('error', reject);
            ws.on('message', (raw) => {
              const text = String(raw);
              if (text.includes('"bench.')) {
                client.onEvent?.();
              } else if (text.includes('connection_established')) {
                const socketId = String(JSON.parse(JSON.parse(text).data).socket_id);
                expected = subscribe(ws, index, socketId);
                pending += expected;
                if (expected === 0) resolve();
              } else if (text.includes('subscription_succeeded')) {
                pending -= 1;
                expected -= 1;
                if (expected === 0) resolve();
                if (pending === 0) done();
              } else if (text.includes('"open"')) {
                resolve();
              }
            });
          }),
      ),
    );
    checkDeadline();
  }
  if (pending > 0) await new Promise<void>((resolve) => (done = resolve));
  return clients;
}

type Figures = {
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  oneP50: number;
  oneP99: number;
  rssPer1000: number;
  rss: number;
};

/** Publishes to all `broadcastRounds` times and to one `unicastRounds` times, timing each delivery. */
async function measure(
  clients: Client[],
  publishAll: () => Promise<unknown>,
  publishOne: (index: number) => Promise<unknown>,
): Promise<Omit<Figures, 'rssPer1000' | 'rss'>> {
  const latencies: number[] = [];
  let deliveries = 0;
  let busy = 0;
  for (let round = 0; round < broadcastRounds; round += 1) {
    checkDeadline();
    let received = 0;
    const started = performance.now();
    const all = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      for (const client of clients) {
        client.onEvent = () => {
          client.onEvent = null;
          latencies.push(performance.now() - started);
          received += 1;
          if (received === clients.length) {
            clearTimeout(timer);
            resolve();
          }
        };
      }
    });
    await publishAll();
    await all;
    busy += performance.now() - started;
    deliveries += received;
  }
  const one: number[] = [];
  for (let round = 0; round < unicastRounds; round += 1) {
    checkDeadline();
    const index = Math.floor(Math.random() * clients.length);
    const client = clients[index];
    if (!client) continue;
    const started = performance.now();
    const got = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      client.onEvent = () => {
        client.onEvent = null;
        clearTimeout(timer);
        one.push(performance.now() - started);
        resolve();
      };
    });
    await publishOne(index);
    await got;
  }
  return {
    deliveriesPerSecond: deliveries / (busy / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    oneP50: percentile(one, 50),
    oneP99: percentile(one, 99),
  };
}

async function benchAurora(): Promise<Figures> {
  const app = generateRealtimeApp();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aurora-bench-rt-'));
  const [port, realtimePort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    PUSHER_APP_ID: app.id,
    PUSHER_APP_KEY: app.key,
    PUSHER_APP_SECRET: app.secret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every bench socket comes from this machine's one address.
    REALTIME_MAX_CONNECTIONS_PER_IP: '1000000',
    REALTIME_MAX_MESSAGES_PER_SECOND: '10000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: 'ignore',
  });
  children.push(child);
  try {
    await waitForHttp(`http://127.0.0.1:${realtimePort}/health`);
    // The embedded database settles its memory after start-up; sample once it has.
    await sleep(3000);
    const idle = await rssMb(child.pid ?? 0);
    const clients = await openClients(
      `ws://127.0.0.1:${realtimePort}/app/${app.key}?protocol=7`,
      sockets,
      (ws, index, socketId) => {
        for (const channel of ['private-bench', `private-agent.${index}`]) {
          ws.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: { channel, auth: signChannel(app, socketId, channel) },
            }),
          );
        }
        return 2;
      },
    );
    await sleep(1000);
    const loaded = await rssMb(child.pid ?? 0);
    const pusher = new Pusher({
      appId: app.id,
      key: app.key,
      secret: app.secret,
      host: '127.0.0.1',
      port: String(realtimePort),
    });
    // Each trigger differs (seq): the server refuses a signature it has seen before (a replay).
    let seq = 0;
    const payload = () => ({ call_id: 1, status: 'ringing', phone_to: '+525512345678', seq: ++seq });
    const figures = await measure(
      clients,
      () => pusher.trigger('private-bench', 'bench.all', payload()),
      (index) => pusher.trigger(`private-agent.${index}`, 'bench.one', payload()),
    );
    for (const client of clients) client.ws.terminate();
    return { ...figures, rss: loaded, rssPer1000: ((loaded - idle) / sockets) * 1000 };
  } finally {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The ceiling: a ws server that sends one prepared string to every socket on a POST.
const BARE_SERVER = `
const http = require('node:http');
const { WebSocketServer } = require('ws');
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const one = req.url.startsWith('/one/') ? Number(req.url.slice(5)) : -1;
    const frame = Buffer.from(JSON.stringify({ event: one < 0 ? 'bench.all' : 'bench.one', channel: 'x', data: body }));
    if (one < 0) for (const ws of wss.clients) ws.send(frame, { binary: false });
    else clients[one]?.send(frame, { binary: false });
    res.end('{}');
  });
});
const wss = new WebSocketServer({ server });
const clients = [];
wss.on('connection', (ws) => { clients.push(ws); ws.send('{"event":"open"}'); });
server.listen(Number(process.env.BARE_PORT), '127.0.0.1');
`;

async function benchBare(): Promise<Figures> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    cwd: serverDir,
    env: { ...process.env, BARE_PORT: String(port) },
    stdio: 'ignore',
  });
  children.push(child);
  try {
    await sleep(300);
    for (;;) {
      checkDeadline();
      const up = await fetch(`http://127.0.0.1:${port}/all`, { method: 'POST', body: '' }).then(
        () => true,
        () => false,
      );
      if (up) break;
      await sleep(100);
    }
    const idle = await rssMb(child.pid ?? 0);
    const clients = await openClients(`ws://127.0.0.1:${port}`, sockets, () => 0);
    const loaded = await rssMb(child.pid ?? 0);
    const body = JSON.stringify({ call_id: 1, status: 'ringing', phone_to: '+525512345678' });
    const post = (target: string) =>
      fetch(`http://127.0.0.1:${port}${target}`, { method: 'POST', body }).then((r) => r.text());
    const figures = await measure(
      clients,
      () => post('/all'),
      (index) => post(`/one/${index}`),
    );
    for (const client of clients) client.ws.terminate();
    return { ...figures, rss: loaded, rssPer1000: ((loaded - idle) / sockets) * 1000 };
  } finally {
    child.kill('SIGKILL');
  }
}

const format = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

try {
  console.log(
    `Realtime fan-out: ${format(sockets, 0)} sockets, ${broadcastRounds} broadcasts, ${unicastRounds} single sends`,
  );
  const aurora = await benchAurora();
  const bare = await benchBare();
  const rows: Array<[string, (f: Figures) => string]> = [
    ['deliveries/s (publish to all)', (f) => format(f.deliveriesPerSecond, 0)],
    ['publish-to-receive p50, all (ms)', (f) => format(f.p50)],
    ['publish-to-receive p99, all (ms)', (f) => format(f.p99)],
    ['publish-to-receive p50, one (ms)', (f) => format(f.oneP50, 2)],
    ['publish-to-receive p99, one (ms)', (f) => format(f.oneP99, 2)],
    ['server RSS with the sockets (MB)', (f) => format(f.rss)],
    // The aurora server holds the embedded database, whose heap moves by more than the sockets
    // weigh at 2,000 of them; a negative growth is that noise, not a figure.
    [
      'server RSS per 1,000 sockets (MB)',
      (f) => (f.rssPer1000 > 0 ? format(f.rssPer1000, 2) : 'below noise'),
    ],
  ];
  console.log(`\n${'figure'.padEnd(36)}${'aurora'.padStart(12)}${'bare ws'.padStart(12)}`);
  for (const [label, value] of rows)
    console.log(`${label.padEnd(36)}${value(aurora).padStart(12)}${value(bare).padStart(12)}`);
  console.log(
    `\naurora / bare ws: ${format((aurora.deliveriesPerSecond / bare.deliveriesPerSecond) * 100, 0)}% of the ceiling's deliveries/s` +
      ' (the aurora figures include the signed HTTP trigger call and the channel lookup).',
  );
} catch (error) {
  console.error('benchmark stopped:', error instanceof Error ? error.message : error);
} finally {
  for (const child of children) child.kill('SIGKILL');
}
process.exit(0);
