import { registerAppModules } from '#app';
import { loadConfig } from '#platform/config.ts';
import { openConfiguredDatabase } from '#platform/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '#seeds/seed-demo.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  registerAppModules();
  await seedDemo(database.db);
  console.log(`Demo data is in place. Accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email}`);
} finally {
  await database.close();
}
