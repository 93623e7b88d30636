import { Redis } from 'ioredis';

export type Consumed = { allowed: boolean; retryAfter: number | null };

/**
 * Fixed-window counters for rate limits. In Redis (REDIS_URL) every server instance shares them;
 * in memory they are per process, which is right for one instance on the embedded database.
 */
export interface RateLimitStore {
  /** Counts one hit on `key`; allowed while the window holds at most `max` hits. */
  consume(key: string, windowS: number, max: number): Promise<Consumed>;
  /** The hits on `key` in its current window, without adding one. */
  peek(key: string): Promise<{ count: number; retryAfter: number }>;
  close(): Promise<void>;
}

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt > now) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    async consume(key, windowS, max) {
      const now = Date.now();
      if (windows.size > 100_000) for (const [k, e] of windows) if (e.endsAt <= now) windows.delete(k);
      const entry = current(key, now) ?? { count: 0, endsAt: now + windowS * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      const retryAfter = Math.ceil((entry.endsAt - now) / 1000);
      return entry.count <= max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter };
    },
    async peek(key) {
      const now = Date.now();
      const entry = current(key, now);
      return { count: entry?.count ?? 0, retryAfter: entry ? Math.ceil((entry.endsAt - now) / 1000) : 0 };
    },
    async close() {},
  };
}

export function createRedisStore(url: string, prefix = 'leafwise:rate:'): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async consume(key, windowS, max) {
      // One round trip: count the hit, start the window on the first one, read what is left of it.
      const results = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowS, 'NX')
        .ttl(prefix + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowS);
      return count <= max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: Math.max(1, ttl) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
      return { count: Number(count ?? 0), retryAfter: Math.max(0, ttl) };
    },
    async close() {
      await redis.quit();
    },
  };
}
