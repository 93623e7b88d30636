import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, writePgliteTemplate } from '../server/test/helpers/test-database.ts';

/**
 * Vitest global setup for the database projects: migrates one database from the migrations as they
 * are now, and hands its name to the tests, which each take a copy (createTestDatabase). Every
 * project that lists this file calls it; the work is done once per run and per kind of database.
 */
const templates: { pglite?: Promise<string>; postgres?: Promise<string> } = {};
const cleanUps: (() => Promise<void> | void)[] = [];

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    templates.postgres ??= createPostgresTemplate().then(({ name, drop }) => {
      cleanUps.push(drop);
      return name;
    });
    project.provide('postgresTemplate', await templates.postgres);
  } else {
    templates.pglite ??= (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'leafwise-template-'));
      cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
      const path = join(dir, 'pglite.tar');
      await writePgliteTemplate(path);
      return path;
    })();
    project.provide('pgliteTemplate', await templates.pglite);
  }
  return async () => {
    // Teardowns run once every project has finished: the first removes both templates.
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  };
}
