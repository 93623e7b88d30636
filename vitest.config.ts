import { defineConfig } from 'vitest/config';

const serverTests = ['server/test/**/*.test.ts'];
// Attacks on the app (server/test/security): their own project, so `npm run security` runs them alone and prints a table.
const securityTests = ['server/test/security/**/*.test.ts'];
// Tests that start the server or a command as a process, on a PGlite data directory.
const processTests = ['server/test/**/*.process.test.ts'];
// Migrates one database per run and kind; each test file takes a copy (server/test/helpers/test-database.ts).
const databaseTemplates = './test/database-templates.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    setupFiles: ['./test/fail-on-console-error.ts'],
    // Each file gets its own database; on 2 cores more forks than this only adds contention.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A worker imports the app, its drivers and the catalog once, not once per test file (about a
    // second each time). Files still share nothing that matters: each makes its own app and database.
    isolate: false,
    experimental: {
      // Node runs our TypeScript itself (the server does in production): importing natively takes
      // half the time Vite's module runner does, paid again by every test file.
      viteModuleRunner: false,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'contract/test/**/*.test.ts',
            'catalog/test/**/*.test.ts',
            'web/src/**/*.test.ts',
            // Across workspaces: the import boundaries, the key over the whole catalog.
            'test/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: serverTests,
          exclude: [...processTests, ...securityTests],
          globalSetup: [databaseTemplates],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        // PGlite's data directory on disk, as the server and the commands use it in production.
        test: { name: 'process', include: processTests, env: { TEST_DB: 'pglite' } },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: securityTests,
          // Set up before any project's tests and torn down after all of them, so the table also
          // holds the security:postgres rows.
          globalSetup: ['./test/security-summary.ts', databaseTemplates],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server:postgres',
                include: serverTests,
                exclude: [...processTests, ...securityTests],
                globalSetup: [databaseTemplates],
                env: { TEST_DB: 'postgres' },
              },
            },
            {
              extends: true as const,
              // The attacks again on PostgreSQL (and Redis, where a test takes REDIS_URL).
              test: {
                name: 'security:postgres',
                include: securityTests,
                globalSetup: [databaseTemplates],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
