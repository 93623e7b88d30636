import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Change, FEED_TABLES, parseChange } from '../src/db/change-feed.ts';
import { openDatabase, queryRows } from '../src/db/database.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { reviewCards } from '../src/db/progress-schema.ts';
import { photos, trees } from '../src/db/schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { getBoard } from './helpers/leaderboards.ts';
import { bareLeafPhotoRow } from './helpers/photos.ts';
import { call } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createEmptyPostgresDatabase } from './helpers/test-database.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('parseChange', () => {
  it("reads the triggers' payloads and ignores anything else on the channel", () => {
    expect(parseChange('{"table" : "review_cards", "user_id" : "u1"}')).toEqual({
      table: 'review_cards',
      userId: 'u1',
    });
    expect(parseChange('{"table":"photos"}')).toEqual({ table: 'photos' });
    expect(parseChange('{"table":"users","user_id":null}')).toEqual({ table: 'users' });
    for (const other of ['', 'hello', '{"table":"quizzes"}', '[]', '{"table":"users","user_id":5}', undefined]) {
      expect(parseChange(other)).toBeUndefined();
    }
  });
});

describe('the change feed', () => {
  let t: TestApp;
  const heard: Change[] = [];
  let stop: () => void;
  beforeAll(async () => {
    t = await createTestApp([makeSpecies()]);
    stop = t.database.changes.subscribe((change) => heard.push(change));
  });
  afterAll(async () => {
    stop();
    await t.app.close();
  });

  /** What the feed says of `write`: at once where it is immediate, else as soon as it comes. */
  const changesOf = async (write: () => Promise<unknown>): Promise<Change[]> => {
    if (!t.database.changes.immediate) {
      // Earlier writes (the account's own session) may still be on their way: notifications come in
      // commit order, so once a marker sent now has come, everything before it has too.
      heard.length = 0;
      await t.database.db.execute(sql`select pg_notify('leafwise_changes', '{"table":"photos"}')`);
      await expect.poll(() => heard.at(-1)?.table).toBe('photos');
    }
    heard.length = 0;
    await write();
    if (!t.database.changes.immediate) await expect.poll(() => heard.length).toBeGreaterThan(0);
    return [...heard];
  };

  it('is told of exactly the tables the app keeps copies of: a trigger on each of FEED_TABLES, and no other', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select distinct c.relname as table_name from pg_trigger g
        join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
        where p.proname = 'leafwise_changed' and not g.tgisinternal order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([...FEED_TABLES].sort());
  });

  it('tells of every write to a watched table, once per user and transaction, and only when it commits', async () => {
    const me = await createAccount(t);
    const [tree] = await t.database.db.select({ id: trees.tree_id }).from(trees);
    const card = (tree_id: number) => ({
      user_id: me.id,
      tree_id,
      due: new Date(),
      stability: 1,
      difficulty: 5,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 1,
      lapses: 0,
      state: 1,
      last_review: new Date(),
      seen: 1,
      right: 1,
      wrong: 0,
      last_correct: true,
      last_answered_at: new Date(),
    });
    expect(await changesOf(() => t.database.db.insert(reviewCards).values(card(tree?.id as number)))).toEqual([
      { table: 'review_cards', userId: me.id },
    ]);
    // Many rows of one user in one transaction: one message.
    expect(
      await changesOf(() =>
        t.database.db.transaction(async (tx) => {
          await tx.update(reviewCards).set({ last_correct: false }).where(eq(reviewCards.user_id, me.id));
          await tx.update(reviewCards).set({ last_correct: true }).where(eq(reviewCards.user_id, me.id));
        }),
      ),
    ).toEqual([{ table: 'review_cards', userId: me.id }]);
    // Rolled back: nothing to tell.
    heard.length = 0;
    await t.database.db
      .transaction(async (tx) => {
        await tx.delete(reviewCards).where(eq(reviewCards.user_id, me.id));
        tx.rollback();
      })
      .catch(() => {});
    await t.database.db.execute(sql`select 1`);
    expect(heard).toEqual([]);
  });

  it('says a photo changed without naming anyone', async () => {
    expect(await changesOf(() => t.database.db.delete(photos))).toEqual([{ table: 'photos' }]);
  });
});

describe('caches kept right by the feed, whoever writes', () => {
  let t: TestApp;
  let me: Account;
  beforeAll(async () => {
    t = await createTestApp([makeSpecies()]);
    me = await createAccount(t);
  });
  afterAll(() => t.app.close());

  /** Right away on the embedded database; on PostgreSQL once the notification has come (milliseconds). */
  const eventually = async (check: () => Promise<void>) => {
    if (t.database.changes.immediate) return check();
    await expect.poll(() => check().then(() => true), { timeout: 2_000, interval: 20 }).toBe(true);
  };

  it('shows a photo added or removed behind the app’s back in the trees at once', async () => {
    const [tree] = await t.database.db.select({ id: trees.tree_id }).from(trees);
    const leafOf = async () =>
      (await call<{ trees: { tree_img_leaf: string }[] }>(t, null, 'GET', '/api/trees?level=3&limit=1')).body.trees[0]
        ?.tree_img_leaf;
    expect(await leafOf()).toMatch(/^\/api\/illustrations\//);
    await t.database.db.insert(photos).values(bareLeafPhotoRow(tree?.id as number, 'feed-test'));
    await t.app.photosLoaded();
    await eventually(async () => expect(await leafOf()).toBe('/media/feed-test-640.webp'));
    expect(t.app.trees.photoCount).toBe(1);
    await t.database.db.delete(photos);
    await t.app.photosLoaded();
    await eventually(async () => expect(await leafOf()).toMatch(/^\/api\/illustrations\//));
  });

  it('drops a board kept in memory when an entry is written or removed in SQL', async () => {
    expect((await getBoard(t, me)).body.leaderboard).toEqual([]);
    await t.database.db
      .insert(leaderboardEntries)
      .values({ board: 'ancient', user_id: me.id, score: 7, achieved_at: new Date() });
    await eventually(async () => expect((await getBoard(t, me)).body.leaderboard).toHaveLength(1));
    await t.database.db.delete(leaderboardEntries).where(eq(leaderboardEntries.user_id, me.id));
    await eventually(async () => expect((await getBoard(t, me)).body.leaderboard).toEqual([]));
  });
});

describe.runIf(onPostgres)('the feed on PostgreSQL when its connection drops', () => {
  it('tells of a gap at once, reconnects, and tells of the changes after', async () => {
    const empty = await createEmptyPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    try {
      await database.migrate();
      const heard: Change[] = [];
      database.changes.subscribe((change) => heard.push(change));
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'leafwise-change-feed' and datname = current_database()`,
      );
      // Every table, anyone's: whatever was kept may be stale.
      await expect.poll(() => heard.filter((change) => change.userId === undefined).length).toBeGreaterThanOrEqual(6);
      heard.length = 0;
      // Once back, it hears writes again (and says once more that anything may have changed).
      await expect
        .poll(
          async () => {
            await database.db.delete(photos);
            return heard.some((change) => change.table === 'photos');
          },
          { timeout: 5_000, interval: 100 },
        )
        .toBe(true);
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});
