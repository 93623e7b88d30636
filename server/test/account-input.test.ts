import { randomBytes } from 'node:crypto';
import { NAME_MAX_LENGTH, PASSWORD_ERRORS } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/auth-schema.ts';
import type { Outbox } from '../src/mail/mailer.ts';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../src/mail/recipient-cap.ts';
import { type Account, createAccount, someIp } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = [makeSpecies()];
let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await createTestApp(catalog);
  me = await createAccount(t, { name: 'Hazel' });
});
afterAll(() => t.app.close());

const newEmail = () => `new-${randomBytes(5).toString('hex')}@example.com`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: someIp() });
const signUp = (payload: object) => post('/api/auth/sign-up/email', payload);
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const outbox = () => (t.app.mailer as Outbox).list();

describe('names, 1 to 50 characters wherever they are set', () => {
  it.each([
    ['empty', '', 'name must not be blank'],
    ['only spaces', '    ', 'name must not be blank'],
    [
      `${NAME_MAX_LENGTH + 1} characters`,
      'x'.repeat(NAME_MAX_LENGTH + 1),
      `name must be at most ${NAME_MAX_LENGTH} characters`,
    ],
    ['1,000 characters', 'x'.repeat(1000), `name must be at most ${NAME_MAX_LENGTH} characters`],
  ])('refuses a sign-up with a name %s, creating nothing and sending nothing', async (_, name, message) => {
    const email = newEmail();
    const response = await signUp({ name, email, password: 'a-good-long-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userByEmail(email)).toBeUndefined();
    expect(outbox().filter((mail) => mail.to === email)).toEqual([]);
  });

  it('refuses a name of a million characters (over the body limit) cleanly', async () => {
    const response = await signUp({ name: 'x'.repeat(1_000_000), email: newEmail(), password: 'a-good-long-password' });
    expect([400, 413]).toContain(response.statusCode);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['51 characters', 'y'.repeat(51)],
  ])('refuses update-user with a name %s, changing nothing', async (_, name) => {
    const response = await post('/api/auth/update-user', { name }, { cookie: me.cookie });
    expect(response.statusCode).toBe(400);
    expect((await userByEmail(me.email))?.name).toBe('Hazel');
  });

  it('trims a name as our users route does', async () => {
    const email = newEmail();
    expect((await signUp({ name: '  Rowan  ', email, password: 'a-good-long-password' })).statusCode).toBe(200);
    expect((await userByEmail(email))?.name).toBe('Rowan');
    expect((await post('/api/auth/update-user', { name: ' Hazel Nut ' }, { cookie: me.cookie })).statusCode).toBe(200);
    expect((await userByEmail(me.email))?.name).toBe('Hazel Nut');
  });
});

describe('passwords that are too easy to guess', () => {
  it.each([
    ['password123', PASSWORD_ERRORS.common],
    ['Password123', PASSWORD_ERRORS.common],
    ['qwertyuiop', PASSWORD_ERRORS.common],
    ['iloveyou1', PASSWORD_ERRORS.common],
    ['        ', PASSWORD_ERRORS.blank],
  ])('refuses %j at sign-up, creating nothing', async (password, message) => {
    const email = newEmail();
    const response = await signUp({ name: 'Elm', email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses one as a new password on change, and keeps the old one', async () => {
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: me.password, newPassword: 'Password123' },
      { cookie: me.cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSWORD_ERRORS.common);
    const signIn = await post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses one on reset, before the token is spent', async () => {
    const response = await post('/api/auth/reset-password', { newPassword: 'qwertyuiop', token: 'not-a-real-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSWORD_ERRORS.common);
  });

  it('takes a long passphrase of its own', async () => {
    const response = await signUp({ name: 'Elm', email: newEmail(), password: 'seven lime trees by the old mill' });
    expect(response.statusCode).toBe(200);
  });
});

describe('e-mails to one address', () => {
  it(`sends at most ${MAILS_PER_RECIPIENT_PER_HOUR} in an hour, whoever asks, and answers the same either way`, async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const response = await post('/api/auth/request-password-reset', {
        email: me.email,
        redirectTo: '/reset-password',
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([200]);
    expect(outbox().filter((mail) => mail.to === me.email)).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
    // Sign-up notices to the same address count against the same cap.
    const again = await signUp({ name: 'Someone', email: me.email, password: 'a-good-long-password' });
    expect(again.statusCode).toBe(200);
    expect(outbox().filter((mail) => mail.to === me.email)).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
