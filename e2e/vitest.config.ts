import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import DurationSequencer from '../scripts/test-sequencer.ts';

/**
 * Browser journeys against the built server: `npm run test:e2e` builds first. One server for the
 * whole run (global-setup.ts); each test file launches its own Chromium. Two files run at a time:
 * a journey mostly waits (on the server, the browser, a job), so one alone leaves the two cores of
 * a small CI machine idle most of the time; and no journey's checks depend on what another writes
 * (D-TST-06: addresses and names of its own, searches for them, throttles per address).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    maxWorkers: 2,
    // Longest first, by the durations in test-durations.json, so that no long journey starts last and
    // runs on alone (the staff's took 85 s of a 321 s run).
    sequence: { sequencer: DurationSequencer },
    // A journey's whole budget. Each of its waits has a limit of its own (15 s for a screen or an
    // element, 10 s for a poll, 60 s for a mail), so this only bounds the sum of its steps: the
    // office's longest took 114 s, then 120 s, beside another journey on a loaded machine (D-TST-06).
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // A screen that follows a login (an argon2 hash, a busy machine) may take more than a second.
    expect: { poll: { timeout: 10_000 } },
  },
});
