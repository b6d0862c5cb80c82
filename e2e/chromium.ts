import type { LaunchOptions } from '@playwright/test';

/**
 * The machine's Chromium with the flags every browser test runs under; `media` adds a fake
 * microphone that needs no permission prompt, for the journeys that make or take calls.
 */
export function chromiumLaunchOptions({ media = false } = {}): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      ...(media ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] : []),
    ],
  };
}
