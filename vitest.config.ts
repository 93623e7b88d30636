import { defineConfig } from 'vitest/config';

const serverTests = ['server/test/**/*.test.ts'];
// Attacks on the app (issue 12): their own project, so `npm run security` runs them alone and prints a table.
const securityTests = ['server/test/security/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    setupFiles: ['./test/fail-on-console-error.ts'],
    // Each file gets its own database; on 2 cores more forks than this only adds contention.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/test/**/*.test.ts', 'catalog/test/**/*.test.ts', 'web/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'server:pglite', include: serverTests, exclude: securityTests, env: { TEST_DB: 'pglite' } },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: securityTests,
          // Set up before any project's tests and torn down after all of them, so the table also
          // holds the security:postgres rows.
          globalSetup: ['./test/security-summary.ts'],
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
                // Process-level tests exercise PGlite's data directory; they run once, above.
                exclude: ['server/test/**/*.process.test.ts', ...securityTests],
                env: { TEST_DB: 'postgres' },
              },
            },
            {
              extends: true as const,
              // The attacks again on PostgreSQL (and Redis, where a test takes REDIS_URL).
              test: { name: 'security:postgres', include: securityTests, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
