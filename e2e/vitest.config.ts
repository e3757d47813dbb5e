import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built server: `npm run test:e2e` builds first. One server for the
 * whole run (global-setup.ts); each test file launches its own Chromium. Files run one after
 * another: a browser and the server already fill the two cores of a small CI machine.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A screen that follows a login (an argon2 hash, a busy machine) may take more than a second.
    expect: { poll: { timeout: 10_000 } },
  },
});
