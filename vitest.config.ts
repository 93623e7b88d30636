import { defineConfig, type Plugin } from 'vitest/config';

const serverTests = ['server/test/**/*.test.ts'];
// Attacks on the app (server/test/security): their own project, so `npm run security` runs them alone and prints a table.
const securityTests = ['server/test/security/**/*.test.ts'];
// Tests that start the server or a command as a process, on a PGlite data directory.
const processTests = ['server/test/**/*.process.test.ts'];
// Migrates one database per run and kind; each test file takes a copy (server/test/helpers/test-database.ts).
const databaseTemplates = './test/database-templates.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The build's virtual modules, for the components project, without building them: where the field
 * guide is (web/build/field-guide-plugin.ts; a component test answers that URL with a guide of its
 * own, not the catalog's), and the service worker's registration (vite-plugin-pwa), never called.
 */
const VIRTUAL_MODULES: Record<string, string> = {
  'virtual:field-guide': `export const download = ${JSON.stringify({ url: '/assets/field-guide/test.json', version: 'test', species: 0, files: 1, bytes: 0, gzip_bytes: 0 })};`,
  'virtual:pwa-register': 'export const registerSW = () => () => {};',
};
const buildModules: Plugin = {
  name: 'test-build-modules',
  resolveId: (id) => (id in VIRTUAL_MODULES ? `\0${id}` : undefined),
  load: (id) => (id.startsWith('\0') ? VIRTUAL_MODULES[id.slice(1)] : undefined),
};

export default defineConfig({
  test: {
    // Each worker resolves installed packages' own imports as the server's start does (fast-resolve.ts).
    execArgv: process.env.NO_FAST_RESOLVE ? [] : ['--import', `${import.meta.dirname}/test/fast-resolve-register.ts`],
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
        // The web app's components in a DOM (happy-dom), through Vite's pipeline: Node cannot import
        // JSX or CSS modules, nor the build's virtual module and constant.
        plugins: [buildModules],
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./web/src/test/setup.ts'],
          unstubGlobals: true,
          experimental: { viteModuleRunner: true },
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
