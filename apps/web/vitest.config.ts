import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A guard, not a measure: typing through user-event in jsdom runs slowly when the server and
    // web suites share two cores, and the 5 s default failed tests that pass in under one.
    testTimeout: 20_000,
  },
});
