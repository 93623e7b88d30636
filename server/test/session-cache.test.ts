import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/auth/guards.ts';
import { SessionCache } from '../src/auth/session-cache.ts';
import { sessions, users } from '../src/db/auth-schema.ts';
import { createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const ada: SessionUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user', banned: false };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('SessionCache', () => {
  it('keeps a lookup only if no change came while it was made', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.forget('someone-else'); // a write commits while the lookup is in flight
    cache.set('cookie', ada, inAnHour(), before);
    expect(cache.get('cookie')).toBeUndefined();
    cache.set('cookie', ada, inAnHour(), cache.generation);
    expect(cache.get('cookie')).toEqual(ada);
  });

  it("forgets only the changed user's entries, or everyone's when no user is named", () => {
    const cache = new SessionCache();
    const bob = { ...ada, id: 'u2' };
    cache.set('ada-phone', ada, inAnHour(), cache.generation);
    cache.set('ada-laptop', ada, inAnHour(), cache.generation);
    cache.set('bob', bob, inAnHour(), cache.generation);
    cache.forget(ada.id);
    expect([cache.get('ada-phone'), cache.get('ada-laptop'), cache.get('bob')]).toEqual([undefined, undefined, bob]);
    cache.forget();
    expect(cache.get('bob')).toBeUndefined();
  });

  it('forgets an entry when its time or its session runs out, and holds at most maxEntries', () => {
    let now = 1_000_000;
    const cache = new SessionCache({ ttlMs: 1_000, maxEntries: 2, now: () => now });
    cache.set('a', ada, new Date(now + 60_000), cache.generation);
    cache.set('b', ada, new Date(now + 500), cache.generation);
    now += 499;
    expect(cache.get('b')).toEqual(ada);
    now += 2;
    expect(cache.get('b')).toBeUndefined();
    now += 498;
    expect(cache.get('a')).toEqual(ada);
    now += 2;
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', ada, new Date(now + 60_000), cache.generation);
    cache.set('d', ada, new Date(now + 60_000), cache.generation);
    cache.set('e', ada, new Date(now + 60_000), cache.generation);
    expect(['c', 'd', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true]);
  });
});

const embedded = process.env.TEST_DB !== 'postgres';

describe('signed-in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([makeSpecies()]);
  });
  afterAll(() => t.app.close());

  const whoAmI = (cookie: string, email: string) =>
    t.app.inject({ url: `/api/users/email/${email}`, headers: { cookie } }).then((response) => response.statusCode);

  it.skipIf(embedded)('are read from the database each time on PostgreSQL, where the feed comes late', () => {
    expect(t.app.sessionCache).toBeUndefined();
  });

  it.runIf(embedded)(
    'use the cache, and a sign-out through better-auth ends the session on the next request',
    async () => {
      const me = await createAccount(t);
      expect(await whoAmI(me.cookie, me.email)).toBe(200);
      const generation = t.app.sessionCache?.generation;
      expect(await whoAmI(me.cookie, me.email)).toBe(200);
      expect(t.app.sessionCache?.generation).toBe(generation);
      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: me.cookie, origin: 'http://localhost:3000' },
      });
      expect(signOut.statusCode).toBe(200);
      expect(await whoAmI(me.cookie, me.email)).toBe(401);
    },
  );

  // Writes no route makes, straight in SQL, as a script or another tool would: the triggers tell the app.
  it('end at once when a ban or a deleted session is written behind the app’s back', async () => {
    const banned = await createAccount(t);
    const signedOut = await createAccount(t);
    expect(await whoAmI(banned.cookie, banned.email)).toBe(200);
    expect(await whoAmI(signedOut.cookie, signedOut.email)).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    await t.database.db.delete(sessions).where(eq(sessions.userId, signedOut.id));
    expect(await whoAmI(banned.cookie, banned.email)).toBe(403);
    expect(await whoAmI(signedOut.cookie, signedOut.email)).toBe(401);
  });
});
