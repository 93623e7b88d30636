import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/auth/guards.ts';
import { SessionCache } from '../src/auth/session-cache.ts';
import { createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const ada: SessionUser = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user', banned: false };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('SessionCache', () => {
  it('keeps a lookup only if nothing was written while it was made', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.invalidate(); // a ban commits while the lookup is in flight
    cache.set('cookie', ada, inAnHour(), before);
    expect(cache.get('cookie')).toBeUndefined();
    cache.set('cookie', ada, inAnHour(), cache.generation);
    expect(cache.get('cookie')).toEqual(ada);
    cache.invalidate();
    expect(cache.get('cookie')).toBeUndefined();
  });

  it('forgets an entry when its time or its session runs out, and holds at most maxEntries', () => {
    const cache = new SessionCache({ ttlMs: 1_000, maxEntries: 2 });
    const now = 1_000_000;
    cache.set('a', ada, new Date(now + 60_000), cache.generation, now);
    cache.set('b', ada, new Date(now + 500), cache.generation, now);
    expect(cache.get('a', now + 999)).toEqual(ada);
    expect(cache.get('a', now + 1_000)).toBeUndefined();
    expect(cache.get('b', now + 500)).toBeUndefined();
    cache.set('c', ada, new Date(now + 60_000), cache.generation, now);
    cache.set('d', ada, new Date(now + 60_000), cache.generation, now);
    cache.set('e', ada, new Date(now + 60_000), cache.generation, now);
    expect(['c', 'd', 'e'].map((key) => cache.get(key, now) !== undefined)).toEqual([false, true, true]);
  });

  it('is emptied by every adapter call that can write, not by reads', async () => {
    const cache = new SessionCache();
    const adapter = cache.wrapAdapter({
      id: 'test',
      findOne: async () => null,
      count: async () => 0,
      update: async () => ({}),
      deleteMany: async () => {
        throw new Error('refused');
      },
    });
    const generation = cache.generation;
    await adapter.findOne();
    await adapter.count();
    expect(cache.generation).toBe(generation);
    await adapter.update();
    expect(cache.generation).toBe(generation + 1);
    await expect(adapter.deleteMany()).rejects.toThrow('refused');
    expect(cache.generation).toBe(generation + 2);
  });
});

describe('signed-in requests on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([makeSpecies()]);
  });
  afterAll(() => t.app.close());

  const whoAmI = (cookie: string, email: string) =>
    t.app.inject({ url: `/api/users/email/${email}`, headers: { cookie } }).then((response) => response.statusCode);

  it('uses the cache, and a sign-out through better-auth ends the session on the next request', async () => {
    if (t.database.kind !== 'pglite') return expect(t.app.sessionCache).toBeUndefined();
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
  });
});
