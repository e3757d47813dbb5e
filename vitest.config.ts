import { defineConfig } from 'vitest/config';
import DurationSequencer from './scripts/test-sequencer.ts';

/**
 * Unit and integration tests. Every database test runs on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it), unless its outcome cannot depend on the engine
 * (ENGINE_NEUTRAL). Browser journeys have their own config in e2e/.
 */
/**
 * Server test files whose outcome cannot depend on the database engine: they run once, in the
 * PGlite project.
 */
const DATABASE_FREE = [
  // No database at all.
  'src/accounts/live-sessions.test.ts',
  'src/accounts/passwords.test.ts',
  'src/answers/submission-mail.test.ts',
  'src/applications/application-state.test.ts',
  'src/lookups/correct-typos.test.ts',
  'src/documents/convert-to-pdf.test.ts',
  'src/documents/file-type.test.ts',
  'src/documents/post-policy.test.ts',
  'src/documents/s3-object-store.test.ts',
  'src/pdf/assemble-pdf.test.ts',
  'src/platform/env.test.ts',
  'src/platform/job-status.test.ts',
  'src/platform/mail.test.ts',
  'src/platform/pdf-renderer.test.ts',
  'src/documents/background-priority.test.ts',
  'src/pdf/assemble-in-background.test.ts',
  'src/platform/sanitize-pdf.test.ts',
  'src/platform/secret-box.test.ts',
  'src/platform/site-config.test.ts',
  'src/staff/question-headers.test.ts',
  'src/staff/institution-time.test.ts',
  // The server process as `npm start` runs it, on its embedded PGlite whichever project runs the
  // file: on PostgreSQL it ran the same processes again (110 to 130 s under load).
  'src/main.test.ts',
  // A database only to build the app: what they test (static files, the address provider's
  // answers) reads nothing from it.
  'src/platform/web-app.test.ts',
  'src/lookups/photon-provider.test.ts',
];

/**
 * Server test files that use a database but whose outcome cannot depend on its engine, by the rule
 * of docs/decisions.md (D-TST-05): no requests or jobs writing at the same moment, nothing of the
 * job queue's own behaviour, no value the two drivers send or read differently, no SQL feature
 * beyond the common core (triggers, pg_trgm, collations, keyset order, locks), and no statement the
 * app sends that no file run on PostgreSQL sends too. They run once, in the PGlite project. A new
 * file runs on both engines until it is shown to belong here.
 */
const ENGINE_NEUTRAL = [
  'src/accounts/account-language.test.ts',
  'src/accounts/confirm-account.test.ts',
  'src/accounts/sign-up.test.ts',
  'src/api-fuzz.test.ts',
  'src/app.test.ts',
  'src/operator-socket.test.ts',
  'src/pdf/service-tokens.test.ts',
  'src/platform/language.test.ts',
  'src/staff/staff-export.test.ts',
];

/**
 * Server test files that need a module graph and process of their own: they read every thread or
 * child process of their process. Every other server file shares its worker's modules with the files
 * that worker ran before (`isolate: false`): importing the app again for each file was 46% of the
 * CPU of a set of 24 server files (269 s → 145 s, 2026-11-27). Each file still builds its own app
 * and database.
 */
const OWN_MODULES = [
  'src/accounts/passwords.test.ts',
  'src/documents/background-priority.test.ts',
  'src/pdf/assemble-in-background.test.ts',
];

const serverProject = (name: string, database: 'pglite' | 'postgres', isolated = false) => ({
  test: {
    name: isolated ? `${name}-isolated` : name,
    root: 'apps/server',
    include: isolated ? OWN_MODULES : ['src/**/*.test.ts'],
    isolate: isolated,
    // Tests of PGlite itself (its data folder, its lock), and those whose outcome cannot depend on
    // the database (DATABASE_FREE) or its engine (ENGINE_NEUTRAL), run once, in the PGlite project;
    // tests of several processes on one database (*.postgres.test.ts) only in the PostgreSQL one.
    exclude: [
      ...(database === 'postgres'
        ? ['src/**/*.pglite.test.ts', ...DATABASE_FREE, ...ENGINE_NEUTRAL]
        : ['src/**/*.postgres.test.ts']),
      ...(isolated ? [] : OWN_MODULES),
    ],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Argon2 at its floor for the tests that are not about passwords (test/cheap-password-hash.ts);
    // the worker threads from the server's bundle (test/bundled-workers.ts); the work beside the
    // requests lowered only in the files about it (test/priorities.ts).
    setupFiles: ['./test/cheap-password-hash.ts', './test/bundled-workers.ts', './test/priorities.ts'],
    env: { PORTICO_TEST_DATABASE: database },
    // A bound on a test that hangs, not on its speed: a CPU-bound test (3,000 applications assigned,
    // a 40-megapixel PNG) took 30 to 53 s with a second copy of the unit tests running beside it.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

/**
 * Web test files that need a module graph of their own: one mocks a module for itself
 * (`vi.mock`); the account menu's tests found the popover's state of a file before. The others
 * share their worker's modules and jsdom (`isolate: false`; `src/testing/setup.ts` resets the
 * page, storage and session after each test): 409 s of CPU → 216 s for the web project
 * (2026-11-27).
 */
const WEB_OWN_MODULES = ['src/widgets/file-upload-widget.test.tsx', 'src/shell/account-menu.test.tsx'];

const webProject = (isolated: boolean) => ({
  extends: './apps/web/vite.config.ts',
  root: 'apps/web',
  test: {
    name: isolated ? 'web-isolated' : 'web',
    isolate: isolated,
    include: isolated ? WEB_OWN_MODULES : ['src/**/*.test.{ts,tsx}'],
    ...(isolated ? {} : { exclude: [...WEB_OWN_MODULES, '**/node_modules/**'] }),
  },
});

export default defineConfig({
  test: {
    // Three test files at a time on CI's two cores: much of a file's time is waiting (argon2 in
    // its threads, PostgreSQL, a spawned server, Chromium, LibreOffice), and the whole run took
    // 1,060 s with two at a time and 713 s with three (2026-11-26, both databases).
    maxWorkers: 3,
    // Long files first, then a project at a time, by the durations in test-durations.json.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/{src,test}/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server-pglite', 'pglite'),
      serverProject('server-pglite', 'pglite', true),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', 'postgres'), serverProject('server-postgres', 'postgres', true)]
        : []),
      webProject(false),
      webProject(true),
    ],
  },
});
