import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: npm runs workspace scripts with cwd=apps/server, so paths are resolved from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(1).max(65_535);
const positiveInt = z.coerce.number().int().positive();
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  PORT: port.default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REALTIME_PORT: port.default(8080),
  PUBLIC_BASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TOKEN_TTL_DAYS: positiveInt.default(30),
  LOGIN_RATE_LIMIT: z
    .string()
    .regex(/^\d+,\d+$/, {
      error: 'LOGIN_RATE_LIMIT must look like "5,20" (per email, per IP, each per minute).',
    })
    .default('5,20'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Unset means a single process: rate limits are kept in memory. */
  redisUrl: string | undefined;
  realtimePort: number;
  publicBaseUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  tokenTtlDays: number;
  loginRateLimit: { perEmail: number; perIp: number; windowSeconds: number };
  seedDemo: 'auto' | 'true' | 'false';
  webDistDir: string;
  /** Behind a load balancer: take the client's IP (login rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
};

/** Reads and validates the environment once; throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const [perEmail = 5, perIp = 20] = e.LOGIN_RATE_LIMIT.split(',').map(Number);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    realtimePort: e.REALTIME_PORT,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginRateLimit: { perEmail, perIp, windowSeconds: 60 },
    seedDemo: e.SEED_DEMO,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
