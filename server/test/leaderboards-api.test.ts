import { LEADERBOARD_SIZE, LeaderboardResponseSchema } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/auth-schema.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { updateUser } from '../src/users/users-repository.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { getBoard, seedEntries, seedEntryFor } from './helpers/leaderboards.ts';
import { call } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let me: Account;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
  me = await createAccount(t, { name: 'Willow' });
  admin = await createAccount(t, { name: 'Warden', role: 'admin' });
});
afterAll(() => t.app.close());
beforeEach(async () => {
  await t.database.db.delete(leaderboardEntries);
  t.app.leaderboards.changed();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const entryCount = (userId: string) => t.database.db.$count(leaderboardEntries, eq(leaderboardEntries.user_id, userId));

describe('reading the board', () => {
  it('is empty at first, and for signed-in users only', async () => {
    expect(await getBoard(t, me)).toEqual({ status: 200, body: { leaderboard: [], own_entry: null } });
    expect(await getBoard(t, null)).toEqual({ status: 401, body: { msg: 'User not authenticated' } });
    const extra = await call(t, me, 'GET', '/api/leaderboards/ancient?limit=5');
    expect(extra).toEqual({ status: 400, body: { msg: 'unknown parameter: limit' } });
  });

  it('ranks best score first; of equal scores, the one reached first ranks higher', async () => {
    const [ash, birch, cedar, dogwood, elm] = await seedEntries(t, [
      { name: 'Ash', score: 70, achievedAt: minutesAgo(5) },
      { name: 'Birch', score: 140, achievedAt: minutesAgo(1) },
      { name: 'Cedar', score: 70, achievedAt: minutesAgo(30) },
      { name: 'Dogwood', score: 0, achievedAt: minutesAgo(60) },
      { name: 'Elm', score: 70, achievedAt: minutesAgo(10) },
    ]);
    const { status, body } = await getBoard(t, me);
    expect(status).toBe(200);
    expect(LeaderboardResponseSchema.parse(body)).toEqual(body);
    expect(body.leaderboard.map(({ user_id, name, score, rank }) => ({ user_id, name, score, rank }))).toEqual([
      { user_id: birch, name: 'Birch', score: 140, rank: 1 },
      { user_id: cedar, name: 'Cedar', score: 70, rank: 2 },
      { user_id: elm, name: 'Elm', score: 70, rank: 3 },
      { user_id: ash, name: 'Ash', score: 70, rank: 4 },
      { user_id: dogwood, name: 'Dogwood', score: 0, rank: 5 },
    ]);
    expect(new Set(body.leaderboard.map((entry) => entry.leaderboard_id)).size).toBe(5);
    expect(body.own_entry).toBeNull();
  });

  it(`lists the best ${LEADERBOARD_SIZE}, and the caller's own entry wherever it ranks`, async () => {
    await seedEntries(
      t,
      Array.from({ length: LEADERBOARD_SIZE + 5 }, (_, i) => ({
        name: `Player ${i}`,
        score: 14 * (i + 1),
        achievedAt: minutesAgo(i),
      })),
    );
    // Level with Player 2's score, but reached later: behind them.
    await seedEntryFor(t, me, 14 * 3, minutesAgo(0));
    const { body } = await getBoard(t, me);
    expect(body.leaderboard).toHaveLength(LEADERBOARD_SIZE);
    expect(body.leaderboard[0]).toMatchObject({ name: `Player ${LEADERBOARD_SIZE + 4}`, rank: 1 });
    expect(body.leaderboard.at(-1)).toMatchObject({ rank: LEADERBOARD_SIZE });
    expect(body.leaderboard.some((entry) => entry.user_id === me.id)).toBe(false);
    // Of the seeded scores 14..1470, 102 are above 42, and Player 2's 42, reached earlier, is ahead too.
    expect(body.own_entry).toMatchObject({ user_id: me.id, name: 'Willow', score: 42, rank: 102 + 1 + 1 });
  });

  it("gives the caller's own entry from the list when it is there, and shows the current name", async () => {
    await seedEntries(t, [{ name: 'Ash', score: 28, achievedAt: minutesAgo(5) }]);
    await seedEntryFor(t, me, 56);
    // A rename through the API, which tells the board.
    expect((await call(t, me, 'PATCH', `/api/users/${me.id}`, { name: 'Willow Renamed' })).status).toBe(200);
    const { body } = await getBoard(t, me);
    expect(body.own_entry).toMatchObject({ user_id: me.id, name: 'Willow Renamed', rank: 1 });
    expect(body.leaderboard[0]).toEqual(body.own_entry);
    await call(t, me, 'PATCH', `/api/users/${me.id}`, { name: 'Willow' });
  });
});

describe('banned users', () => {
  it('are never listed, even with an entry left behind, and the ranks close up', async () => {
    await seedEntries(t, [
      { name: 'Banned', score: 500, achievedAt: minutesAgo(3), banned: true },
      { name: 'Ash', score: 70, achievedAt: minutesAgo(2) },
    ]);
    const { body } = await getBoard(t, me);
    expect(body.leaderboard.map(({ name, rank }) => ({ name, rank }))).toEqual([{ name: 'Ash', rank: 1 }]);
  });

  it('go from the board when an admin bans them, and only then', async () => {
    const cheat = await createAccount(t, { name: 'Cheat' });
    await seedEntries(t, [{ name: 'Ash', score: 70, achievedAt: minutesAgo(2) }]);
    await seedEntryFor(t, cheat, 980);
    expect((await getBoard(t, me)).body.leaderboard[0]).toMatchObject({ name: 'Cheat', rank: 1 });

    // Not by anyone else.
    const refused = await call(t, me, 'PATCH', `/api/users/restrict/${cheat.id}`);
    expect(refused.status).toBe(403);
    expect(await entryCount(cheat.id)).toBe(1);

    const banned = await call(t, admin, 'PATCH', `/api/users/restrict/${cheat.id}`);
    expect(banned.status).toBe(200);
    expect(await entryCount(cheat.id)).toBe(0);
    const { body } = await getBoard(t, me);
    expect(body.leaderboard.map(({ name, rank }) => ({ name, rank }))).toEqual([{ name: 'Ash', rank: 1 }]);
    // Their session ended too: they cannot read the board or sign in.
    expect((await getBoard(t, cheat)).status).toBe(401);
  });

  it('go from the board when banned through better-auth or the admin command', async () => {
    const viaAuth = await createAccount(t, { name: 'Via auth' });
    const viaCli = await createAccount(t, { name: 'Via command' });
    await seedEntryFor(t, viaAuth, 140);
    await seedEntryFor(t, viaCli, 140);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/ban-user',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { userId: viaAuth.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await entryCount(viaAuth.id)).toBe(0);

    // npm run admin -- ban calls this.
    await updateUser(t.database.db, viaCli.id, { banned: true });
    expect(await entryCount(viaCli.id)).toBe(0);
    expect((await getBoard(t, me)).body.leaderboard).toEqual([]);
  });

  it('go at once, even when the ban is written by someone else (another instance, plain SQL)', async () => {
    const [other] = await seedEntries(t, [{ name: 'Elsewhere', score: 70, achievedAt: minutesAgo(1) }]);
    expect((await getBoard(t, me)).body.leaderboard).toHaveLength(1);
    await t.database.db
      .update(users)
      .set({ banned: true })
      .where(eq(users.id, other as string));
    expect((await getBoard(t, me)).body.leaderboard).toEqual([]);
    await t.database.db
      .update(users)
      .set({ banned: false })
      .where(eq(users.id, other as string));
    await t.database.db.delete(leaderboardEntries).where(eq(leaderboardEntries.user_id, other as string));
    expect((await getBoard(t, me)).body.leaderboard).toEqual([]);
  });

  it('leave the board with their account when it is deleted', async () => {
    const leaving = await createAccount(t, { name: 'Leaving' });
    await seedEntryFor(t, leaving, 70);
    expect((await call(t, leaving, 'DELETE', `/api/users/${leaving.id}`)).status).toBe(204);
    expect(await entryCount(leaving.id)).toBe(0);
    expect((await getBoard(t, me)).body.leaderboard).toEqual([]);
  });
});
