// Starts the real server for the browser tests on a fresh embedded database in a temporary
// directory, so a run never touches ./data, and removes that directory when it stops. SIGUSR2
// restarts the server on the same data, as a deploy would (the restart test sends it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'aurora-e2e-'));
// REALTIME_PORT=0 unless given: a free port, so a run never collides with another server's 8080;
// the browser learns the real one from GET /api/v2/auth/client-config. The demo data lands in the new database.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  REALTIME_PORT: process.env.REALTIME_PORT ?? '0',
};
// The browser suite always runs on the embedded default, whatever the shell has configured.
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.SEED_DEMO;

let server;
let restarting = false;

function start() {
  // tsx itself, not `npm start`: signals reach the server, and nothing outlives this process.
  server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
    cwd: join(root, 'apps/server'),
    env,
    stdio: 'inherit',
  });
  server.on('exit', (code) => {
    if (restarting) {
      restarting = false;
      start();
      return;
    }
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGUSR2', () => {
  restarting = true;
  stop();
});
start();
