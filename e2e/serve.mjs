// Starts the real server for the browser tests on a fresh embedded database in a temporary
// directory, so a run never touches ./data, and removes that directory when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'aurora-e2e-'));
// REALTIME_PORT=0: a free port, so a run never collides with another server's 8080; the browser
// learns the real one from GET /api/v2/config.
const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', REALTIME_PORT: '0' };
// The browser suite always runs on the embedded default, whatever the shell has configured.
delete env.DATABASE_URL;
delete env.REDIS_URL;

const server = spawn('npm', ['run', 'start', '-w', 'apps/server'], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
