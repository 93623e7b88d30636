import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const origin = 'http://localhost:3000';

describe("an admin setting a user's password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([]);
  });
  afterAll(() => t.app.close());

  const session = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json();

  it("ends every one of that user's sessions at once, and the new password signs in", async () => {
    const admin = await createAccount(t, { role: 'admin' });
    const user = await createAccount(t);
    // Used once first, so that a session cache (embedded database) holds it.
    expect(
      (await t.app.inject({ url: `/api/users/email/${user.email}`, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    expect((await session(user.cookie))?.user.id).toBe(user.id);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/set-user-password',
      headers: { origin, cookie: admin.cookie },
      payload: { userId: user.id, newPassword: 'a-brand-new-password' },
    });
    expect(set.statusCode).toBe(200);
    expect(await session(user.cookie)).toBeNull();
    expect(
      (await t.app.inject({ url: `/api/users/email/${user.email}`, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    // The admin's own session is untouched.
    expect((await session(admin.cookie))?.user.id).toBe(admin.id);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: user.email, password: 'a-brand-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
