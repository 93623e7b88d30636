import { randomBytes } from 'node:crypto';
import {
  ADMIN_ERRORS,
  ADMIN_USERS_PAGE,
  type AdminUserResponse,
  AdminUserResponseSchema,
  type AdminUsersResponse,
  AdminUsersResponseSchema,
} from '@leafwise/contract';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLabel } from '../src/audit/audit.ts';
import { adminActions } from '../src/db/admin-schema.ts';
import { sessions, users } from '../src/db/auth-schema.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { quizzes } from '../src/db/quiz-schema.ts';
import { updateUser } from '../src/users/users-repository.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { seedEntries, seedEntryFor } from './helpers/leaderboards.ts';
import { call } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
  admin = await createAccount(t, { name: 'Warden', role: 'admin' });
});
afterAll(() => t.app.close());

const search = (query: string) => call<AdminUsersResponse>(t, admin, 'GET', `/api/admin/users${query}`);
const getUser = (id: string) => call<AdminUserResponse>(t, admin, 'GET', `/api/admin/users/${id}`);
const change = (id: string, what: string) =>
  call<AdminUserResponse>(t, admin, 'POST', `/api/admin/users/${encodeURIComponent(id)}/${what}`);
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const sessionCount = (id: string) => t.database.db.$count(sessions, eq(sessions.userId, id));
const entryCount = (id: string) => t.database.db.$count(leaderboardEntries, eq(leaderboardEntries.user_id, id));

/** The audit rows written after `since` (an audit_id), oldest first. */
const auditSince = (since: number) =>
  t.database.db.select().from(adminActions).where(gt(adminActions.audit_id, since)).orderBy(asc(adminActions.audit_id));
const lastAuditId = async () =>
  (
    await t.database.db.select({ id: sql<number>`coalesce(max(${adminActions.audit_id}), 0)::int` }).from(adminActions)
  )[0]?.id ?? 0;

/** Users written straight to the table, signed up a minute apart in the order given (the last newest). */
async function seedUsers(
  names: string[],
  emailOf = (i: number) => `seed-${i}-${randomBytes(4).toString('hex')}@example.com`,
) {
  const start = Date.now() - names.length * 60_000;
  const rows = names.map((name, i) => ({
    id: `seed-${randomBytes(8).toString('hex')}`,
    name,
    email: emailOf(i),
    emailVerified: i % 2 === 0,
    createdAt: new Date(start + i * 60_000),
  }));
  await t.database.db.insert(users).values(rows);
  return rows;
}

/**
 * Makes every write to `table` fail inside its transaction, as a broken disk or a constraint
 * would, until the returned function is called.
 */
async function failWritesTo(table: 'users' | 'admin_actions') {
  const name = `fail_${table}_${randomBytes(4).toString('hex')}`;
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  await run(`create function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'writes to ${table} fail in this test'; end $$`);
  await run(
    `create trigger ${name} before insert or update or delete on ${table} for each row execute function ${name}()`,
  );
  return async () => {
    await run(`drop trigger ${name} on ${table}`);
    await run(`drop function ${name}()`);
  };
}

describe('finding users', () => {
  it('finds by part of the name or the e-mail address, in any case', async () => {
    const [juniper, other] = await seedUsers(['Juniper Quillfeather', 'Alder Brook'], (i) =>
      i === 0
        ? `jq-${randomBytes(3).toString('hex')}@example.org`
        : `ALDER.brooklet-${randomBytes(3).toString('hex')}@example.org`,
    );
    const byName = await search('?q=QUILLFEATH');
    expect(byName.status).toBe(200);
    expect(AdminUsersResponseSchema.parse(byName.body)).toEqual(byName.body);
    expect(byName.body.users.map((user) => user.user_id)).toEqual([juniper?.id]);
    expect(byName.body.total).toBe(1);
    const byEmail = await search(`?q=${encodeURIComponent(' BROOKLET ')}`);
    expect(byEmail.body.users.map((user) => user.user_id)).toEqual([other?.id]);
    expect((await search('?q=nobody-is-called-this')).body).toEqual({ users: [], total: 0 });
  });

  it('takes %, _ and \\ in the search as themselves', async () => {
    const [percent, , underscore] = await seedUsers(['Oak 100% sure', 'Oak 1000 sure', 'Elm a_b', 'Elm axb']);
    expect((await search(`?q=${encodeURIComponent('100%')}`)).body.users.map((user) => user.user_id)).toEqual([
      percent?.id,
    ]);
    expect((await search(`?q=${encodeURIComponent('a_b')}`)).body.users.map((user) => user.user_id)).toEqual([
      underscore?.id,
    ]);
    expect((await search(`?q=${encodeURIComponent('\\')}`)).body.total).toBe(0);
  });

  it(`lists the newest sign-ups first, ${ADMIN_USERS_PAGE} a page`, async () => {
    const tag = `Pager${randomBytes(3).toString('hex')}`;
    const seeded = await seedUsers(Array.from({ length: ADMIN_USERS_PAGE + 5 }, (_, i) => `${tag} ${i}`));
    const newestFirst = seeded.map((row) => row.id).reverse();
    const first = await search(`?q=${tag}`);
    expect(first.body.total).toBe(ADMIN_USERS_PAGE + 5);
    expect(first.body.users.map((user) => user.user_id)).toEqual(newestFirst.slice(0, ADMIN_USERS_PAGE));
    const second = await search(`?q=${tag}&offset=${ADMIN_USERS_PAGE}`);
    expect(second.body.users.map((user) => user.user_id)).toEqual(newestFirst.slice(ADMIN_USERS_PAGE));
    expect(second.body.total).toBe(ADMIN_USERS_PAGE + 5);
    // Everyone, when nothing is searched for.
    const everyone = await search('');
    const signedUp = everyone.body.users.map((user) => user.created_at);
    expect(signedUp).toEqual([...signedUp].sort().reverse());
    expect(everyone.body.total).toBe(await t.database.db.$count(users));
  });

  it('refuses a bad search or page with a clear message', async () => {
    expect(await search('?offset=-1')).toEqual({
      status: 400,
      body: { msg: 'offset must be a whole number from 0 to 100000' },
    });
    expect((await search(`?q=${'a'.repeat(101)}`)).body.msg).toContain('q must be at most 100 characters');
    expect(await search('?page=2')).toEqual({ status: 400, body: { msg: 'unknown parameter: page' } });
  });
});

describe('what the console shows of a user', () => {
  it('gives status, sign-up, last activity, open sessions and board entries with their ranks', async () => {
    const rowan = await createAccount(t, { name: 'Rowan' });
    const db = t.database.db;
    // Two signed-in devices, and one whose session has run out.
    const [open] = await db.select().from(sessions).where(eq(sessions.userId, rowan.id));
    await db.insert(sessions).values([
      {
        id: `s-${randomBytes(6).toString('hex')}`,
        token: randomBytes(16).toString('hex'),
        userId: rowan.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      {
        id: `s-${randomBytes(6).toString('hex')}`,
        token: randomBytes(16).toString('hex'),
        userId: rowan.id,
        expiresAt: new Date(Date.now() - 1000),
        updatedAt: new Date(Date.now() - 86_400_000),
      },
    ]);
    // A quiz answered after the sessions were last used: the latest activity.
    const quizChanged = new Date(Date.now() + 5_000);
    await db.insert(quizzes).values({ user_id: rowan.id, mode: 'test', level: 1, updated_at: quizChanged });
    const ahead = new Date(Date.now() - 3_600_000);
    await seedEntries(t, [
      { name: 'Ahead', score: 210, achievedAt: ahead },
      { name: 'Level but earlier', score: 140, achievedAt: ahead },
    ]);
    await seedEntryFor(t, rowan, 140, new Date());

    const { status, body } = await getUser(rowan.id);
    expect(status).toBe(200);
    expect(AdminUserResponseSchema.parse(body)).toEqual(body);
    const row = await userRow(rowan.id);
    expect(body.user).toMatchObject({
      user_id: rowan.id,
      name: 'Rowan',
      email: rowan.email,
      user_status: 'good',
      email_verified: true,
      created_at: row?.createdAt.toISOString(),
      last_active_at: quizChanged.toISOString(),
      sessions: 2,
    });
    expect(open).toBeDefined();
    expect(body.user.board_entries).toEqual([expect.objectContaining({ board: 'ancient', score: 140, rank: 3 })]);
  });

  it('says null for someone never seen since sign-up, and banned or admin as the status', async () => {
    const [quiet] = await seedUsers(['Quiet Quince']);
    const { body } = await getUser(quiet?.id as string);
    expect(body.user).toMatchObject({ last_active_at: null, sessions: 0, board_entries: [], email_verified: true });
    expect((await getUser(admin.id)).body.user.user_status).toBe('admin');
    const banned = await createAccount(t, { banned: true });
    expect((await getUser(banned.id)).body.user.user_status).toBe('banned');
  });

  it('answers 404 for no such user', async () => {
    expect(await getUser('no-such-user')).toEqual({ status: 404, body: { msg: ADMIN_ERRORS.noSuchUser } });
  });
});

describe('changing a user', () => {
  it('bans: ends their sessions, takes them off the board, and records it once', async () => {
    const hazel = await createAccount(t, { name: 'Hazel' });
    await seedEntryFor(t, hazel, 98);
    const since = await lastAuditId();
    const { status, body } = await change(hazel.id, 'ban');
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ user_id: hazel.id, user_status: 'banned', sessions: 0, board_entries: [] });
    expect((await userRow(hazel.id))?.banned).toBe(true);
    expect(await sessionCount(hazel.id)).toBe(0);
    expect(await entryCount(hazel.id)).toBe(0);
    // Their session no longer works.
    expect((await call(t, hazel, 'GET', `/api/users/email/${hazel.email}`)).status).toBe(401);
    const audit = await auditSince(since);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.ban',
        actor: admin.email,
        actor_id: admin.id,
        target: userLabel({ name: 'Hazel', email: hazel.email }),
        target_id: hazel.id,
        origin: '127.0.0.1',
      }),
    ]);
  });

  it('unbans, grants and revokes admin, each visible at once and recorded once', async () => {
    const elder = await createAccount(t, { name: 'Elder', banned: true });
    const steps = [
      { what: 'unban', status: 'good', action: 'user.unban', row: { banned: false, role: 'user' } },
      { what: 'grant-admin', status: 'admin', action: 'user.grant_admin', row: { banned: false, role: 'admin' } },
      { what: 'revoke-admin', status: 'good', action: 'user.revoke_admin', row: { banned: false, role: 'user' } },
    ] as const;
    for (const step of steps) {
      const since = await lastAuditId();
      const { status, body } = await change(elder.id, step.what);
      expect(status).toBe(200);
      expect(body.user.user_status).toBe(step.status);
      expect(await userRow(elder.id)).toMatchObject(step.row);
      const audit = await auditSince(since);
      expect(audit.map((row) => [row.action, row.actor_id, row.target_id, row.origin])).toEqual([
        [step.action, admin.id, elder.id, '127.0.0.1'],
      ]);
    }
  });

  it("ends a user's sessions without banning them, and says how many ended", async () => {
    const birch = await createAccount(t, { name: 'Birch' });
    const since = await lastAuditId();
    const { status, body } = await change(birch.id, 'end-sessions');
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ user_status: 'good', sessions: 0 });
    expect(await sessionCount(birch.id)).toBe(0);
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({ action: 'user.end_sessions', target_id: birch.id, details: '1 session ended' }),
    ]);
  });

  it('takes no body, or an empty JSON object, and refuses anything in one', async () => {
    const cedar = await createAccount(t, { name: 'Cedar' });
    const post = (payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${cedar.id}/end-sessions`,
        headers: { cookie: admin.cookie },
        ...(payload === undefined ? {} : { payload }),
      });
    const bare = await post();
    expect(bare.statusCode).toBe(200);
    expect(bare.json().user.user_id).toBe(cedar.id);
    expect((await post({})).statusCode).toBe(200);
    const extra = await post({ reason: 'spam' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ msg: 'unknown parameter: reason' });
  });

  it('refuses a change it does not know', async () => {
    const { status, body } = await change(admin.id, 'promote');
    expect(status).toBe(400);
    expect(body.msg).toContain('change must be one of ban, unban, grant-admin, revoke-admin, end-sessions');
  });

  it('will not let an admin ban themself or remove their own admin right; nothing changes, nothing is recorded', async () => {
    const since = await lastAuditId();
    expect(await change(admin.id, 'ban')).toEqual({ status: 400, body: { msg: ADMIN_ERRORS.banSelf } });
    expect(await change(admin.id, 'revoke-admin')).toEqual({ status: 400, body: { msg: ADMIN_ERRORS.revokeSelf } });
    expect(await userRow(admin.id)).toMatchObject({ banned: false, role: 'admin' });
    expect(await sessionCount(admin.id)).toBeGreaterThan(0);
    expect(await auditSince(since)).toEqual([]);
  });

  it('answers 404 for no such user, and records nothing', async () => {
    const since = await lastAuditId();
    for (const what of ['ban', 'unban', 'grant-admin', 'revoke-admin', 'end-sessions']) {
      expect(await change('no-such-user', what)).toEqual({ status: 404, body: { msg: ADMIN_ERRORS.noSuchUser } });
    }
    expect(await auditSince(since)).toEqual([]);
  });
});

describe('deleting a user', () => {
  it('removes the account and everything of it, and records who it was', async () => {
    const aspen = await createAccount(t, { name: 'Aspen' });
    await seedEntryFor(t, aspen, 56);
    const since = await lastAuditId();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${aspen.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await userRow(aspen.id)).toBeUndefined();
    expect(await sessionCount(aspen.id)).toBe(0);
    expect(await entryCount(aspen.id)).toBe(0);
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({
        action: 'user.delete',
        actor: admin.email,
        target: userLabel({ name: 'Aspen', email: aspen.email }),
        target_id: aspen.id,
        origin: '127.0.0.1',
      }),
    ]);
    expect(await getUser(aspen.id)).toEqual({ status: 404, body: { msg: ADMIN_ERRORS.noSuchUser } });
  });

  it('refuses to delete the admin themself here, or no such user, and records nothing', async () => {
    const since = await lastAuditId();
    expect(await call(t, admin, 'DELETE', `/api/admin/users/${admin.id}`)).toEqual({
      status: 400,
      body: { msg: ADMIN_ERRORS.deleteSelf },
    });
    expect(await userRow(admin.id)).toBeDefined();
    expect(await call(t, admin, 'DELETE', '/api/admin/users/no-such-user')).toEqual({
      status: 404,
      body: { msg: ADMIN_ERRORS.noSuchUser },
    });
    expect(await auditSince(since)).toEqual([]);
  });
});

describe('an action and its audit record, together or not at all', () => {
  it('records nothing when the change itself fails', async () => {
    const larch = await createAccount(t, { name: 'Larch' });
    const since = await lastAuditId();
    const restore = await failWritesTo('users');
    try {
      const { status } = await change(larch.id, 'ban');
      expect(status).toBe(500);
    } finally {
      await restore();
    }
    expect(await userRow(larch.id)).toMatchObject({ banned: false });
    expect(await sessionCount(larch.id)).toBe(1);
    expect(await auditSince(since)).toEqual([]);
  });

  it('undoes the change when its audit record cannot be written', async () => {
    const maple = await createAccount(t, { name: 'Maple' });
    await seedEntryFor(t, maple, 70);
    const restore = await failWritesTo('admin_actions');
    try {
      expect((await change(maple.id, 'ban')).status).toBe(500);
      expect((await change(maple.id, 'end-sessions')).status).toBe(500);
      expect((await call(t, admin, 'DELETE', `/api/admin/users/${maple.id}`)).status).toBe(500);
    } finally {
      await restore();
    }
    // The ban, its ended sessions and removed entry, the other ended sessions and the deletion: all undone.
    expect(await userRow(maple.id)).toMatchObject({ banned: false });
    expect(await sessionCount(maple.id)).toBe(1);
    expect(await entryCount(maple.id)).toBe(1);
    expect((await call(t, maple, 'GET', `/api/users/email/${maple.email}`)).status).toBe(200);
  });

  it('undoes it too when the record is refused by the table itself (an actor with no name)', async () => {
    const yew = await createAccount(t, { name: 'Yew' });
    const nameless = { id: admin.id, label: null as unknown as string, origin: 'test' };
    await expect(updateUser(t.database.db, yew.id, { banned: true }, nameless)).rejects.toThrow();
    expect(await userRow(yew.id)).toMatchObject({ banned: false });
    expect(await sessionCount(yew.id)).toBe(1);
  });
});
