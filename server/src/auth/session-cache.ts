import { LRUCache } from 'lru-cache';
import type { SessionUser } from './guards.ts';

/**
 * Signed-in users by the credentials they sent, kept only where the change feed is immediate (the
 * embedded database, docs/decisions/005-caching.md): there every write to users or sessions,
 * whoever makes it, is heard before the write resolves, and `forget` drops that user's entries.
 * Each change also moves a generation; a lookup is kept only if none happened while it was being
 * made, so a ban racing a request can never leave a stale entry behind. Entries also lapse after
 * `ttlMs`, so better-auth still sees each session now and then (to extend it).
 */
export class SessionCache {
  readonly #entries: LRUCache<string, SessionUser>;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ ttlMs = 30_000, maxEntries = 10_000, now = () => Date.now() } = {}) {
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string): SessionUser | undefined {
    return this.#entries.get(key);
  }

  /** Keeps `user` until the session ends or `ttlMs` passes, unless a change came since `generation` was read. */
  set(key: string, user: SessionUser, sessionExpires: Date, generation: number): void {
    if (generation !== this.#generation) return;
    const ttl = Math.min(this.#ttlMs, sessionExpires.getTime() - this.#now());
    if (ttl > 0) this.#entries.set(key, user, { ttl });
  }

  /** `userId`'s account or sessions changed (anyone's, without one): what was kept for them goes. */
  forget(userId?: string): void {
    this.#generation++;
    if (userId === undefined) {
      this.#entries.clear();
      return;
    }
    const theirs = [...this.#entries.entries()].filter(([, user]) => user.id === userId).map(([key]) => key);
    for (const key of theirs) this.#entries.delete(key);
  }
}
