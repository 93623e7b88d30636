import type { Leaderboard, LeaderboardEntry } from '@leafwise/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { leaderboardVersions } from '../db/leaderboard-schema.ts';
import { findOwnEntry, readTop } from './leaderboards-repository.ts';

/** Something that changes whenever what the board shows may have changed. */
type BoardStamp = (board: Leaderboard) => Promise<string> | string;

/** Enough own entries for every active player; past it the map starts again. */
const MAX_OWN_ENTRIES = 50_000;

type Snapshot = { stamp: string; top: LeaderboardEntry[]; body: Buffer; own: Map<string, LeaderboardEntry | null> };

const BODY_END = Buffer.from('}');

/**
 * The board as last read, kept while its stamp stands still (decision 008). The stamp is read on
 * every request, before anything else, so a board is never served past a change: on PostgreSQL
 * it is the trigger-kept version in leaderboard_versions (one primary-key read); on the embedded
 * database, where this process makes every write, it is a counter moved by those writes.
 * Reading the top of a board is one indexed query, a user's rank a count over the index: both
 * are made at most once per stamp (the rank once per user).
 */
export class LeaderboardCache {
  readonly #db: Db;
  readonly #stamp: BoardStamp;
  readonly #snapshots = new Map<Leaderboard, Snapshot>();
  #writes = 0;

  constructor(db: Db, stamp: BoardStamp) {
    this.#db = db;
    this.#stamp = stamp;
  }

  /** After this process changed a board (a submission): read it again, whatever the stamp says. */
  changed(): void {
    this.#writes++;
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
      snapshot = { stamp, top, body, own: new Map() };
      // Kept only if nothing changed while it was read; else the next request reads it again.
      if ((await this.#currentStamp(board)) === stamp) this.#snapshots.set(board, snapshot);
    }
    let own = snapshot.own.get(userId);
    if (own === undefined) {
      own =
        snapshot.top.find((entry) => entry.user_id === userId) ?? (await findOwnEntry(this.#db, board, userId)) ?? null;
      if (snapshot.own.size >= MAX_OWN_ENTRIES) snapshot.own.clear();
      snapshot.own.set(userId, own);
    }
    return Buffer.concat([snapshot.body, Buffer.from(JSON.stringify(own)), BODY_END]);
  }

  async #currentStamp(board: Leaderboard): Promise<string> {
    return `${this.#writes}:${await this.#stamp(board)}`;
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

/**
 * `read`, shared by callers that arrive together, and never older than the call: a caller gets
 * the read it started, or the next one, which starts when the read in progress (begun before the
 * caller came) has ended. Under load that is one read per round trip instead of one per caller.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const begin = () => {
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return begin();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return begin();
      });
    return queued;
  };
}
