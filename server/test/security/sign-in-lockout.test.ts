import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_SPACING } from '../../src/auth/sign-in-attempts.ts';
import { createMemoryStore, createRedisStore } from '../../src/rate-limits/rate-limit-store.ts';
import { createAccount } from '../helpers/accounts.ts';
import { FakeClock } from '../helpers/fake-clock.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

const BURST = 300;
const redisUrl = process.env.REDIS_URL;
const stores = [
  { name: 'memory', create: () => createMemoryStore() },
  { name: 'Redis', create: () => createRedisStore(redisUrl ?? '', `leafwise-test:${randomBytes(4).toString('hex')}:`) },
];

describe.each(stores)('a burst of wrong passwords for one account ($name counters)', ({ name, create }) => {
  // The Redis case shows as skipped where no Redis is set up.
  it.skipIf(name === 'Redis' && !redisUrl)(
    `checks no more than ${SIGN_IN_SPACING.freeAttempts} of ${BURST} concurrent guesses, and the owner still signs in after the wait`,
    async () => {
      const time = new FakeClock();
      const t = await createTestApp([], { clock: time.clock, rateLimits: create() });
      try {
        const victim = await createAccount(t);
        // Each guess from its own address, so that the per-address limit hides nothing.
        const answers = await Promise.all(
          Array.from({ length: BURST }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: '/api/auth/sign-in/email',
              remoteAddress: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
              headers: { origin: 'http://localhost:3000' },
              payload: { email: victim.email, password: `guess-number-${i}` },
            }),
          ),
        );
        const checked = answers.filter((a) => a.statusCode === 401).length;
        const refused = answers.filter((a) => a.statusCode === 429).length;
        const met = checked <= SIGN_IN_SPACING.freeAttempts && checked + refused === BURST;
        reportAttack({
          attack: `burst of ${BURST} wrong passwords${name === 'Redis' ? ' (Redis counters)' : ''}`,
          tried: BURST,
          refused,
          figure: `${checked} checked`,
          goal: `<= ${SIGN_IN_SPACING.freeAttempts}`,
          met,
        });
        expect(checked + refused).toBe(BURST);
        expect(checked).toBeLessThanOrEqual(SIGN_IN_SPACING.freeAttempts);

        // No self-lockout: once the longest wait announced has passed, the right password works.
        const waitS = Math.max(...answers.map((a) => Number(a.headers['retry-after'] ?? 0)));
        expect(waitS).toBeGreaterThan(0);
        expect(waitS).toBeLessThanOrEqual(SIGN_IN_SPACING.maxDelayMs / 1000);
        time.advance(waitS * 1000);
        const owner = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '192.0.2.55',
          headers: { origin: 'http://localhost:3000' },
          payload: { email: victim.email, password: victim.password },
        });
        expect(owner.statusCode).toBe(200);
      } finally {
        await t.app.close();
      }
    },
  );
});
