import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

// The cluster test (npm run test:cluster): nginx in front of two instances on PostgreSQL, Redis
// and an S3 server, started by its global setup (e2e/cluster/cluster.ts). Its own config and
// folder, so `npm run test:e2e` (one embedded server) never picks it up.
export default defineConfig({
  testDir: 'e2e/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/cluster/global-setup.ts',
  // One journey in steps; the reminder schedule alone may take 15 s to come round.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup: nginx's address.
    baseURL: process.env.AURORA_CLUSTER_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions({ media: true }),
  },
});
