import { onProgressChange } from './changes.ts';

/** Keys a user's entry keeps at most: a few time zones and days of history, the cards, the confusions. */
const KEYS_KEPT = 8;

type Entry = { version: string | undefined; values: Map<string, unknown> };

/**
 * How the cache learns that a user's progress changed:
 * - `signal`, on the embedded database: one process owns it (decision 001), so every answer passes
 *   through applyAnswersToCards in this process, which signals the change (changes.ts); no query.
 * - `version`, on PostgreSQL, where other instances write too: each request first reads a cheap
 *   version of the user's cards (how many, and how many answers they hold), and an entry made
 *   under another version is dropped.
 */
type CacheMode = { kind: 'signal' } | { kind: 'version'; version: (userId: string) => Promise<string> };

/**
 * What has been worked out of each user's progress, kept in memory. A value is kept only if its
 * entry is still the user's when it is ready, so an answer landing meanwhile can never leave stale
 * data behind. A value that depends on the time says until when it holds (`fresh`), or has the
 * day in its key. At most `maxUsers` users, the oldest dropped first.
 */
export class ProgressCache {
  readonly #entries = new Map<string, Entry>();
  readonly #mode: CacheMode;
  readonly #maxUsers: number;
  readonly #stopListening: () => void;

  constructor(mode: CacheMode, { maxUsers = 1_000 } = {}) {
    this.#mode = mode;
    this.#maxUsers = maxUsers;
    this.#stopListening = mode.kind === 'signal' ? onProgressChange((userIds) => this.forget(userIds)) : () => {};
  }

  /** Before a request's reads: with versions, drops the user's entry if their cards changed since. */
  async check(userId: string): Promise<void> {
    if (this.#mode.kind !== 'version') return;
    const version = await this.#mode.version(userId);
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
    if (entry.values.has(key) && fresh(entry.values.get(key) as T)) return entry.values.get(key) as T;
    const value = await compute();
    if (this.#entries.get(userId) === entry) {
      if (entry.values.size >= KEYS_KEPT) entry.values.clear();
      entry.values.set(key, value);
    }
    return value;
  }

  forget(userIds: Iterable<string>): void {
    for (const userId of userIds) this.#entries.delete(userId);
  }

  close(): void {
    this.#stopListening();
    this.#entries.clear();
  }

  #add(userId: string, version: string | undefined): Entry {
    if (this.#entries.size >= this.#maxUsers) this.#entries.delete(this.#entries.keys().next().value as string);
    const entry: Entry = { version, values: new Map() };
    this.#entries.set(userId, entry);
    return entry;
  }
}
