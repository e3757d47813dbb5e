import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built server: `npm run test:e2e` builds first. One server for the
 * whole run (global-setup.ts); each test file launches its own Chromium.
 * Two files run at a time: a journey mostly waits (on the server, the browser, a job), so one
 * alone leaves the two cores of a small CI machine idle for more than half of its time, and the
 * journeys share no state that could make them interfere (D-TST-06: own addresses and names, own
 * searches, rate limits per address).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A screen that follows a login (an argon2 hash, a busy machine) may take more than a second.
    expect: { poll: { timeout: 10_000 } },
  },
});
