import type { User, UserStatus } from '@leafwise/contract';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { type Actor, type AuditRecord, recordAction, userLabel } from '../audit/audit.ts';
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

/** What a change of these fields is called in the audit trail. */
function changesMade(before: UserRow, after: UserRow): AuditRecord[] {
  const about = { targetId: after.id, target: userLabel(before) };
  const records: AuditRecord[] = [];
  if (before.name !== after.name) records.push({ ...about, action: 'user.rename', details: `now "${after.name}"` });
  if (before.role !== after.role) {
    records.push({ ...about, action: after.role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin' });
  }
  if (before.banned !== after.banned) records.push({ ...about, action: after.banned ? 'user.ban' : 'user.unban' });
  return records;
}

/**
 * Changes a user's name, role or ban. Done by an admin (`actor`), every change it makes is
 * recorded in the audit trail in the same transaction; a change to what already is records nothing.
 */
export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'role' | 'banned'>>,
  actor?: Actor,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = actor ? await tx.select().from(users).where(eq(users.id, id)).for('update') : [];
    // A ban of ours has no end date; an unban also ends a timed one early. Either way no old
    // expiry or reason is left behind to lift (or explain) a ban it was not part of.
    const banFields =
      changes.banned === undefined ? {} : { banExpires: null, ...(changes.banned ? {} : { banReason: null }) };
    const [row] = await tx
      .update(users)
      .set({ ...changes, ...banFields, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    // A ban ends every session at once (the guards read sessions from the database each time) and
    // takes the user off the leaderboards (docs/product.md#roles).
    if (row && changes.banned) {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await removeFromLeaderboards(tx, id);
    }
    if (row && before && actor) {
      for (const record of changesMade(before, row)) await recordAction(tx, actor, record);
    }
    return row;
  });
}

/** Signs the user out everywhere; returns how many sessions ended, or undefined for no such user. */
export async function endSessions(db: Db, id: string, actor: Actor): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id));
    if (!user) return undefined;
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    await recordAction(tx, actor, {
      action: 'user.end_sessions',
      targetId: id,
      target: userLabel(user),
      details: `${ended.length} ${ended.length === 1 ? 'session' : 'sessions'} ended`,
    });
    return ended.length;
  });
}

/**
 * Deletes the user and everything of theirs: sessions, credentials, quizzes and leaderboard
 * entries by cascade, and any outstanding verification or reset token. Done by an admin
 * (`actor`), the deletion is recorded in the audit trail in the same transaction.
 */
export async function deleteUser(db: Db, id: string, actor?: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ email: users.email, name: users.name });
    if (!row) return false;
    await tx.delete(verifications).where(or(eq(verifications.value, id), eq(verifications.identifier, row.email)));
    if (actor) await recordAction(tx, actor, { action: 'user.delete', targetId: id, target: userLabel(row) });
    return true;
  });
}

/** ADMIN_EMAILS, as the audit trail names what it grants. */
export const ADMIN_EMAILS_ACTOR: Actor = { id: null, label: 'ADMIN_EMAILS (server configuration)', origin: 'server' };

/**
 * Makes every account whose address is in ADMIN_EMAILS an admin, each grant recorded in the audit
 * trail in the same transaction; returns how many changed.
 */
export async function grantAdmins(db: Db, emails: Set<string>): Promise<number> {
  if (emails.size === 0) return 0;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(and(inArray(users.email, [...emails]), ne(users.role, 'admin')))
      .returning();
    for (const user of changed) {
      await recordAction(tx, ADMIN_EMAILS_ACTOR, {
        action: 'user.grant_admin',
        targetId: user.id,
        target: userLabel(user),
        details: 'at server start',
      });
    }
    return changed.length;
  });
}
