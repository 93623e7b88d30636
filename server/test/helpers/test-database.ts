import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server at TEST_DATABASE_URL when the project runs with TEST_DB=postgres.
 * Closing it drops the PostgreSQL database.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const { url, drop } = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await database.migrate();
  return {
    kind: database.kind,
    db: database.db,
    migrate: database.migrate.bind(database),
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** The URL of a brand-new, empty database on the TEST_DATABASE_URL server, and a function to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `leafwise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
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
