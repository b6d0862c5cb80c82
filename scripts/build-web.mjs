// Builds the web app into apps/web/dist. With --if-stale it skips the build when dist is newer
// than every source file, so `npm start` stays fast after the first run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

const newestChange = (path) => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

const isStale = () =>
  !existsSync(builtIndex) ||
  Math.max(...sources.map((source) => newestChange(join(root, source)))) > statSync(builtIndex).mtimeMs;

if (process.argv.includes('--if-stale') && !isStale()) {
  console.log('Web app is up to date (apps/web/dist).');
  process.exit(0);
}

const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
