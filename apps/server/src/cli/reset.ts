import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '#platform/config.ts';
import { embeddedDatabaseDir } from '#platform/db/client.ts';

const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
const config = loadConfig();

if (config.databaseUrl) {
  console.error(
    'db:reset only deletes the embedded database. With DATABASE_URL set, drop the database yourself.',
  );
  process.exit(1);
}
const directory = embeddedDatabaseDir(config.dataDir);
if (!values.yes) {
  console.error(`This deletes every record in ${directory}. Run again with --yes to confirm:`);
  console.error('  npm run db:reset -- --yes');
  process.exit(1);
}
await rm(directory, { recursive: true, force: true });
console.log(`Deleted ${directory}. The next start creates a fresh database with the demo data.`);
