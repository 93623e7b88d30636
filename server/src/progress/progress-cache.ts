import { LRUCache } from 'lru-cache';

/** Keys a user's entry keeps at most: a few time zones and days of history, the cards, the confusions. */
const KEYS_KEPT = 8;

type Entry = { version: string | undefined; values: LRUCache<string, { value: unknown }> };

/**
 * What has been worked out of each user's progress, kept in memory. The change feed drops a
 * user's entry whenever their cards, course units or account change (cache-invalidation.ts).
 * Where the feed is not immediate (PostgreSQL: a notification comes a moment after the commit, so
 * an answer given on one instance could be missed by a request that follows it at once), pass
 * `version`: each request first reads a cheap version of the user's progress, and an entry made
 * under another version is dropped (docs/decisions/005-caching.md).
 *
 * A value is kept only if its entry is still the user's when it is ready, so an answer landing
 * meanwhile can never leave stale data behind. A value that depends on the time says until when
 * it holds (`fresh`), or has the day in its key. At most `maxUsers` users, the least recently
 * used dropped first.
 */
export class ProgressCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #version: ((userId: string) => Promise<string>) | undefined;

  constructor(version?: (userId: string) => Promise<string>, { maxUsers = 1_000 } = {}) {
    this.#version = version;
    this.#entries = new LRUCache({ max: maxUsers });
  }

  /** Before a request's reads: with versions, drops the user's entry if their cards changed since. */
  async check(userId: string): Promise<void> {
    if (!this.#version) return;
    const version = await this.#version(userId);
    const entry = this.#entries.get(userId);
    if (entry?.version === version) return;
    this.#entries.delete(userId);
    this.#add(userId, version);
  }

  /**
   * The value under `key` for `userId`, computed and kept if it is not there, or if `fresh` says
   * the kept one has run out.
   */
  async remember<T>(
    userId: string,
    key: string,
    compute: () => Promise<T>,
    fresh: (kept: T) => boolean = () => true,
  ): Promise<T> {
    const entry = this.#entries.get(userId) ?? this.#add(userId, undefined);
    const kept = entry.values.get(key);
    if (kept && fresh(kept.value as T)) return kept.value as T;
    const value = await compute();
    if (this.#entries.peek(userId) === entry) entry.values.set(key, { value });
    return value;
  }

  /** `userId`'s progress changed (anyone's, without one). */
  forget(userId?: string): void {
    if (userId === undefined) this.#entries.clear();
    else this.#entries.delete(userId);
  }

  #add(userId: string, version: string | undefined): Entry {
    const entry: Entry = { version, values: new LRUCache({ max: KEYS_KEPT }) };
    this.#entries.set(userId, entry);
    return entry;
  }
}
