import { ADMIN_USERS_PAGE, type AdminUser, type AdminUsersResponse } from '@leafwise/contract';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { sessions, users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { containing } from '../db/query-helpers.ts';
import { quizzes } from '../db/quiz-schema.ts';
import { userStatus } from '../users/users-repository.ts';
import { boardEntriesOf } from './board-repository.ts';

const matching = (q: string | undefined): SQL | undefined =>
  q ? or(ilike(users.name, containing(q)), ilike(users.email, containing(q))) : undefined;

/**
 * The users `where` picks, newest sign-up first, as the console shows them. Activity and open
 * sessions come from correlated counts over the per-user indexes, and board entries from one more
 * query: two queries a page, however many users it holds.
 */
async function readUsers(db: Db, where: SQL | undefined, page: { offset: number; limit: number }, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      user: users,
      // A session's updated_at moves as it is used; a quiz's as it is answered. Columns are named
      // with their table: Drizzle leaves it out in a query of one table.
      last_active_at: sql<Date | null>`greatest(
        (select max(s.updated_at) from ${sessions} s where s.user_id = ${users}.id),
        (select max(q.updated_at) from ${quizzes} q where q.user_id = ${users}.id))`.mapWith(sessions.updatedAt),
      sessions: sql<number>`(select count(*) from ${sessions} s where s.user_id = ${users}.id and s.expires_at > ${at})::int`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const entries = await boardEntriesOf(
    db,
    rows.map((row) => row.user.id),
  );
  return rows.map(
    ({ user, last_active_at, sessions: open }): AdminUser => ({
      user_id: user.id,
      name: user.name,
      email: user.email,
      user_status: userStatus(user),
      banned_until: user.banned && user.banExpires ? user.banExpires.toISOString() : null,
      email_verified: user.emailVerified,
      created_at: user.createdAt.toISOString(),
      last_active_at: last_active_at?.toISOString() ?? null,
      sessions: open,
      board_entries: entries.get(user.id) ?? [],
    }),
  );
}

/** Users whose name or e-mail address holds `q` (any case), a page at a time from `offset`. */
export async function searchUsers(
  db: Db,
  { q, offset, now }: { q?: string; offset: number; now: Date },
): Promise<AdminUsersResponse> {
  const where = matching(q);
  const [found, [total]] = await Promise.all([
    readUsers(db, where, { offset, limit: ADMIN_USERS_PAGE }, now),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: found, total: total?.total ?? 0 };
}

export async function findAdminUser(db: Db, id: string, now: Date): Promise<AdminUser | undefined> {
  return (await readUsers(db, eq(users.id, id), { offset: 0, limit: 1 }, now))[0];
}
