import { z } from 'zod';

/** The channel the triggers of migration 0010_change_feed.sql notify. */
export const CHANGES_CHANNEL = 'leafwise_changes';

/**
 * The tables a server keeps copies of; each has a trigger that tells the feed of every write
 * (the migrations' `leafwise_changed` triggers: server/test/change-feed.test.ts checks the database
 * has exactly these), and cache-invalidation.ts says what each change drops (its switch covers
 * every one, or the type check fails). A new cached table is added here first.
 */
export const FEED_TABLES = [
  'users',
  'sessions',
  'review_cards',
  'course_units',
  'course_steps',
  'leaderboard_entries',
  'photos',
] as const;
export type FeedTable = (typeof FEED_TABLES)[number];

/**
 * What changed: a table and, where its rows belong to a user, whose. No user means anyone's: a
 * TRUNCATE, a table whose rows belong to no user (photos), or a gap in the feed.
 */
export type Change = { table: FeedTable; userId?: string };

const PayloadSchema = z.object({ table: z.enum(FEED_TABLES), user_id: z.string().nullish() });

/** A notification's payload as a change; anything else (another writer on the channel) is ignored. */
export function parseChange(payload: string | undefined): Change | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  const parsed = PayloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return parsed.data.user_id ? { table: parsed.data.table, userId: parsed.data.user_id } : { table: parsed.data.table };
}

/** Every table, anyone's rows: what a listener must assume when it may have missed notifications. */
const EVERYTHING: readonly Change[] = FEED_TABLES.map((table) => ({ table }));

/**
 * The database's changes, as one process hears them: one listener per process, however many
 * caches (docs/decisions/005-caching.md).
 */
export interface ChangeFeed {
  /**
   * Whether a change is heard before the write that made it resolves. True on the embedded
   * database: one connection, and PGlite hands over a statement's notifications with its result.
   * False on PostgreSQL, where they come a moment after the commit, on a connection of their own:
   * a cache that must never be behind a committed write checks a version there as well.
   */
  readonly immediate: boolean;
  /** Calls `listener` with each change from now on; returns the way to stop. */
  subscribe(listener: (change: Change) => void): () => void;
}

/** The subscribers of one feed, and how a driver hands them what it heard. */
export class Subscribers {
  readonly #listeners = new Set<(change: Change) => void>();

  /** The feed these subscribers form, as the driver's Database shows it. */
  feed(immediate: boolean): ChangeFeed {
    return {
      immediate,
      subscribe: (listener) => {
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
      },
    };
  }

  /** One notification's payload. */
  notify(payload: string | undefined): void {
    const change = parseChange(payload);
    if (change) this.#emit(change);
  }

  /** Notifications may have been missed (the listening connection dropped): everything may have changed. */
  gap(): void {
    for (const change of EVERYTHING) this.#emit(change);
  }

  #emit(change: Change): void {
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch (error) {
        // One cache's failure must not keep the change from the others.
        process.emitWarning(`A change listener failed: ${(error as Error).message}`);
      }
    }
  }
}

type PgClient = {
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
};

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * PostgreSQL's side: one connection of its own, outside the pool, that only listens. When it drops
 * (a restart, a failover, a killed backend) the subscribers hear of a gap at once, so they drop
 * what they kept, and again once it is back, for what happened while it was away; it reconnects
 * with a growing pause in between. The first connection must succeed: a server that cannot hear
 * changes does not start.
 */
export async function listenOnPostgres(
  connect: () => PgClient,
  subscribers: Subscribers,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: PgClient | undefined;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<PgClient> => {
    const next = connect();
    // Before LISTEN has succeeded a failure is the caller's to handle, not a drop.
    let listening = false;
    let dropped = false;
    const drop = (error?: Error) => {
      if (!listening || dropped || closed) return;
      dropped = true;
      if (client === next) client = undefined;
      process.emitWarning(`The change feed's connection dropped${error ? `: ${error.message}` : ''}; reconnecting.`);
      subscribers.gap();
      next.end().catch(() => {});
      schedule();
    };
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) subscribers.notify(message.payload);
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    listening = true;
    return next;
  };

  const schedule = () => {
    timer = setTimeout(async () => {
      try {
        const next = await open();
        if (closed) return void next.end().catch(() => {});
        client = next;
        retryMs = RETRY_FIRST_MS;
        // Whatever changed while nobody listened.
        subscribers.gap();
      } catch {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!closed) schedule();
      }
    }, retryMs);
    timer.unref();
  };

  client = await open();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
