// Starts the production shape on one machine, without containers: a fresh PostgreSQL database, the
// machine's Redis, an S3-compatible server as its own process, two app instances started the way
// the container recipe starts them, and nginx in front with deploy/nginx/aurora.conf.template.
// Everything it starts is stopped and removed by stop(), also after a failed start; it drops only
// the database it created and deletes only the Redis keys of its own realtime app.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const tsxLauncher = join(root, 'node_modules/tsx/dist/cli.mjs');

/** What the tests need to reach each part directly (the browser goes through `url` only). */
export type ClusterInfo = {
  /** nginx: the public address. */
  url: string;
  /** Each instance's own HTTP address and realtime address, and its process id. */
  instances: { url: string; realtimeUrl: string; pid: number }[];
  databaseUrl: string;
  redisUrl: string;
  realtime: { id: string; key: string; secret: string };
  s3Url: string;
  dir: string;
};

export type Cluster = ClusterInfo & { stop: () => Promise<void> };

/** Renders `${NAME}` the way envsubst does for the official nginx image; a missing value is an error. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the nginx template needs ${name}`);
    return value;
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `url` to answer 200; fails early when `alive()` says the process behind it is gone. */
async function waitFor200(url: string, what: string, alive: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before it was ready (last: ${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await sleep(250);
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms (last: ${last})`);
}

/**
 * SIGKILL to the process and what it started: the node processes run in their own process group
 * (tsx's launcher starts the server as a child of its own), the launcher passes other signals on.
 */
const killHard = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
};

/** Resolves when the process has exited; SIGKILL after `graceMs`. */
function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals, graceMs = 20_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => killHard(child), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** The tail of a log file, for an error message. */
const tail = (file: string, lines = 30) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-cluster-'));
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const children: ChildProcess[] = [];
  const baseDatabaseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const databaseName = `aurora_cluster_${tag}`;
  const databaseUrl = new URL(baseDatabaseUrl);
  databaseUrl.pathname = `/${databaseName}`;
  // A database number of its own (CLUSTER_REDIS_DB, 9 unless REDIS_URL names one): the login and
  // channel-auth rate limits count per address and user id without a deployment prefix, so other
  // servers and tests on this Redis (127.0.0.1, user 2) would share their counts in database 0.
  const redisUrl = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  if (redisUrl.pathname.length <= 1) redisUrl.pathname = `/${process.env.CLUSTER_REDIS_DB ?? '9'}`;
  // Shared by both instances, as the README requires with DATABASE_URL; the app id is also this
  // run's Redis prefix (aurora:rt:{id}:), so nothing of another server or run is touched.
  const realtime = {
    id: `cluster-${tag}`,
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(20).toString('hex'),
  };
  const s3 = {
    S3_BUCKET: 'aurora-cluster',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    S3_SECRET_ACCESS_KEY: randomBytes(20).toString('base64url'),
  };
  let databaseCreated = false;
  let nginx: ChildProcess | undefined;

  const stop = async () => {
    await stopProcess(nginx, 'SIGQUIT', 10_000);
    // Instances first (they drain), then the store they write to.
    const [s3Process, ...instances] = children;
    await Promise.all(instances.map((child) => stopProcess(child, 'SIGTERM')));
    await stopProcess(s3Process, 'SIGTERM', 5_000);
    if (databaseCreated) {
      const admin = new pg.Client({ connectionString: baseDatabaseUrl.href });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    }
    const redis = new Redis(redisUrl.href, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `aurora:rt:${realtime.id}:*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } catch {
      // Redis gone: nothing of ours can be left in it that will not expire.
    } finally {
      redis.disconnect();
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // A runner killed without its teardown still takes the processes with it.
  const killAll = () => {
    for (const child of [nginx, ...children]) if (child && running(child)) killHard(child);
  };
  process.once('exit', killAll);

  try {
    const built = spawnSync(process.execPath, [join(root, 'scripts/build-web.mjs'), '--if-stale'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('building the web app failed');

    const admin = new pg.Client({ connectionString: baseDatabaseUrl.href });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${databaseName}"`);
      databaseCreated = true;
    } finally {
      await admin.end();
    }

    const s3Log = join(dir, 's3.log');
    const s3Process = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'e2e/cluster/fake-s3-process.ts')],
      {
        cwd: root,
        env: { ...process.env, ...s3 },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    children.push(s3Process);
    s3Process.stderr?.pipe(createWriteStream(s3Log));
    const s3Url = await new Promise<string>((resolve, reject) => {
      let out = '';
      s3Process.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n')[0];
        if (out.includes('\n') && line) resolve((JSON.parse(line) as { url: string }).url);
      });
      s3Process.once('exit', () => reject(new Error(`the S3 server exited: ${tail(s3Log)}`)));
    });

    const nginxPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
    const [http1 = 0, http2 = 0, realtime1 = 0, realtime2 = 0] = ports;
    const url = `http://127.0.0.1:${nginxPort}`;

    // The container recipe's environment: one set for every instance, only ports and the seed
    // differ. The shell's own settings of these never leak in.
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: redisUrl.href,
      TRUST_PROXY: 'true',
      PUBLIC_BASE_URL: url,
      REALTIME_HOST: '127.0.0.1',
      REALTIME_PUBLIC_PORT: String(nginxPort),
      REALTIME_TLS: 'false',
      PUSHER_APP_ID: realtime.id,
      PUSHER_APP_KEY: realtime.key,
      PUSHER_APP_SECRET: realtime.secret,
      FILE_STORAGE: 's3',
      S3_ENDPOINT: s3Url,
      ...s3,
      S3_PREFIX: 'cluster',
      SHUTDOWN_DRAIN_MS: '1500',
      TELEPHONY_PROVIDER: 'simulator',
    };
    const instances: ClusterInfo['instances'] = [];
    const instanceProcesses: ChildProcess[] = [];
    for (const [index, [httpPort, realtimePort]] of [
      [http1, realtime1],
      [http2, realtime2],
    ].entries()) {
      const dataDir = join(dir, `instance-${index + 1}`);
      mkdirSync(dataDir);
      const log = createWriteStream(join(dir, `instance-${index + 1}.log`));
      // The recipe's start command (the Dockerfile's CMD): the server as `npm start -w
      // apps/server` runs it, through tsx's launcher, without npm in between, so SIGTERM reaches
      // tsx, which passes it on to the server. Both start together: the migrations are applied
      // once (an advisory lock); the demo data is seeded by the first only.
      const child = spawn(process.execPath, [tsxLauncher, 'src/server.ts'], {
        cwd: join(root, 'apps/server'),
        env: {
          ...shared,
          PORT: String(httpPort),
          REALTIME_PORT: String(realtimePort),
          DATA_DIR: dataDir,
          SEED_DEMO: index === 0 ? 'true' : 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      children.push(child);
      instanceProcesses.push(child);
      instances.push({
        url: `http://127.0.0.1:${httpPort}`,
        realtimeUrl: `http://127.0.0.1:${realtimePort}`,
        pid: child.pid ?? 0,
      });
    }
    await Promise.all(
      instances.map((instance, index) =>
        waitFor200(`${instance.url}/api/v2/ready`, `instance ${index + 1}`, () =>
          running(instanceProcesses[index] as ChildProcess),
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${tail(join(dir, `instance-${index + 1}.log`))}`);
        }),
      ),
    );

    const nginxDir = join(dir, 'nginx');
    mkdirSync(join(nginxDir, 'conf.d'), { recursive: true });
    mkdirSync(join(nginxDir, 'temp'));
    // Run as root, nginx's workers drop to nobody: they must reach the temporary folders.
    chmodSync(dir, 0o755);
    chmodSync(nginxDir, 0o755);
    chmodSync(join(nginxDir, 'temp'), 0o777);
    const template = readFileSync(join(root, 'deploy/nginx/aurora.conf.template'), 'utf8');
    writeFileSync(
      join(nginxDir, 'conf.d/aurora.conf'),
      renderTemplate(template, {
        AURORA_LISTEN: `127.0.0.1:${nginxPort}`,
        AURORA_APP_1: `127.0.0.1:${http1}`,
        AURORA_APP_2: `127.0.0.1:${http2}`,
        AURORA_REALTIME_1: `127.0.0.1:${realtime1}`,
        AURORA_REALTIME_2: `127.0.0.1:${realtime2}`,
      }),
    );
    const temp = join(nginxDir, 'temp');
    // What the official image's nginx.conf gives the fragment: an http block that includes it.
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(nginxDir, 'nginx.pid')};`,
        `error_log ${join(nginxDir, 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        `  access_log ${join(nginxDir, 'access.log')};`,
        `  client_body_temp_path ${temp}/client_body;`,
        `  proxy_temp_path ${temp}/proxy;`,
        `  fastcgi_temp_path ${temp}/fastcgi;`,
        `  uwsgi_temp_path ${temp}/uwsgi;`,
        `  scgi_temp_path ${temp}/scgi;`,
        `  include ${join(nginxDir, 'conf.d')}/*.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const nginxBinary = process.env.NGINX ?? 'nginx';
    const nginxArgs = ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')];
    const checked = spawnSync(nginxBinary, [...nginxArgs, '-t'], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx -t failed: ${checked.stderr}${checked.error ?? ''}`);
    nginx = spawn(nginxBinary, nginxArgs, { stdio: 'inherit', detached: true });
    const nginxProcess = nginx;
    await waitFor200(`${url}/api/v2/ready`, 'nginx', () => running(nginxProcess), 15_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${tail(join(nginxDir, 'error.log'))}`);
      },
    );

    return {
      url,
      instances,
      databaseUrl: databaseUrl.href,
      redisUrl: redisUrl.href,
      realtime,
      s3Url,
      dir,
      stop: async () => {
        process.removeListener('exit', killAll);
        await stop();
      },
    };
  } catch (error) {
    for (const [index] of children.slice(1).entries()) {
      console.error(`--- instance ${index + 1} log ---\n${tail(join(dir, `instance-${index + 1}.log`))}`);
    }
    await stop().catch((stopError: unknown) => console.error('stopping the cluster failed:', stopError));
    process.removeListener('exit', killAll);
    throw error;
  }
}
