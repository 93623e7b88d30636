import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of biome.json (which layer may import which) are only worth having if a wrong
 * import fails the lint. Each case below is one import in a file of its own, placed where the rule
 * applies; all of them are linted in one Biome run against a copy of biome.json and the workspaces'
 * package.json files in a temporary directory, so the tree itself never holds a bad file.
 */
type Case = { file: string; imports: string; refused: boolean };

const cases: Record<string, Case> = {
  'a feature importing another feature (from its api/components)': {
    file: 'web/src/features/auth/components/fixture.tsx',
    imports: '../../quiz/api/get-quiz.ts',
    refused: true,
  },
  'a feature importing another feature (from its top folder)': {
    file: 'web/src/features/learn/fixture.ts',
    imports: '../quiz/quiz-progress.ts',
    refused: true,
  },
  'a feature importing another feature through features/': {
    file: 'web/src/features/home/components/fixture.tsx',
    imports: '../../../features/learn/api/get-course.ts',
    refused: true,
  },
  'a feature importing app/': {
    file: 'web/src/features/home/home-fixture.tsx',
    imports: '../../app/router.tsx',
    refused: true,
  },
  'a shared component importing a feature': {
    file: 'web/src/components/fixture.tsx',
    imports: '../features/auth/api/get-session.ts',
    refused: true,
  },
  'lib importing app/': { file: 'web/src/lib/fixture.ts', imports: '../app/router.tsx', refused: true },
  'the web app importing the server': {
    file: 'web/src/app/fixture.ts',
    imports: '../../../server/src/app.ts',
    refused: true,
  },
  'the web app importing the catalog package': {
    file: 'web/src/features/plates/fixture.ts',
    imports: '@leafwise/catalog',
    refused: true,
  },
  'the web app importing a package it does not declare': {
    file: 'web/src/lib/fixture-undeclared.ts',
    imports: 'fastify',
    refused: true,
  },
  'the server importing the web app': {
    file: 'server/src/fixture.ts',
    imports: '../../web/src/lib/paths.ts',
    refused: true,
  },
  'the contract importing another workspace': {
    file: 'contract/src/fixture.ts',
    imports: '@leafwise/catalog',
    refused: true,
  },
  'the contract reaching out of its folder': {
    file: 'contract/src/fixture-path.ts',
    imports: '../../server/src/app.ts',
    refused: true,
  },
  "the contract's constants importing Zod": {
    file: 'contract/src/constants/fixture.ts',
    imports: 'zod',
    refused: true,
  },
  "the contract's constants importing a schema": {
    file: 'contract/src/constants/fixture-schema.ts',
    imports: '../trees.ts',
    refused: true,
  },
  'the catalog importing the contract': {
    file: 'catalog/src/fixture.ts',
    imports: '@leafwise/contract',
    refused: true,
  },
  'e2e importing web files other than the paths': {
    file: 'e2e/tests/fixture.ts',
    imports: '../../web/src/features/quiz/api/get-quiz.ts',
    refused: true,
  },
  // The server's layers (DEVELOPERS.md, "Server layers"): entry → routes, plugins, commands → services → shared → db.
  'a service importing a route': {
    file: 'server/src/quizzes/fixture.ts',
    imports: '../routes/quizzes.ts',
    refused: true,
  },
  'a service importing a plugin': {
    file: 'server/src/progress/fixture.ts',
    imports: '../plugins/app/error-handler.ts',
    refused: true,
  },
  'a service importing the app': { file: 'server/src/trees/fixture.ts', imports: '../app.ts', refused: true },
  "a service importing the console's services": {
    file: 'server/src/photos/fixture.ts',
    imports: '../admin/import-jobs.ts',
    refused: true,
  },
  'the shared audit importing a service': {
    file: 'server/src/audit/fixture.ts',
    imports: '../users/users-repository.ts',
    refused: true,
  },
  'the configuration importing a service': {
    file: 'server/src/config.ts',
    imports: './photos/commons-import.ts',
    refused: true,
  },
  'the database layer importing the audit trail': {
    file: 'server/src/db/fixture.ts',
    imports: '../audit/audit.ts',
    refused: true,
  },
  'a route importing the app': { file: 'server/src/routes/fixture.ts', imports: '../app.ts', refused: true },
  // What the rules must leave alone, so that they are not simply refusing everything.
  'a service importing the shared audit trail': {
    file: 'server/src/photos/fixture-audit.ts',
    imports: '../audit/audit.ts',
    refused: false,
  },
  'a service importing a lower service': {
    file: 'server/src/quizzes/fixture-lower.ts',
    imports: '../progress/due.ts',
    refused: false,
  },
  'a route importing a service': {
    file: 'server/src/routes/fixture-service.ts',
    imports: '../quizzes/draw-quiz.ts',
    refused: false,
  },
  "a service importing a package's plugins folder": {
    file: 'server/src/auth/fixture-package.ts',
    imports: 'better-auth/plugins/admin',
    refused: false,
  },
  'a feature importing its own files': {
    file: 'web/src/features/quiz/components/fixture-own.tsx',
    imports: '../api/get-quiz.ts',
    refused: false,
  },
  'a feature importing the route paths in lib/': {
    file: 'web/src/features/quiz/components/fixture-shared.tsx',
    imports: '../../../lib/paths.ts',
    refused: false,
  },
  'a feature importing the Zod-free contract': {
    file: 'web/src/features/auth/fixture-contract.ts',
    imports: '@leafwise/contract/constants',
    refused: false,
  },
  'a shared component importing lib': {
    file: 'web/src/components/fixture-lib.tsx',
    imports: '../lib/paths.ts',
    refused: false,
  },
  'a schema importing the constants': {
    file: 'contract/src/fixture-constants.ts',
    imports: './constants/index.ts',
    refused: false,
  },
  'the server importing the catalog package': {
    file: 'server/src/fixture-packages.ts',
    imports: '@leafwise/catalog',
    refused: false,
  },
  'e2e importing the paths': {
    file: 'e2e/tests/fixture-paths.ts',
    imports: '../../web/src/lib/paths.ts',
    refused: false,
  },
};

const ROOT = join(import.meta.dirname, '..');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
let sandbox: string;
/** Lint errors per fixture file (relative to the sandbox): their rule names. */
let errors: Map<string, string[]>;

beforeAll(async () => {
  sandbox = mkdtempSync(join(tmpdir(), 'leafwise-boundaries-'));
  // The sandbox is no git repository: the copy drops the VCS settings, keeps every rule.
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(config));
  for (const dir of ['', 'contract', 'catalog', 'server', 'web', 'e2e']) {
    mkdirSync(join(sandbox, dir), { recursive: true });
    cpSync(join(ROOT, dir, 'package.json'), join(sandbox, dir, 'package.json'));
  }
  for (const { file, imports } of Object.values(cases)) {
    mkdirSync(dirname(join(sandbox, file)), { recursive: true });
    writeFileSync(join(sandbox, file), `import * as imported from '${imports}';\n\nexport const fixture = imported;\n`);
  }
  const files = Object.values(cases).map((c) => c.file);
  // Biome exits 1 when it reports an error: the report is what matters here.
  const output = await promisify(execFile)(process.execPath, [BIOME, 'lint', '--reporter=github', ...files], {
    cwd: sandbox,
  }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr }));
  errors = new Map();
  for (const [, rule, file] of output.stdout.matchAll(/^::error title=lint\/[a-z]+\/(\w+),file=([^,]+),/gm)) {
    const key = (file ?? '').replace(`${sandbox}/`, '');
    errors.set(key, [...(errors.get(key) ?? []), rule ?? '']);
  }
}, 15_000);

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe('the lint refuses a wrong-way import', () => {
  for (const [name, { file, imports, refused }] of Object.entries(cases)) {
    it(`${refused ? 'refuses' : 'allows'} ${name} (${imports})`, () => {
      const found = errors.get(file) ?? [];
      if (refused) {
        expect(found.some((rule) => ['noRestrictedImports', 'noUndeclaredDependencies'].includes(rule))).toBe(true);
      } else {
        expect(found).toEqual([]);
      }
    });
  }
});
