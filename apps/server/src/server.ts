import { loadConfig } from '#platform/config.ts';
import { embeddedDatabaseDir, openConfiguredDatabase } from '#platform/db/client.ts';
import { createJobEngine } from '#platform/jobs/jobs.plugin.ts';
import { resolveRealtimeApp } from '#platform/realtime/credentials.ts';
import { hasUsers } from '#platform/tenancy/users.service.ts';
import { seedDemoVoicemail } from '#seeds/demo-voicemail.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoData, seedDemo } from '#seeds/seed-demo.ts';
import { buildApp, registerAppModules } from './app.ts';

const SHUTDOWN_GRACE_MS = 10_000;
// Realtime sockets are closed with 4200 over this window: pusher-js reconnects at once, no backoff.
const REALTIME_DRAIN_MS = 3_000;

const startedAt = performance.now();
const baseConfig = loadConfig();
const config = {
  ...baseConfig,
  realtime: { ...baseConfig.realtime, app: await resolveRealtimeApp(baseConfig) },
};
const database = await openConfiguredDatabase(config);
await database.migrate({
  onWait: () => console.log('Another instance is applying the migrations; waiting for it to finish.'),
});

// Demo data only lands in a brand-new embedded database, or when asked for explicitly: never by
// surprise in a real PostgreSQL.
const seed =
  config.seedDemo === 'true' ||
  (config.seedDemo === 'auto' && database.kind === 'pglite' && !(await hasUsers(database.db)));
if (seed) {
  registerAppModules();
  await seedDemo(database.db);
}

const app = await buildApp(config, database.db, {
  jobEngine: createJobEngine({ db: database.db, databaseUrl: config.databaseUrl }),
});
app.addHook('onClose', () => database.close());

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Readiness answers 503 from here on while everything is still served: SHUTDOWN_DRAIN_MS gives
  // the balancer the time to take this instance out before its listener closes (refused
  // connections, not a 503, is what it would see otherwise).
  app.readiness.beginShutdown();
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
  force.unref();
  if (config.shutdownDrainMs > 0) {
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: readiness is 503, still serving',
    );
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  await app.realtime.close({ drainMs: REALTIME_DRAIN_MS });
  // close() stops accepting connections, waits for requests in flight, then runs onClose (the database).
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

const demoData = await hasDemoData(database.db);
await app.listen({ host: config.host, port: config.port });
const realtimePort = await app.realtime.listen({ host: config.host, port: config.realtimePort });
if (seed) await seedDemoVoicemail(app);

const localUrl = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Aurora CRM is running at ${localUrl}  (started in ${Math.round(performance.now() - startedAt)} ms)`,
  `  API docs:  ${localUrl}/api/docs`,
  `  Realtime:  ws://localhost:${realtimePort}/app/${config.realtime.app.key} (Pusher protocol 7${config.redisUrl ? ', Redis' : ''})`,
  `  Database:  ${database.kind === 'pglite' ? `embedded PGlite in ${embeddedDatabaseDir(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (config.publicBaseUrl !== localUrl) lines.push(`  Public URL: ${config.publicBaseUrl}`);
if (demoData) {
  lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) {
    const roles = [account.admin && 'admin', account.agent && 'agent'].filter(Boolean).join(', ') || 'staff';
    lines.push(`    ${account.email.padEnd(20)} ${roles}`);
  }
}
console.log(`${lines.join('\n')}\n`);
