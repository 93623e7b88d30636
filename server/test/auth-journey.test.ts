import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_MAIL_FAILED } from '../src/auth/auth.ts';
import { accounts, users } from '../src/db/auth-schema.ts';
import { someIp } from './helpers/accounts.ts';
import { decodeQuotedPrintable, startSmtpPeer } from './helpers/smtp-peer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: (address) => address.startsWith('bounce@') });
  t = await createTestApp([], { smtpUrl: peer.url });
});
afterAll(async () => {
  await t.app.close();
  await peer.close();
});

const ORIGIN = { origin: 'http://localhost:3000' };

async function post(url: string, payload: object, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    // Rate limits have a test of their own; here each request comes from its own address.
    remoteAddress: someIp(),
  });
  return { status: response.statusCode, body: response.json(), cookies: response.cookies, headers: response.headers };
}

async function session(cookie: string) {
  const response = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  return response.json() as { user: { email: string; name: string } } | null;
}

/** The link of the newest message to `to`, from the real SMTP peer. */
function lastLinkTo(to: string, path: string): string {
  const mail = [...peer.received].reverse().find((m) => m.to.includes(to));
  const body = decodeQuotedPrintable(mail?.raw ?? '');
  const link = body.match(new RegExp(`http://localhost:3000${path}\\?token=[\\w.-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in the mail to ${to}:\n${body}`);
  return link;
}

const sessionCookie = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('sign-up, verification, sign-in and password reset', () => {
  const email = 'alex@example.com';
  let cookie = '';

  it('signs up (storing the address in lower case) and e-mails a link to our verification page', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Alex',
      email: 'Alex@Example.com',
      password: 'acorns-and-oaks',
    });
    expect(response.status).toBe(200);
    expect(response.cookies).toEqual([]); // still signed out
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: 'Alex', emailVerified: false, role: 'user', banned: false });
    expect(lastLinkTo(email, '/verify-email')).toBeTruthy();
  });

  it('stores the password as an Argon2id hash at OWASP parameters', async () => {
    const [account] = await t.database.db.select().from(accounts);
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses to sign in before the address is verified', async () => {
    const response = await post('/api/auth/sign-in/email', { email, password: 'acorns-and-oaks' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('verifies the address from the e-mailed token', async () => {
    const token = new URL(lastLinkTo(email, '/verify-email')).searchParams.get('token');
    const first = await t.app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(first.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    // Used again, the link still says the address is verified; a forged one is refused by name.
    expect((await t.app.inject({ url: `/api/auth/verify-email?token=${token}` })).json()).toMatchObject({
      status: true,
    });
    const forged = await t.app.inject({ url: '/api/auth/verify-email?token=not.a.token' });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.json().code).toBe('INVALID_TOKEN');
  });

  it('signs in, case-insensitively, with a session cookie that is httpOnly and SameSite=Lax', async () => {
    const response = await post('/api/auth/sign-in/email', { email: 'ALEX@example.com', password: 'acorns-and-oaks' });
    expect(response.status).toBe(200);
    const token = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    cookie = sessionCookie(response.cookies);
    expect((await session(cookie))?.user).toMatchObject({ email, name: 'Alex' });
  });

  it('gives the same answer to a wrong password and an unknown address', async () => {
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('resets the password from the e-mailed link and logs out every session', async () => {
    const asked = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.status).toBe(200);
    const token = new URL(lastLinkTo(email, '/reset-password')).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', { newPassword: 'beech-and-birch', token });
    expect(reset.status).toBe(200);
    expect(await session(cookie)).toBeNull();
    expect((await post('/api/auth/sign-in/email', { email, password: 'acorns-and-oaks' })).status).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'beech-and-birch' })).status).toBe(200);
  });

  it('answers a reset request for an unknown address exactly as for a known one', async () => {
    const known = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const unknown = await post('/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/reset-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });
});

describe('sign-up edge cases', () => {
  it('leaves no account behind when the verification e-mail is refused, and says so', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Bo',
      email: 'bounce@example.com',
      password: 'willow-by-water',
    });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(SIGN_UP_MAIL_FAILED);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'bounce@example.com'))).toEqual([]);
  });

  it('answers a sign-up with a taken address like a new one, and tells the owner', async () => {
    const fresh = await post('/api/auth/sign-up/email', {
      name: 'Cy',
      email: 'cy@example.com',
      password: 'holly-and-ivy',
    });
    const again = await post('/api/auth/sign-up/email', {
      name: 'Cy',
      email: 'cy@example.com',
      password: 'holly-and-ivy',
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body)).toEqual(Object.keys(fresh.body));
    const owner = peer.received.filter((m) => m.to.includes('cy@example.com'));
    expect(owner.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      'Confirm your e-mail address for Leafwise',
      'Someone tried to sign up to Leafwise with your address',
    ]);
  });

  it.each([
    ['a password of 7 characters', { name: 'Di', email: 'di@example.com', password: 'short12' }],
    ['a password of 129 characters', { name: 'Di', email: 'di@example.com', password: 'x'.repeat(129) }],
    ['no name', { email: 'di@example.com', password: 'long-enough' }],
    ['a malformed address', { name: 'Di', email: 'di-at-example', password: 'long-enough' }],
  ])('refuses %s, creating nothing', async (_what, payload) => {
    const response = await post('/api/auth/sign-up/email', payload);
    expect(response.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'di@example.com'))).toEqual([]);
  });

  it('makes an address in ADMIN_EMAILS an admin', async () => {
    await post('/api/auth/sign-up/email', { name: 'Ada', email: 'Admin@Leafwise.test', password: 'oak-ash-and-thorn' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@leafwise.test'));
    expect(row?.role).toBe('admin');
  });
});
