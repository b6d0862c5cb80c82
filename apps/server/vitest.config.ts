import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite boots and migrates once per file; on a busy machine that can take a few seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
