import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '#platform/config.ts';
import type { RealtimeApp } from './signatures.ts';

const storedAppSchema = z.object({
  id: z.string().min(1),
  key: z.string().min(1),
  secret: z.string().min(16),
});

/** Random credentials, for tests and as the embedded default's first value. */
export const generateRealtimeApp = (): RealtimeApp => ({
  id: String(randomInt(100_000, 1_000_000)),
  key: randomBytes(10).toString('hex'),
  secret: randomBytes(24).toString('hex'),
});

/**
 * The Pusher app of this deployment: PUSHER_APP_* when set. With DATABASE_URL they are required,
 * since every instance must sign alike. Otherwise (embedded mode) they are generated once and kept
 * in DATA_DIR/realtime.json, so channel signatures and browser configs survive restarts.
 */
export async function resolveRealtimeApp(config: Config): Promise<RealtimeApp> {
  if (config.realtime.app) return config.realtime.app;
  if (config.databaseUrl) {
    throw new Error(
      'Invalid configuration:\n  PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET are required with DATABASE_URL (every instance must sign realtime channels alike).',
    );
  }
  const file = path.join(config.dataDir, 'realtime.json');
  const stored = storedAppSchema.safeParse(await readJson(file));
  if (stored.success) return stored.data;
  const app = generateRealtimeApp();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(app, null, 2)}\n`, { mode: 0o600 });
  return app;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}
