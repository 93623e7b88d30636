import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/auth-schema.ts';
import { updateUser } from '../../src/users/users-repository.ts';
import type { TestApp } from './test-app.ts';

/** A made-up client address, so that fixtures do not share one rate-limit bucket. */
export const someIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export type Account = { id: string; email: string; name: string; password: string; cookie: string };

/**
 * A verified account, signed in, made through the real sign-up and sign-in endpoints; the
 * verification step is arranged directly. Options make it an admin or ban it after sign-in.
 */
export async function createAccount(
  t: TestApp,
  { name = 'Tester', role = 'user', banned = false }: { name?: string; role?: 'user' | 'admin'; banned?: boolean } = {},
): Promise<Account> {
  const email = `user-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'a-good-long-password';
  const headers = { origin: 'http://localhost:3000' };
  const remoteAddress = someIp();
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    remoteAddress,
    payload: { name, email, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const [row] = await t.database.db
    .update(users)
    .set({ emailVerified: true, role })
    .where(eq(users.email, email))
    .returning();
  if (!row) throw new Error('sign-up made no user');
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    remoteAddress,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  if (banned) await updateUser(t.database.db, row.id, { banned: true });
  return { id: row.id, email, name, password, cookie };
}
