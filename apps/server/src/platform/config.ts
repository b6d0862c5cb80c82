import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: npm runs workspace scripts with cwd=apps/server, so paths are resolved from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(1).max(65_535);
const positiveInt = z.coerce.number().int().positive();
/**
 * What the simulator charges a call, in US dollars per billed minute: Twilio's published US
 * rates (twilio.com/en-us/voice/pricing/us: receiving on a local number, calling a US number).
 */
export const SIMULATOR_DEFAULT_RATES = { currency: 'USD', inbound: '0.0085', outbound: '0.013' } as const;

const ratePerMinute = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,5})?$/, {
    error: 'must be a decimal amount with at most 5 decimals, like 0.0085.',
  });
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
  /** Attachments on local disk (FILE_STORAGE=local); default DATA_DIR/files. */
  FILES_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: positiveInt.default(20 * 1024 * 1024),
  // Unset: local disk. S3 needs S3_BUCKET and the keys (and S3_REGION on AWS itself).
  FILE_STORAGE: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PREFIX: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // 0 picks a free port (tests, several servers on one machine); GET /config reports the real one.
  REALTIME_PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  PUSHER_APP_SECRET: z.string().min(16).max(256).optional(),
  REALTIME_HOST: z.string().trim().min(1).optional(),
  REALTIME_PUBLIC_PORT: port.optional(),
  REALTIME_TLS: z.enum(['true', 'false']).default('false'),
  REALTIME_CLIENT_EVENTS: z.enum(['true', 'false']).default('false'),
  REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  REALTIME_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  // Unset: twilio when every TWILIO_* credential below is set, else the built-in simulator.
  TELEPHONY_PROVIDER: z.enum(['simulator', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_API_KEY_SID: z.string().trim().min(1).optional(),
  TWILIO_API_KEY_SECRET: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_TWIML_APP_SID: z.string().trim().min(1).optional(),
  // The simulator's timeline, in milliseconds (browser tests shorten it).
  SIMULATOR_RING_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SIMULATOR_ANSWER_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  SIMULATOR_HANGUP_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  /** Incoming simulated calls ring this long before the voicemail or 'missed'; unset: the number's ring timeout. */
  SIMULATOR_RING_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  SIMULATOR_INBOUND_RATE_USD: ratePerMinute.default(SIMULATOR_DEFAULT_RATES.inbound),
  SIMULATOR_OUTBOUND_RATE_USD: ratePerMinute.default(SIMULATOR_DEFAULT_RATES.outbound),
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
  // After SIGTERM, readiness answers 503 this long before the instance stops taking requests.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // GET /metrics (Prometheus), answered only with `Authorization: Bearer METRICS_TOKEN`.
  METRICS_ENABLED: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: z.string().trim().min(32).max(256).optional(),
});

/** Every environment variable the app reads: the deploy recipe may set these and no others. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where attachment files are stored with FILE_STORAGE=local. */
  filesDir: string;
  /** Largest attachment accepted, in bytes. */
  uploadMaxBytes: number;
  /** Where attachments and recordings live: local disk (`filesDir`, `telephony.recordingsDir`) or a bucket. */
  fileStorage: FileStorageConfig;
  /** Unset means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Unset means a single process: rate limits are kept in memory. */
  redisUrl: string | undefined;
  realtimePort: number;
  realtime: RealtimeConfig;
  telephonyProvider: 'simulator' | 'twilio';
  telephony: TelephonyConfig;
  publicBaseUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  tokenTtlDays: number;
  loginRateLimit: { perEmail: number; perIp: number; windowSeconds: number };
  seedDemo: 'auto' | 'true' | 'false';
  webDistDir: string;
  /** Behind a load balancer: take the client's IP (login rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * From SIGTERM, how long the instance goes on serving while readiness answers 503, so the
   * balancer takes it out before its listener closes (its probe interval times its threshold).
   */
  shutdownDrainMs: number;
  /** Unset: no metrics endpoint. Set: `GET /metrics` in Prometheus' text format, behind this bearer token. */
  metrics: { token: string } | undefined;
};

export type FileStorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3Config);

/** An S3-compatible bucket (AWS, MinIO, R2, ...); see createS3Storage for the defaults. */
export type S3Config = {
  /** Unset: AWS itself, `https://s3.{region}.amazonaws.com`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder in the bucket (`''` or ending in `/`); attachments and recordings each get a folder under it. */
  prefix: string;
  /** Unset: path style with a custom endpoint, virtual-hosted style on AWS. */
  forcePathStyle: boolean | undefined;
};

export type TelephonyConfig = {
  /** Set when every Twilio credential is configured. */
  twilio:
    | {
        accountSid: string;
        apiKeySid: string;
        apiKeySecret: string;
        authToken: string;
        twimlAppSid: string;
      }
    | undefined;
  simulator: {
    ringDelayMs: number;
    answerDelayMs: number;
    hangupDelayMs: number;
    ringTimeoutMs: number | undefined;
    /** Per billed minute, decimal text (up to 5 decimals, as calls' prices are kept). */
    rates: { currency: string; inbound: string; outbound: string };
  };
  /** Simulated recordings (and any recording stored here) with FILE_STORAGE=local: DATA_DIR/recordings. */
  recordingsDir: string;
};

export type RealtimeConfig = {
  /**
   * Pusher app credentials. Unset in the embedded mode: server.ts generates them once and keeps
   * them in DATA_DIR/realtime.json; required with DATABASE_URL (instances must share them).
   */
  app: { id: string; key: string; secret: string } | undefined;
  /** What browsers are told to connect to (behind a proxy); unset host = the page's host. */
  publicHost: string | undefined;
  publicPort: number | undefined;
  tls: boolean;
  /** `client-*` events between members of private and presence channels. */
  clientEvents: boolean;
  /** Seconds of silence before a ping; twice that and the socket is dropped (Pusher's 4201). */
  activityTimeoutSeconds: number;
  /** Sockets one network address may hold open at once. */
  maxConnectionsPerAddress: number;
  /** Frames one socket may send per second; past it they are refused with Pusher's 4301. */
  maxMessagesPerSecond: number;
};

/** Reads and validates the environment once; throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const pusherVars = [e.PUSHER_APP_ID, e.PUSHER_APP_KEY, e.PUSHER_APP_SECRET];
  if (pusherVars.some(Boolean) && !pusherVars.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET go together.',
    );
  }
  const twilioVars = [
    e.TWILIO_ACCOUNT_SID,
    e.TWILIO_API_KEY_SID,
    e.TWILIO_API_KEY_SECRET,
    e.TWILIO_AUTH_TOKEN,
    e.TWILIO_TWIML_APP_SID,
  ];
  const twilio =
    e.TWILIO_ACCOUNT_SID &&
    e.TWILIO_API_KEY_SID &&
    e.TWILIO_API_KEY_SECRET &&
    e.TWILIO_AUTH_TOKEN &&
    e.TWILIO_TWIML_APP_SID
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          apiKeySid: e.TWILIO_API_KEY_SID,
          apiKeySecret: e.TWILIO_API_KEY_SECRET,
          authToken: e.TWILIO_AUTH_TOKEN,
          twimlAppSid: e.TWILIO_TWIML_APP_SID,
        }
      : undefined;
  if (e.TELEPHONY_PROVIDER === 'twilio' && !twilio) {
    throw new Error(
      'Invalid configuration:\n  TELEPHONY_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_AUTH_TOKEN and TWILIO_TWIML_APP_SID.',
    );
  }
  if (!e.TELEPHONY_PROVIDER && twilioVars.some(Boolean) && !twilio) {
    throw new Error(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_AUTH_TOKEN and TWILIO_TWIML_APP_SID go together.',
    );
  }
  if (e.METRICS_ENABLED === 'true' && !e.METRICS_TOKEN) {
    // The main port is the public one behind the balancer: an open /metrics would be everyone's.
    throw new Error(
      'Invalid configuration:\n  METRICS_ENABLED=true needs METRICS_TOKEN (at least 32 characters, e.g. `openssl rand -hex 32`): Prometheus sends it as a bearer token.',
    );
  }
  const fileStorage = fileStorageOf(e);
  const [perEmail = 5, perIp = 20] = e.LOGIN_RATE_LIMIT.split(',').map(Number);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    filesDir: path.resolve(REPO_ROOT, e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    fileStorage,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    realtimePort: e.REALTIME_PORT,
    realtime: {
      app:
        e.PUSHER_APP_ID && e.PUSHER_APP_KEY && e.PUSHER_APP_SECRET
          ? { id: e.PUSHER_APP_ID, key: e.PUSHER_APP_KEY, secret: e.PUSHER_APP_SECRET }
          : undefined,
      publicHost: e.REALTIME_HOST,
      publicPort: e.REALTIME_PUBLIC_PORT,
      tls: e.REALTIME_TLS === 'true',
      clientEvents: e.REALTIME_CLIENT_EVENTS === 'true',
      activityTimeoutSeconds: 30,
      maxConnectionsPerAddress: e.REALTIME_MAX_CONNECTIONS_PER_IP,
      maxMessagesPerSecond: e.REALTIME_MAX_MESSAGES_PER_SECOND,
    },
    telephonyProvider: e.TELEPHONY_PROVIDER ?? (twilio ? 'twilio' : 'simulator'),
    telephony: {
      twilio,
      simulator: {
        ringDelayMs: e.SIMULATOR_RING_DELAY_MS,
        answerDelayMs: e.SIMULATOR_ANSWER_DELAY_MS,
        hangupDelayMs: e.SIMULATOR_HANGUP_DELAY_MS,
        ringTimeoutMs: e.SIMULATOR_RING_TIMEOUT_MS,
        rates: {
          currency: SIMULATOR_DEFAULT_RATES.currency,
          inbound: e.SIMULATOR_INBOUND_RATE_USD,
          outbound: e.SIMULATOR_OUTBOUND_RATE_USD,
        },
      },
      recordingsDir: path.resolve(REPO_ROOT, e.DATA_DIR, 'recordings'),
    },
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginRateLimit: { perEmail, perIp, windowSeconds: 60 },
    seedDemo: e.SEED_DEMO,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY === 'true',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metrics: e.METRICS_ENABLED === 'true' && e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : undefined,
  };
}

function fileStorageOf(e: z.infer<typeof envSchema>): FileStorageConfig {
  if (e.FILE_STORAGE !== 's3') {
    // S3 settings without FILE_STORAGE=s3 would silently keep files on this machine's disk.
    if (!e.FILE_STORAGE && e.S3_BUCKET) {
      throw new Error(
        'Invalid configuration:\n  S3_BUCKET is set but FILE_STORAGE is not: set FILE_STORAGE=s3 to store files in the bucket, or FILE_STORAGE=local to keep them on disk.',
      );
    }
    return { driver: 'local' };
  }
  const required = {
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    // On AWS the region names the endpoint; a custom endpoint (MinIO, R2) takes us-east-1 by default.
    ...(e.S3_ENDPOINT ? {} : { S3_REGION: e.S3_REGION }),
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0 || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      `Invalid configuration:\n  FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and S3_REGION or S3_ENDPOINT; missing: ${missing.join(', ')}.`,
    );
  }
  const folder = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: folder ? `${folder}/` : '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? undefined : e.S3_FORCE_PATH_STYLE === 'true',
  };
}
