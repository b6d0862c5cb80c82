import { loadConfig } from '#platform/config.ts';
import { embeddedDatabaseDir, openConfiguredDatabase } from '#platform/db/client.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${embeddedDatabaseDir(config.dataDir)}`;
  console.log(`Migrations applied to ${where}.`);
} finally {
  await database.close();
}
