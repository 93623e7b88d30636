import { randomBytes } from 'node:crypto';
import { ADMIN_ERRORS, AUDIT_PAGE, type AuditResponse, AuditResponseSchema } from '@leafwise/contract';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, recordAction } from '../src/audit/audit.ts';
import { adminActions } from '../src/db/admin-schema.ts';
import { sessions, users } from '../src/db/auth-schema.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { BAN_LAPSE_ACTOR, liftLapsedBans } from '../src/users/ban-lapses.ts';
import { ADMIN_EMAILS_ACTOR, grantAdmins } from '../src/users/users-repository.ts';
import { type Account, createAccount, someIp } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { seedEntryFor } from './helpers/leaderboards.ts';
import { call } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
  admin = await createAccount(t, { name: 'Warden', role: 'admin' });
});
afterAll(() => t.app.close());

const trail = (query: string) => call<AuditResponse>(t, admin, 'GET', `/api/admin/audit${query}`);
const lastAuditId = async () =>
  (
    await t.database.db.select({ id: sql<number>`coalesce(max(${adminActions.audit_id}), 0)::int` }).from(adminActions)
  )[0]?.id ?? 0;
const auditSince = (since: number) =>
  t.database.db.select().from(adminActions).where(gt(adminActions.audit_id, since)).orderBy(asc(adminActions.audit_id));
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const sessionCount = (id: string) => t.database.db.$count(sessions, eq(sessions.userId, id));

describe('reading the trail', () => {
  const tag = randomBytes(4).toString('hex');
  const someone: Actor = { id: null, label: `command line (arborist-${tag}@host)`, origin: 'command line' };
  let ids: number[] = [];
  beforeAll(async () => {
    const since = await lastAuditId();
    const db = t.database.db;
    await recordAction(db, someone, { action: 'user.ban', targetId: 'u1', target: `Rowan <rowan-${tag}@example.org>` });
    await recordAction(db, someone, {
      action: 'user.grant_admin',
      targetId: 'u2',
      target: 'Hazel <hazel@example.org>',
    });
    await recordAction(db, someone, {
      action: 'board.remove_entry',
      targetId: 7,
      target: 'Birch <birch@example.org>',
      details: `score 140 on the Ancient board, suspect-${tag}`,
    });
    await recordAction(db, someone, { action: 'photo.remove', targetId: 9, target: 'Quercus robur leaf 9' });
    await recordAction(db, someone, { action: 'user.ban', targetId: 'u3', target: 'Elm <elm@example.org>' });
    ids = (await auditSince(since)).map((row) => row.audit_id);
  });
  const idsOf = (body: AuditResponse) => body.entries.map((entry) => entry.audit_id).filter((id) => ids.includes(id));

  it('lists every action newest first, as the contract says', async () => {
    const { status, body } = await trail('');
    expect(status).toBe(200);
    expect(AuditResponseSchema.parse(body)).toEqual(body);
    expect(idsOf(body)).toEqual([...ids].reverse());
    expect(body.entries.find((entry) => entry.audit_id === ids[2])).toMatchObject({
      action: 'board.remove_entry',
      actor: someone.label,
      actor_id: null,
      target: 'Birch <birch@example.org>',
      target_id: '7',
      origin: 'command line',
      details: `score 140 on the Ancient board, suspect-${tag}`,
    });
  });

  it('keeps one action, or a group of them', async () => {
    expect(idsOf((await trail('?action=user.ban')).body)).toEqual([ids[4], ids[0]]);
    expect((await trail('?action=user.ban')).body.entries.every((entry) => entry.action === 'user.ban')).toBe(true);
    expect(idsOf((await trail('?action=people')).body)).toEqual([ids[4], ids[1], ids[0]]);
    expect(idsOf((await trail('?action=board')).body)).toEqual([ids[2]]);
    expect(idsOf((await trail('?action=photos')).body)).toEqual([ids[3]]);
  });

  it('finds words in who, whom or the details, in any case', async () => {
    expect((await trail(`?q=ROWAN-${tag}`)).body.entries.map((entry) => entry.audit_id)).toEqual([ids[0]]);
    expect((await trail(`?q=Suspect-${tag}`)).body.entries.map((entry) => entry.audit_id)).toEqual([ids[2]]);
    expect(idsOf((await trail(`?q=arborist-${tag}`)).body)).toEqual([...ids].reverse());
    expect((await trail(`?q=${encodeURIComponent('%')}`)).body.entries).toEqual([]);
  });

  it(`pages ${AUDIT_PAGE} at a time through next_before`, async () => {
    const pageTag = randomBytes(4).toString('hex');
    for (let i = 0; i < AUDIT_PAGE + 3; i++) {
      await recordAction(t.database.db, someone, {
        action: 'user.unban',
        targetId: null,
        target: `page-${pageTag} ${i}`,
      });
    }
    const first = await trail(`?q=page-${pageTag}`);
    expect(first.body.entries).toHaveLength(AUDIT_PAGE);
    expect(first.body.entries[0]?.target).toBe(`page-${pageTag} ${AUDIT_PAGE + 2}`);
    expect(first.body.next_before).toBe(first.body.entries.at(-1)?.audit_id);
    const second = await trail(`?q=page-${pageTag}&before=${first.body.next_before}`);
    expect(second.body.entries.map((entry) => entry.target)).toEqual([2, 1, 0].map((i) => `page-${pageTag} ${i}`));
    expect(second.body.next_before).toBeNull();
  });

  it('refuses bad parameters with a clear message', async () => {
    expect(await trail('?action=user.fly')).toEqual({
      status: 400,
      body: { msg: 'action must be an action or one of people, board, photos' },
    });
    expect(await trail('?before=abc')).toEqual({
      status: 400,
      body: { msg: 'before must be a whole number from 1 to 2147483647' },
    });
    expect(await trail('?before=0')).toMatchObject({ status: 400 });
    expect((await trail(`?q=${'x'.repeat(101)}`)).body.msg).toContain('q must be at most 100 characters');
    expect(await trail('?page=2')).toEqual({ status: 400, body: { msg: 'unknown parameter: page' } });
  });
});

describe("better-auth's own admin endpoints", () => {
  const authAdmin = (path: string, payload: object, who: Account = admin) =>
    t.app.inject({ method: 'POST', url: `/api/auth/admin/${path}`, headers: { cookie: who.cookie }, payload });

  /** The one record written since `since`, as the trail shows it. */
  async function onlyRecordSince(since: number) {
    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  it('records a ban, an unban, a change of role and ended sessions, with the admin and where from', async () => {
    const target = await createAccount(t, { name: 'Gorse' });
    await seedEntryFor(t, target, 84);
    const about = { actor: admin.email, actor_id: admin.id, origin: '127.0.0.1', target_id: target.id };
    const label = `Gorse <${target.email}>`;

    let since = await lastAuditId();
    expect((await authAdmin('ban-user', { userId: target.id, banReason: 'bot' })).statusCode).toBe(200);
    expect(await onlyRecordSince(since)).toMatchObject({
      ...about,
      action: 'user.ban',
      target: label,
      details: 'with no end date; reason: bot; through /api/auth/admin/ban-user',
    });
    expect(await t.database.db.$count(leaderboardEntries, eq(leaderboardEntries.user_id, target.id))).toBe(0);

    since = await lastAuditId();
    expect((await authAdmin('unban-user', { userId: target.id })).statusCode).toBe(200);
    expect(await onlyRecordSince(since)).toMatchObject({ ...about, action: 'user.unban', target: label });

    since = await lastAuditId();
    expect((await authAdmin('set-role', { userId: target.id, role: 'admin' })).statusCode).toBe(200);
    expect(await onlyRecordSince(since)).toMatchObject({ ...about, action: 'user.grant_admin' });
    // Setting what already is changes nothing and records nothing.
    since = await lastAuditId();
    expect((await authAdmin('set-role', { userId: target.id, role: 'admin' })).statusCode).toBe(200);
    expect(await auditSince(since)).toEqual([]);
    expect((await authAdmin('set-role', { userId: target.id, role: 'user' })).statusCode).toBe(200);
    expect(await onlyRecordSince(since)).toMatchObject({ ...about, action: 'user.revoke_admin' });

    const signedIn = await createAccount(t, { name: 'Furze' });
    since = await lastAuditId();
    expect((await authAdmin('revoke-user-sessions', { userId: signedIn.id })).statusCode).toBe(200);
    expect(await sessionCount(signedIn.id)).toBe(0);
    expect(await onlyRecordSince(since)).toMatchObject({
      ...about,
      target_id: signedIn.id,
      action: 'user.end_sessions',
      target: `Furze <${signedIn.email}>`,
    });
  });

  it('records a password set by an admin', async () => {
    const target = await createAccount(t, { name: 'Broom' });
    const since = await lastAuditId();
    const set = await authAdmin('set-user-password', { userId: target.id, newPassword: 'a-brand-new-password' });
    expect(set.statusCode).toBe(200);
    expect(await onlyRecordSince(since)).toMatchObject({
      action: 'user.set_password',
      actor: admin.email,
      target: `Broom <${target.email}>`,
      target_id: target.id,
      origin: '127.0.0.1',
    });
  });

  it('records a removed user by the name and address they had', async () => {
    const target = await createAccount(t, { name: 'Thistle' });
    const since = await lastAuditId();
    expect((await authAdmin('remove-user', { userId: target.id })).statusCode).toBe(200);
    expect(await userRow(target.id)).toBeUndefined();
    expect(await onlyRecordSince(since)).toMatchObject({
      action: 'user.delete',
      actor_id: admin.id,
      target: `Thistle <${target.email}>`,
      target_id: target.id,
    });
  });

  it('records nothing when the action fails or is not an admin’s', async () => {
    const user = await createAccount(t, { name: 'Nettle' });
    const since = await lastAuditId();
    expect((await authAdmin('ban-user', { userId: 'no-such-user' })).statusCode).toBe(404);
    expect((await authAdmin('unban-user', { userId: 'no-such-user' })).statusCode).toBe(404);
    expect((await authAdmin('remove-user', { userId: 'no-such-user' })).statusCode).toBe(404);
    expect((await authAdmin('revoke-user-sessions', { userId: 'no-such-user' })).statusCode).toBe(200);
    expect((await authAdmin('ban-user', { userId: admin.id })).statusCode).toBe(400);
    expect((await authAdmin('ban-user', { userId: admin.id }, user)).statusCode).toBe(403);
    expect((await authAdmin('set-role', { userId: user.id, role: 'admin' }, user)).statusCode).toBe(403);
    expect(await auditSince(since)).toEqual([]);
    expect(await userRow(admin.id)).toMatchObject({ banned: false, role: 'admin' });
    expect(await userRow(user.id)).toMatchObject({ role: 'user' });
  });

  it('will not let an admin remove their own admin right there either', async () => {
    const since = await lastAuditId();
    const response = await authAdmin('set-role', { userId: admin.id, role: 'user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_ERRORS.revokeSelf);
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin' });
    expect(await auditSince(since)).toEqual([]);
  });

  it('refuses the endpoints it could not record, and they change nothing', async () => {
    const target = await createAccount(t, { name: 'Bramble' });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, target.id));
    const email = `made-${randomBytes(4).toString('hex')}@example.com`;
    const usersBefore = await t.database.db.$count(users);
    const sessionsBefore = await t.database.db.$count(sessions);
    const since = await lastAuditId();
    const tries = [
      authAdmin('create-user', { email, password: 'a-good-long-password', name: 'Made' }),
      authAdmin('update-user', { userId: target.id, data: { name: 'Renamed', role: 'admin' } }),
      authAdmin('impersonate-user', { userId: target.id }),
      authAdmin('revoke-user-session', { sessionToken: session?.token }),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(
        /is turned off here, because it would not be recorded in the audit trail\.$/,
      );
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.database.db.$count(users)).toBe(usersBefore);
    expect(await t.database.db.$count(sessions)).toBe(sessionsBefore);
    expect(await userRow(target.id)).toMatchObject({ name: 'Bramble', role: 'user' });
    expect(await auditSince(since)).toEqual([]);
  });

  it.each([
    ['a list in one string', 'user,admin'],
    ['a list', ['admin', 'user']],
    ['a list of one', ['admin']],
    ['a role we do not have', 'superadmin'],
    ['nothing', ''],
  ])('refuses a role that is not exactly user or admin (%s), changing and recording nothing', async (_, role) => {
    const target = await createAccount(t, { name: 'Hidden' });
    const since = await lastAuditId();
    const response = await authAdmin('set-role', { userId: target.id, role });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_ERRORS.unknownRole);
    expect(await userRow(target.id)).toMatchObject({ role: 'user' });
    expect(await auditSince(since)).toEqual([]);
    // Nor does the would-be hidden admin reach better-auth's admin API.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/list-users?limit=5',
      headers: { cookie: target.cookie },
    });
    expect(list.statusCode).toBe(403);
  });

  it('keeps a role the database does not know out of the table, whoever writes it', async () => {
    const target = await createAccount(t, { name: 'Sly' });
    await expect(
      t.database.db.update(users).set({ role: 'user,admin' }).where(eq(users.id, target.id)),
    ).rejects.toThrow();
    expect(await userRow(target.id)).toMatchObject({ role: 'user' });
  });

  it('records a timed ban with its end, shows the end in the console, and records its lapse', async () => {
    const target = await createAccount(t, { name: 'Bracken' });
    const since = await lastAuditId();
    const ban = await authAdmin('ban-user', { userId: target.id, banReason: 'spam', banExpiresIn: 3600 });
    expect(ban.statusCode).toBe(200);
    const until = (await userRow(target.id))?.banExpires as Date;
    expect(until.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await onlyRecordSince(since)).toMatchObject({
      action: 'user.ban',
      details: `until ${until.toISOString()}; reason: spam; through /api/auth/admin/ban-user`,
    });
    const shown = await t.app.inject({ url: `/api/admin/users/${target.id}`, headers: { cookie: admin.cookie } });
    expect(shown.json().user).toMatchObject({ user_status: 'banned', banned_until: until.toISOString() });

    // A minute before it runs out, nothing lapses; after, the sweep lifts it, once, with a record.
    expect(await liftLapsedBans(t.database.db, new Date(until.getTime() - 60_000))).toBe(0);
    const lapseSince = await lastAuditId();
    const [first, second] = await Promise.all([
      liftLapsedBans(t.database.db, new Date(until.getTime() + 1)),
      liftLapsedBans(t.database.db, new Date(until.getTime() + 1)),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await userRow(target.id)).toMatchObject({ banned: false, banExpires: null, banReason: null });
    expect(await onlyRecordSince(lapseSince)).toMatchObject({
      action: 'user.ban_lapsed',
      actor: BAN_LAPSE_ACTOR.label,
      actor_id: null,
      target: `Bracken <${target.email}>`,
      target_id: target.id,
      details: `until ${until.toISOString()}; reason: spam`,
    });
    const after = await t.app.inject({ url: `/api/admin/users/${target.id}`, headers: { cookie: admin.cookie } });
    expect(after.json().user).toMatchObject({ user_status: 'good', banned_until: null });
  });

  it('records a lapsed ban when its user signs in, before better-auth would lift it silently', async () => {
    const target = await createAccount(t, { name: 'Heather' });
    const ended = new Date(Date.now() - 60_000);
    await t.database.db
      .update(users)
      .set({ banned: true, banReason: 'cooling off', banExpires: ended })
      .where(eq(users.id, target.id));
    const since = await lastAuditId();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': someIp() },
      payload: { email: target.email, password: target.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await onlyRecordSince(since)).toMatchObject({
      action: 'user.ban_lapsed',
      target_id: target.id,
      details: `until ${ended.toISOString()}; reason: cooling off`,
    });
  });

  it('records the grants ADMIN_EMAILS makes at start', async () => {
    const target = await createAccount(t, { name: 'Sorrel' });
    const since = await lastAuditId();
    expect(await grantAdmins(t.database.db, new Set([target.email, admin.email]))).toBe(1);
    expect(await onlyRecordSince(since)).toMatchObject({
      action: 'user.grant_admin',
      actor: ADMIN_EMAILS_ACTOR.label,
      target_id: target.id,
      details: 'at server start',
    });
  });

  it('keeps the read-only ones', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/list-users?limit=1',
      headers: { cookie: admin.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/auth/admin/get-user?id=${admin.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(got.statusCode).toBe(200);
  });
});
