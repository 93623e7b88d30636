import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../src/db/auth-schema.ts';
import { createAccount, someIp } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([]);
});
afterAll(() => t.app.close());

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() };
};
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: someIp(),
    payload: { email, password },
  });

describe('users API', () => {
  it('looks a user up by e-mail, case-insensitively, with a derived user_status', async () => {
    const me = await createAccount(t, { name: 'Hazel' });
    const { status, body } = await call('GET', `/api/users/email/${me.email.toUpperCase()}`, me.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ user: { user_id: me.id, name: 'Hazel', email: me.email, user_status: 'good' } });
    const admin = await createAccount(t, { role: 'admin' });
    expect((await call('GET', `/api/users/email/${admin.email}`, admin.cookie)).body.user.user_status).toBe('admin');
    expect((await call('GET', '/api/users/email/nobody@example.com', admin.cookie)).status).toBe(404);
  });

  it('renames, trimming the name, and refuses a blank or over-long one', async () => {
    const me = await createAccount(t);
    const url = `/api/users/${me.id}`;
    expect((await call('PATCH', url, me.cookie, { name: '  Rowan  ', user_status: 'good' })).body.user.name).toBe(
      'Rowan',
    );
    for (const name of ['   ', 'x'.repeat(51)]) {
      const { status, body } = await call('PATCH', url, me.cookie, { name });
      expect(status).toBe(400);
      expect(body.msg).toContain('name');
    }
    expect((await call('PATCH', url, me.cookie, { name: 'Rowan', colour: 'green' })).body.msg).toBe(
      'unknown parameter: colour',
    );
    expect((await call('PATCH', url, me.cookie, { name: 'Rowan', email: 'new@example.com' })).status).toBe(400);
  });

  it('lets only an admin change a status, and an admin renaming themself stays an admin', async () => {
    const me = await createAccount(t);
    expect((await call('PATCH', `/api/users/${me.id}`, me.cookie, { name: 'X', user_status: 'admin' })).status).toBe(
      403,
    );
    const admin = await createAccount(t, { role: 'admin' });
    const renamed = await call('PATCH', `/api/users/${admin.id}`, admin.cookie, { name: 'Ada', user_status: 'good' });
    expect(renamed.body.user).toMatchObject({ name: 'Ada', user_status: 'admin' });
    const promoted = await call('PATCH', `/api/users/${me.id}`, admin.cookie, { name: 'X', user_status: 'admin' });
    expect(promoted.body.user.user_status).toBe('admin');
  });

  it('bans at once: the session ends, sign-in is refused, and an admin cannot ban themself', async () => {
    const admin = await createAccount(t, { role: 'admin' });
    const victim = await createAccount(t);
    expect((await call('GET', `/api/users/email/${victim.email}`, victim.cookie)).status).toBe(200);
    const banned = await call('PATCH', `/api/users/restrict/${victim.id}`, admin.cookie);
    expect(banned.body.user.user_status).toBe('banned');
    expect((await call('GET', `/api/users/email/${victim.email}`, victim.cookie)).status).toBe(401);
    const again = await signIn(victim.email, victim.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('BANNED_USER');
    expect((await call('PATCH', `/api/users/restrict/${admin.id}`, admin.cookie)).status).toBe(400);
  });

  it('deletes an account with its sessions and credentials, after which it cannot sign in', async () => {
    const me = await createAccount(t);
    expect((await call('DELETE', `/api/users/${me.id}`, me.cookie)).status).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, me.id))).toEqual([]);
    expect((await call('GET', `/api/users/email/${me.email}`, me.cookie)).status).toBe(401);
    expect((await signIn(me.email, me.password)).statusCode).toBe(401);
  });

  it('accepts a bearer token as well as the cookie', async () => {
    const me = await createAccount(t);
    const token = me.cookie.match(/session_token=([^;]+)/)?.[1] ?? '';
    const response = await t.app.inject({
      url: `/api/users/email/${me.email}`,
      headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('ADMIN_EMAILS at start', () => {
  it('promotes existing accounts with those addresses, once', async () => {
    const { grantAdmins, findUserByEmail } = await import('../src/users/users-repository.ts');
    const me = await createAccount(t);
    expect(await grantAdmins(t.database.db, new Set([me.email, 'nobody@example.com']))).toBe(1);
    expect(await grantAdmins(t.database.db, new Set([me.email]))).toBe(0);
    expect((await findUserByEmail(t.database.db, me.email))?.role).toBe('admin');
  });
});

describe('in production', () => {
  it('marks the session cookie Secure, as well as httpOnly and SameSite=Lax', async () => {
    const prod = await createTestApp([], { nodeEnv: 'production' });
    try {
      const account = await createAccount(prod).catch((error: Error) => error);
      // createAccount signs in; the cookie it got is the one to inspect.
      expect(account).not.toBeInstanceOf(Error);
      const signIn = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: someIp(),
        payload: { email: (account as { email: string }).email, password: 'a-good-long-password' },
      });
      const cookie = signIn.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.name.startsWith('__Secure-')).toBe(true);
    } finally {
      await prod.app.close();
    }
  });

  it('refuses a sign-in from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: 'x=1' },
      remoteAddress: someIp(),
      payload: { email: 'a@example.com', password: 'whatever-it-is' },
    });
    expect(response.statusCode).toBe(403);
  });
});
