import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delaySchedule, SIGN_IN_SPACING, signInAttempts } from '../src/auth/sign-in-attempts.ts';
import { createMemoryStore, createRedisStore, type RateLimitStore } from '../src/rate-limits/rate-limit-store.ts';

describe('delaySchedule', () => {
  it('is free for the first attempts, then doubles from 1 s up to the 5-minute cap', () => {
    const gaps = delaySchedule();
    expect(gaps.slice(0, 9)).toEqual(Array(9).fill(0));
    expect(gaps.slice(9)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300].map((s) => s * 1000));
    expect(delaySchedule({ ...SIGN_IN_SPACING, freeAttempts: 1, firstDelayMs: 500, maxDelayMs: 1500 })).toEqual([
      500, 1000, 1500,
    ]);
  });
});

const redisUrl = process.env.REDIS_URL;
describe('signInAttempts on memory counters', () => countersOn(createMemoryStore));
// Shown as skipped where no Redis is set up.
describe.runIf(redisUrl)('signInAttempts on Redis counters', () =>
  countersOn(() => createRedisStore(redisUrl ?? '', `leafwise-test:${randomBytes(4).toString('hex')}:`)),
);

function countersOn(makeStore: () => RateLimitStore) {
  const spacing = { freeAttempts: 3, firstDelayMs: 1000, maxDelayMs: 4000, idleS: 60 };
  let nowMs = Date.now();
  let store: RateLimitStore | undefined;
  let attempts: ReturnType<typeof signInAttempts>;
  beforeAll(() => {
    store = makeStore();
    attempts = signInAttempts(store, () => nowMs, spacing);
  });
  afterAll(() => store?.close());
  const email = () => `someone-${randomBytes(4).toString('hex')}@example.com`;

  it('lets the free attempts through, then asks for waits of 1, 2, 4, 4 s', async () => {
    const me = email();
    const waits: (number | null)[] = [];
    for (let i = 0; i < 3; i++) waits.push(await attempts.admit(me));
    expect(waits).toEqual([null, null, null]);
    for (const expected of [1, 2, 4, 4]) {
      expect(await attempts.admit(me)).toBe(expected);
      nowMs += expected * 1000 - 1;
      expect(await attempts.admit(me)).toBe(1);
      nowMs += 1;
      expect(await attempts.admit(me)).toBeNull();
    }
  });

  it('lets no more than the free attempts through a concurrent burst', async () => {
    const me = email();
    const answers = await Promise.all(Array.from({ length: 200 }, () => attempts.admit(me)));
    expect(answers.filter((a) => a === null)).toHaveLength(3);
  });

  it('treats addresses case-insensitively, and forgets on clear or after the idle time', async () => {
    const me = email();
    for (let i = 0; i < 3; i++) await attempts.admit(me);
    expect(await attempts.admit(me.toUpperCase())).toBe(1);
    await attempts.clear(` ${me.toUpperCase()}`);
    expect(await attempts.admit(me)).toBeNull();
    for (let i = 0; i < 2; i++) await attempts.admit(me);
    expect(await attempts.admit(me)).toBe(1);
    nowMs += 60_000;
    for (let i = 0; i < 3; i++) expect(await attempts.admit(me)).toBeNull();
  });
}
