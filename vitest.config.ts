import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Every database test runs on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Browser journeys have their own config in e2e/.
 */
const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // Tests of PGlite itself (its data folder, its lock) run once, in the PGlite project.
    exclude: database === 'postgres' ? ['src/**/*.pglite.test.ts'] : [],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { PORTICO_TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      'apps/web',
    ],
  },
});
