import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';

type Consumed = { allowed: boolean; retryAfter: number | null };

/** The answer to one attempt under a spacing schedule: let through, or wait `retryAfterMs`. */
type Spaced = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counters for rate limits. In Redis (REDIS_URL) every server instance shares them; in memory they
 * are per process, which is right for one instance on the embedded database. Each check-and-count
 * is one atomic step, so concurrent requests can never all slip in under the same count.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in a fixed window; allowed while the window holds at most `max` hits. */
  consume(key: string, windowS: number, max: number): Promise<Consumed>;
  /**
   * Lets an attempt on `key` through only once the gap the schedule sets has passed since the last
   * one let through: after the n-th, the next waits `gapsMs[n - 1]` (the last gap repeats). Refused
   * attempts are not counted. The count is forgotten after `idleS` seconds without an attempt let through.
   */
  space(key: string, gapsMs: readonly number[], idleS: number, nowMs: number): Promise<Spaced>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const gapAfter = (gapsMs: readonly number[], count: number) => gapsMs[Math.min(count, gapsMs.length) - 1] ?? 0;

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const spacing = new Map<string, { count: number; nextAt: number; forgetAt: number }>();
  const sweep = <V extends { endsAt?: number; forgetAt?: number }>(map: Map<string, V>, now: number) => {
    if (map.size > 100_000) for (const [k, e] of map) if ((e.endsAt ?? e.forgetAt ?? 0) <= now) map.delete(k);
  };
  return {
    async consume(key, windowS, max) {
      const now = Date.now();
      sweep(windows, now);
      const live = windows.get(key);
      const entry = live && live.endsAt > now ? live : { count: 0, endsAt: now + windowS * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      const retryAfter = Math.ceil((entry.endsAt - now) / 1000);
      return entry.count <= max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter };
    },
    // One synchronous step between awaits: nothing else in this process can run in the middle.
    async space(key, gapsMs, idleS, nowMs) {
      sweep(spacing, nowMs);
      const live = spacing.get(key);
      const entry = live && live.forgetAt > nowMs ? live : { count: 0, nextAt: 0, forgetAt: 0 };
      if (nowMs < entry.nextAt) return { allowed: false, retryAfterMs: entry.nextAt - nowMs };
      entry.count += 1;
      entry.nextAt = nowMs + gapAfter(gapsMs, entry.count);
      entry.forgetAt = nowMs + idleS * 1000;
      spacing.set(key, entry);
      return { allowed: true };
    },
    async reset(key) {
      windows.delete(key);
      spacing.delete(key);
    },
    async close() {},
  };
}

/**
 * The same check-and-count as the memory store's `space`, run inside Redis so that it is atomic
 * across every instance. KEYS[1]: the counter; ARGV: now (ms), idle seconds, then the gaps (ms).
 * Times come from the caller's clock, like the memory store's; the key's expiry only tidies up.
 */
const SPACE_SCRIPT = `
local saved = redis.call('HMGET', KEYS[1], 'count', 'nextAt', 'forgetAt')
local now = tonumber(ARGV[1])
local count, nextAt = 0, 0
if now < tonumber(saved[3] or '0') then
  count, nextAt = tonumber(saved[1]), tonumber(saved[2])
end
if now < nextAt then return nextAt - now end
count = count + 1
local gaps = #ARGV - 2
local gap = 0
if gaps > 0 then gap = tonumber(ARGV[2 + math.min(count, gaps)]) end
redis.call('HSET', KEYS[1], 'count', count, 'nextAt', now + gap, 'forgetAt', now + ARGV[2] * 1000)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 0
`;

export function createRedisStore(url: string, prefix = 'leafwise:rate:'): RateLimitStore {
  // Loaded only here: a server without REDIS_URL never pays for it at start.
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  redis.defineCommand('leafwiseSpace', { numberOfKeys: 1, lua: SPACE_SCRIPT });
  const space = (redis as unknown as { leafwiseSpace(...args: (string | number)[]): Promise<number> }).leafwiseSpace;
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
    async space(key, gapsMs, idleS, nowMs) {
      const waitMs = Number(await space.call(redis, prefix + key, Math.round(nowMs), idleS, ...gapsMs));
      return waitMs > 0 ? { allowed: false, retryAfterMs: waitMs } : { allowed: true };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
