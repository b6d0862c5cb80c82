import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8123);

export default defineConfig({
  testDir: 'e2e',
  // The cluster test has its own config and servers (npm run test:cluster).
  testIgnore: 'cluster/**',
  fullyParallel: false,
  // Two cores: one browser at a time keeps the server responsive and the run predictable.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node scripts/build-web.mjs --if-stale && node e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/api/v2/statuses`,
    // Any answer (a 401 here) means the server is up.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
});
