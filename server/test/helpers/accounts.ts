import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/auth-schema.ts';
import { updateUser } from '../../src/users/users-repository.ts';
import type { TestApp } from './test-app.ts';

/** A made-up client address, so that fixtures do not share one rate-limit bucket. */
export const someIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export type Account = { id: string; email: string; name: string; password: string; cookie: string };

const PASSWORD = 'a-good-long-password';
// Argon2 at its production cost is about 80 ms of CPU a time, and most files make several
// accounts: the one password is hashed once per process (as better-auth hashes it).
let passwordHash: Promise<string> | undefined;

/**
 * A verified, signed-in account, arranged directly through better-auth's own adapter (the user
 * and credential rows sign-up writes, its hooks included, and a session as sign-in makes one),
 * so that a file's accounts cost no password hashing. Sign-up and sign-in themselves are tested
 * through their endpoints (auth-journey.test.ts and others). Options make it an admin or ban it.
 */
export async function createAccount(
  t: TestApp,
  { name = 'Tester', role = 'user', banned = false }: { name?: string; role?: 'user' | 'admin'; banned?: boolean } = {},
): Promise<Account> {
  const email = `user-${randomBytes(5).toString('hex')}@example.com`;
  const context = await t.app.auth.$context;
  passwordHash ??= context.password.hash(PASSWORD);
  const user = await context.internalAdapter.createUser(
    { name, email, emailVerified: true },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash,
  });
  const [row] = await t.database.db.update(users).set({ role }).where(eq(users.id, user.id)).returning();
  if (!row) throw new Error('no user was made');
  const session = await context.internalAdapter.createSession(user.id, false, {
    ipAddress: someIp(),
    userAgent: 'lightMyRequest',
  });
  // Signed as better-call signs a cookie: `value.base64(HMAC-SHA256(secret, value))`.
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const cookie = `${context.authCookies.sessionToken.name}=${session.token}.${signature}`;
  if (banned) await updateUser(t.database.db, row.id, { banned: true });
  return { id: row.id, email, name, password: PASSWORD, cookie };
}
