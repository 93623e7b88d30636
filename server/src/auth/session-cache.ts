import type { SessionUser } from './guards.ts';

const READS = new Set(['findOne', 'findMany', 'count']);

/**
 * Signed-in users by the credentials they sent, for the embedded database only: one process owns
 * it (decision 001), so every write to users and sessions passes through this process and can
 * empty the cache. Each write bumps a generation; a lookup is kept only if no write happened while
 * it was being made, so a ban racing a request can never leave a stale entry behind. Entries also
 * lapse after `ttlMs`, so better-auth still sees each session now and then (to extend it).
 * With PostgreSQL other instances write too, and there is no cache (decision 005).
 */
export class SessionCache {
  readonly #entries = new Map<string, { user: SessionUser; until: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;

  constructor({ ttlMs = 30_000, maxEntries = 10_000 } = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): SessionUser | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `user` unless a write happened since `generation` was read. */
  set(key: string, user: SessionUser, sessionExpires: Date, generation: number, now = Date.now()): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { user, until: Math.min(now + this.#ttlMs, sessionExpires.getTime()) });
  }

  /** After any write to users or sessions. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /**
   * better-auth's database adapter, emptying the cache after every call that can write (anything
   * but findOne, findMany and count), whether it succeeded or not.
   */
  wrapAdapter<A extends object>(adapter: A): A {
    return new Proxy(adapter, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || READS.has(String(property))) return value;
        return async (...args: unknown[]) => {
          try {
            return await value.apply(target, args);
          } finally {
            this.invalidate();
          }
        };
      },
    });
  }
}
