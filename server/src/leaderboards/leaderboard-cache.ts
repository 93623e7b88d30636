import type { Leaderboard, LeaderboardEntry } from '@leafwise/contract';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.ts';
import { freshRead } from '../db/fresh-read.ts';
import { leaderboardVersions } from '../db/leaderboard-schema.ts';
import { findOwnEntry, readTop } from './leaderboards-repository.ts';

/** Something that changes whenever what the board shows may have changed. */
type BoardStamp = (board: Leaderboard) => Promise<string> | string;

/** Enough own entries for every active player; past it the least recently asked go. */
const MAX_OWN_ENTRIES = 50_000;

type Snapshot = {
  stamp: string;
  top: LeaderboardEntry[];
  body: Buffer;
  own: LRUCache<string, { entry: LeaderboardEntry | null }>;
};

const BODY_END = Buffer.from('}');

/**
 * The board as last read, kept while its stamp stands still (docs/decisions/005-caching.md). The
 * stamp is a counter the change feed moves on every write to leaderboard entries or users (a ban,
 * a new name), plus, where the feed is not immediate (PostgreSQL), the trigger-kept version in
 * leaderboard_versions, read on every request (one primary-key read), so a board is never served
 * past a committed change. Reading the top of a board is one indexed query, a user's rank a count
 * over the index: both are made at most once per stamp (the rank once per user).
 */
export class LeaderboardCache {
  readonly #db: Db;
  readonly #stamp: BoardStamp | undefined;
  readonly #snapshots = new Map<Leaderboard, Snapshot>();
  #changes = 0;

  constructor(db: Db, stamp?: BoardStamp) {
    this.#db = db;
    this.#stamp = stamp;
  }

  /** The change feed heard of a write that may change what a board shows. */
  changed(): void {
    this.#changes++;
  }

  /**
   * The answer to GET /leaderboards/:board for `userId` as UTF-8 JSON, `{ leaderboard, own_entry }`:
   * the list encoded once per snapshot, the caller's entry joined on.
   */
  async read(board: Leaderboard, userId: string): Promise<Buffer> {
    const stamp = await this.#currentStamp(board);
    let snapshot = this.#snapshots.get(board);
    if (snapshot?.stamp !== stamp) {
      const top = await readTop(this.#db, board);
      const body = Buffer.from(`{"leaderboard":${JSON.stringify(top)},"own_entry":`);
      snapshot = { stamp, top, body, own: new LRUCache({ max: MAX_OWN_ENTRIES }) };
      // Kept only if nothing changed while it was read; else the next request reads it again.
      if ((await this.#currentStamp(board)) === stamp) this.#snapshots.set(board, snapshot);
    }
    let own = snapshot.own.get(userId)?.entry;
    if (own === undefined) {
      own =
        snapshot.top.find((entry) => entry.user_id === userId) ?? (await findOwnEntry(this.#db, board, userId)) ?? null;
      snapshot.own.set(userId, { entry: own });
    }
    return Buffer.concat([snapshot.body, Buffer.from(JSON.stringify(own)), BODY_END]);
  }

  async #currentStamp(board: Leaderboard): Promise<string> {
    return this.#stamp ? `${this.#changes}:${await this.#stamp(board)}` : String(this.#changes);
  }
}

/**
 * PostgreSQL's stamp: the board's version, moved on by triggers in the same transaction as the
 * change. Requests arriving together share one read, but only one that started after they arrived
 * (freshRead), so a change committed before a request came is always seen.
 */
export function databaseStamp(db: Db): BoardStamp {
  const query = db
    .select({ version: leaderboardVersions.version })
    .from(leaderboardVersions)
    .where(eq(leaderboardVersions.board, sql.placeholder('board')))
    .prepare('leaderboard_version');
  const reads = new Map<Leaderboard, () => Promise<string>>();
  return (board) => {
    let read = reads.get(board);
    if (!read) {
      read = freshRead(async () => String((await query.execute({ board }))[0]?.version ?? 'none'));
      reads.set(board, read);
    }
    return read();
  };
}
