import type { User, UserStatus } from '@leafwise/contract';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { sessions, users, verifications } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { removeFromLeaderboards } from '../leaderboards/leaderboards-repository.ts';

type UserRow = typeof users.$inferSelect;

export const userStatus = ({ banned, role }: Pick<UserRow, 'banned' | 'role'>): UserStatus =>
  banned ? 'banned' : role === 'admin' ? 'admin' : 'good';

export const toApiUser = (row: UserRow): User => ({
  user_id: row.id,
  name: row.name,
  email: row.email,
  user_status: userStatus(row),
});

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'role' | 'banned'>>,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    // A ban ends every session at once (the guards read sessions from the database each time) and
    // takes the user off the leaderboards (docs/product.md#roles).
    if (row && changes.banned) {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await removeFromLeaderboards(tx, id);
    }
    return row;
  });
}

/**
 * Deletes the user and everything of theirs: sessions, credentials, quizzes and leaderboard
 * entries by cascade, and any outstanding verification or reset token.
 */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ email: users.email });
    if (!row) return false;
    await tx.delete(verifications).where(or(eq(verifications.value, id), eq(verifications.identifier, row.email)));
    return true;
  });
}

/** Makes every account whose address is in ADMIN_EMAILS an admin; returns how many changed. */
export async function grantAdmins(db: Db, emails: Set<string>): Promise<number> {
  if (emails.size === 0) return 0;
  const changed = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(users.email, [...emails]), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return changed.length;
}
