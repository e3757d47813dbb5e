import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { durationKey, DURATIONS_FILE, REPOSITORY } from './test-sequencer';

/**
 * Writes test-durations.json, which scripts/test-sequencer.ts orders the unit tests by: each file's
 * seconds in its project, from importing it to its last hook. Refresh it after test files are added
 * or become much longer or shorter, from a whole run with PostgreSQL (CI's set of projects):
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run --reporter=default --reporter=./scripts/test-durations.ts
 *
 * and, after `npm run build`, from a whole run of the journeys:
 *
 *   npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=./scripts/test-durations.ts
 *
 * A run of some files updates theirs and keeps the others'; files that no longer exist are dropped.
 * Only the order of the files depends on it: a stale or missing entry makes no test pass or fail.
 */
export default class DurationsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    const durations: Record<string, number> = existsSync(DURATIONS_FILE)
      ? (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>)
      : {};
    for (const module of testModules) {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      const seconds = (collectDuration + setupDuration + duration) / 1000;
      durations[durationKey(module.project.name, module.moduleId)] = Math.round(seconds * 10) / 10;
    }
    const kept = Object.entries(durations)
      .filter(([key]) => existsSync(join(REPOSITORY, key.slice(key.indexOf(':') + 1))))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  }
}
