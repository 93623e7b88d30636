import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an in-memory PGlite migrated at the start of the run (test/database-templates.ts). */
    pgliteTemplate?: string;
    /** A database on the TEST_DATABASE_URL server migrated at the start of the run, to copy. */
    postgresTemplate?: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server at TEST_DATABASE_URL when the project runs with TEST_DB=postgres.
 * Both are copies of a template migrated once per run (test/database-templates.ts): starting a
 * PGlite from nothing (initdb) costs 1.5 to 3 s, loading a migrated one about 0.4 s.
 * Closing it drops the PostgreSQL database.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    if (!template) return migrated(await openDatabase({ kind: 'pglite', dataDir: null }));
    const client = await PGlite.create({ loadDataDir: await pgliteDump(template) });
    return openDatabase({ kind: 'pglite', dataDir: null, client });
  }
  const template = inject('postgresTemplate');
  const { url, drop } = await createEmptyPostgresDatabase(template);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  if (!template) await database.migrate();
  const close = database.close.bind(database);
  return Object.assign(database, {
    async close() {
      await close();
      await drop();
    },
  });
}

async function migrated(database: Database): Promise<Database> {
  await database.migrate();
  return database;
}

// Read once per worker (its test files share their imports), however many databases they open.
let dump: Promise<Blob> | undefined;
function pgliteDump(path: string): Promise<Blob> {
  dump ??= readFile(path).then((bytes) => new Blob([bytes]));
  return dump;
}

/**
 * The URL of a brand-new database on the TEST_DATABASE_URL server, and a function to drop it:
 * empty, or a copy of `template`.
 */
export async function createEmptyPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `leafwise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Migrates an in-memory PGlite and writes it to `path` as a tarball, for createTestDatabase to load. */
export async function writePgliteTemplate(path: string): Promise<void> {
  const client = await PGlite.create();
  await migrated(await openDatabase({ kind: 'pglite', dataDir: null, client }));
  // Written out to the data files, so that each copy starts without replaying the log.
  await client.exec('CHECKPOINT');
  const tarball = await client.dumpDataDir('none');
  await writeFile(path, new Uint8Array(await tarball.arrayBuffer()));
  await client.close();
}

/** A migrated database on the TEST_DATABASE_URL server to copy from, and a function to drop it. */
export async function createPostgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const { url, drop } = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A database is copied only while nobody is connected to it.
    await database.close();
  }
  return { name: new URL(url).pathname.slice(1), drop };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
