import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as adminSchema from './admin-schema.ts';
import * as authSchema from './auth-schema.ts';
import { CHANGES_CHANNEL, type ChangeFeed, listenOnPostgres, Subscribers } from './change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as leaderboardSchema from './leaderboard-schema.ts';
import * as progressSchema from './progress-schema.ts';
import * as quizSchema from './quiz-schema.ts';
import * as treeSchema from './schema.ts';

const schema = { ...treeSchema, ...authSchema, ...quizSchema, ...progressSchema, ...leaderboardSchema, ...adminSchema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`; the shared `Db` type cannot say so.
 * Column values come as the driver gives them (timestamps as text: Drizzle parses those itself).
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** What changes in the tables a server keeps copies of, whoever writes (change-feed.ts). */
  readonly changes: ChangeFeed;
  /** Applies pending migrations, then runs `after` (the seed), all under one cluster-wide lock. */
  migrate(after?: (db: Db) => Promise<void>): Promise<void>;
  /** Checkpoints (PGlite) and closes every connection; safe to call twice. */
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', 'drizzle');
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_426_019;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** An open in-memory PGlite to use instead of a new one (tests hand each file a clone of one migrated once). */
      client?: import('@electric-sql/pglite').PGlite;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.client);
}

// Each driver is loaded only when used: a process runs on one of them, and loading costs start-up time.
async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let closed: Promise<void> | undefined;
  // An idle connection that drops (a server restart, a failover) must not crash the process:
  // the pool replaces it on the next query, so only say so.
  pool.on('error', (error) => {
    if (!closed) process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  await pool.query('select 1'); // fail at start, not on the first request
  const subscribers = new Subscribers();
  let feedConnection: Awaited<ReturnType<typeof listenOnPostgres>>;
  try {
    feedConnection = await listenOnPostgres(
      () => new pg.Client({ connectionString: url, application_name: 'leafwise-change-feed' }),
      subscribers,
    );
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    changes: subscribers.feed(false),
    async migrate(after) {
      // Advisory locks belong to a session, so take one connection out of the pool for the whole run.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const session = drizzleNodePg({ client, schema, casing: 'snake_case' });
        await migrateNodePg(session, { migrationsFolder: MIGRATIONS_FOLDER });
        await after?.(session as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close() {
      closed ??= Promise.all([feedConnection.close(), pool.end()]).then(() => undefined);
      return closed;
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers are a server's; here they are this process's own
 * memory, and the whole database (catalog, accounts, answers) fits in a fraction of them.
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

/** dataDir null: an in-memory database (tests). */
async function openPglite(dataDir: string | null, given?: import('@electric-sql/pglite').PGlite): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: InstanceType<typeof PGlite>;
  try {
    client = given ?? (await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined, PGLITE_OPTIONS));
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  // One connection: a statement's notifications come with its result, before its promise resolves.
  const subscribers = new Subscribers();
  await client.listen(CHANGES_CHANNEL, (payload) => subscribers.notify(payload));
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    changes: subscribers.feed(true),
    async migrate(after) {
      // One process owns a PGlite directory (see data-dir-lock.ts), so no advisory lock is needed.
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await after?.(db);
    },
    close() {
      closed ??= (async () => {
        try {
          if (!client.closed) {
            await client.exec('CHECKPOINT');
            await client.close();
          }
        } finally {
          unlock();
        }
      })();
      return closed;
    },
  };
}
