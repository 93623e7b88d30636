import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/auth-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-better-auth';
const COOKIE = 'better-auth.session_token';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
  me = await createAccount(t, { name: 'Sorrel' });
});
afterAll(() => t.app.close());

const find = (cookie: string | undefined, hasAuthorization = false) =>
  t.app.sessionLookup.find(cookie, hasAuthorization);
const signed = (token: string) =>
  `${COOKIE}=${encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)}`;
const tokenOf = (account: Account) => {
  const value = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(account.cookie)?.[1] ?? '');
  return value.slice(0, value.lastIndexOf('.'));
};
const setExpiry = (account: Account, expiresAt: Date) =>
  t.database.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, tokenOf(account)));
/** Through a signed-in route, with no cached session in the way. */
const status = async (account: Account) => {
  t.app.sessionCache?.forget();
  const response = await t.app.inject({
    url: `/api/users/email/${account.email}`,
    headers: { cookie: account.cookie },
  });
  return response.statusCode;
};

describe('SessionLookup', () => {
  it("finds a plain cookie session's user in one query, as better-auth would", async () => {
    const found = await find(me.cookie);
    expect(found?.user).toEqual({ id: me.id, name: 'Sorrel', email: me.email, role: 'user', banned: false });
    expect(found?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    // Our own signing matches better-auth's: the same cookie, and other cookies beside it are fine.
    const sent = me.cookie.split('; ').find((part) => part.startsWith(COOKIE)) ?? '';
    expect(decodeURIComponent(signed(tokenOf(me)))).toBe(decodeURIComponent(sent));
    expect((await find(`theme=dark; ${signed(tokenOf(me))}`))?.user.id).toBe(me.id);
  });

  it('accepts nothing else: no cookie, a bad signature, an unknown token, a bearer token, cookies better-auth rewrites', async () => {
    const token = tokenOf(me);
    const cases: [string | undefined, boolean][] = [
      [undefined, false],
      ['theme=dark', false],
      [`${COOKIE}=${token}`, false],
      [`${COOKIE}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`, false],
      [`${COOKIE}=${encodeURIComponent(`${token}x.${signed(token).split('.').at(-1)}`)}`, false],
      [signed('no-such-token'), false],
      [me.cookie, true],
      [`${me.cookie}; better-auth.dont_remember=x`, false],
      [`${me.cookie}; better-auth.session_data=x`, false],
    ];
    for (const [cookie, hasAuthorization] of cases) expect(await find(cookie, hasAuthorization)).toBeUndefined();
  });

  it('leaves an expired session to better-auth, which ends it', async () => {
    const other = await createAccount(t);
    await setExpiry(other, new Date(Date.now() - 1000));
    expect(await find(other.cookie)).toBeUndefined();
    expect(await status(other)).toBe(401);
    expect(await t.database.db.$count(sessions, eq(sessions.token, tokenOf(other)))).toBe(0);
  });

  it('leaves a session due to be extended to better-auth, which extends it', async () => {
    const other = await createAccount(t);
    // Made more than a day ago (updateAge) with a 7-day life: due.
    const due = new Date(Date.now() + 5 * DAY_MS);
    await setExpiry(other, due);
    expect(await find(other.cookie)).toBeUndefined();
    expect(await status(other)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(other)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(due.getTime() + DAY_MS);
    expect((await find(other.cookie))?.user.id).toBe(other.id);
  });

  it('finds a banned user as banned, whom the guard refuses; a signed-out session is gone', async () => {
    const other = await createAccount(t);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, other.id));
    expect((await find(other.cookie))?.user.banned).toBe(true);
    expect(await status(other)).toBe(403);
    await t.database.db.delete(sessions).where(eq(sessions.userId, other.id));
    expect(await find(other.cookie)).toBeUndefined();
    expect(await status(other)).toBe(401);
  });
});
