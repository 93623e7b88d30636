import {
  ADMIN_ERRORS,
  type AdminBoardResponse,
  AdminBoardResponseSchema,
  CHALLENGE,
  type ChallengeRunsResponse,
  ChallengeRunsResponseSchema,
  type Quiz,
  type SubmitScoreResponse,
} from '@leafwise/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTimes } from '../src/admin/board-repository.ts';
import { adminActions } from '../src/db/admin-schema.ts';
import { users } from '../src/db/auth-schema.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { quizQuestions, quizzes } from '../src/db/quiz-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { FakeClock } from './helpers/fake-clock.ts';
import { getBoard, seedEntries, seedEntryFor } from './helpers/leaderboards.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Enough trees at every level for a challenge's questions and options.
const catalog = [1, 2, 3].flatMap((level) =>
  Array.from({ length: 8 }, (_, i) =>
    makeSpecies({ level: level as 1 | 2 | 3, type: i % 3 === 0 ? 'evergreen' : 'deciduous' }),
  ),
);

const SECOND = 1000;
const time = new FakeClock();
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: time.clock });
  admin = await createAccount(t, { name: 'Warden', role: 'admin' });
});
afterAll(() => t.app.close());

const adminBoard = () => call<AdminBoardResponse>(t, admin, 'GET', '/api/admin/board');
const removeEntry = (id: number | string) => call(t, admin, 'DELETE', `/api/admin/board/entries/${id}`);
const challengeRuns = () => call<ChallengeRunsResponse>(t, admin, 'GET', '/api/admin/challenge-runs');
const entryOf = async (userId: string) =>
  (await t.database.db.select().from(leaderboardEntries).where(eq(leaderboardEntries.user_id, userId)))[0];
const lastAuditId = async () =>
  (
    await t.database.db.select({ id: sql<number>`coalesce(max(${adminActions.audit_id}), 0)::int` }).from(adminActions)
  )[0]?.id ?? 0;
const auditSince = (since: number) =>
  t.database.db.select().from(adminActions).where(gt(adminActions.audit_id, since)).orderBy(asc(adminActions.audit_id));

/** A fresh challenge for `who`, their earlier runs ended first (one is open at a time). */
async function startChallenge(who: Account): Promise<Quiz> {
  await t.database.db
    .update(quizzes)
    .set({ finished_at: time.now })
    .where(and(eq(quizzes.user_id, who.id), eq(quizzes.mode, 'challenge'), isNull(quizzes.finished_at)));
  return startQuiz(t, who, { mode: 'challenge' });
}

/** Answers questions in order, each `waits[i]` ms after the one before (or the start), right where `right[i]`. */
async function play(who: Account, quiz: Quiz, waits: number[], right: boolean[]) {
  const stored = await storedQuestions(t, quiz.quiz_id);
  for (const [i, wait] of waits.entries()) {
    time.advance(wait);
    const rightId = stored[i]?.tree_id;
    const pick = quiz.questions[i]?.options.find((option) => right[i] === (option.tree_id === rightId));
    expect((await answer(t, who, quiz.quiz_id, i, pick?.tree_id)).status).toBe(200);
  }
}

describe('the board as the console shows it', () => {
  it('lists entries in rank order with each owner, as the public board ranks them', async () => {
    const minutesAgo = (minutes: number) => new Date(time.now.getTime() - minutes * 60_000);
    const [ash, birch, cedar] = await seedEntries(t, [
      { name: 'Ash', score: 70, achievedAt: minutesAgo(5) },
      { name: 'Birch', score: 140, achievedAt: minutesAgo(1) },
      { name: 'Cedar', score: 70, achievedAt: minutesAgo(30) },
    ]);
    const { status, body } = await adminBoard();
    expect(status).toBe(200);
    expect(AdminBoardResponseSchema.parse(body)).toEqual(body);
    expect(
      body.entries.map(({ user_id, name, email, score, rank }) => ({ user_id, name, email, score, rank })),
    ).toEqual([
      { user_id: birch, name: 'Birch', email: `${birch}@example.com`, score: 140, rank: 1 },
      { user_id: cedar, name: 'Cedar', email: `${cedar}@example.com`, score: 70, rank: 2 },
      { user_id: ash, name: 'Ash', email: `${ash}@example.com`, score: 70, rank: 3 },
    ]);
    const { body: shown } = await getBoard(t, admin);
    expect(shown.leaderboard.map((entry) => [entry.leaderboard_id, entry.rank])).toEqual(
      body.entries.map((entry) => [entry.leaderboard_id, entry.rank]),
    );
  });

  it('takes no query parameters', async () => {
    expect(await call(t, admin, 'GET', '/api/admin/board?limit=5')).toEqual({
      status: 400,
      body: { msg: 'unknown parameter: limit' },
    });
  });
});

describe('removing an entry', () => {
  it('takes the entry off the board at once, records it, and leaves its owner free to play again', async () => {
    const player = await createAccount(t, { name: 'Sorrel' });
    const achieved = new Date('2026-03-04T10:05:30Z');
    await seedEntryFor(t, player, 140, achieved);
    const entry = await entryOf(player.id);
    // Read once first, so that the board is cached when the entry goes.
    expect((await getBoard(t, player)).body.own_entry?.leaderboard_id).toBe(entry?.leaderboard_id);
    const since = await lastAuditId();

    expect(await removeEntry(entry?.leaderboard_id as number)).toEqual({ status: 204, body: {} });

    expect(await entryOf(player.id)).toBeUndefined();
    const { body: shown } = await getBoard(t, player);
    expect(shown.own_entry).toBeNull();
    expect(shown.leaderboard.some((row) => row.user_id === player.id)).toBe(false);
    expect((await adminBoard()).body.entries.some((row) => row.user_id === player.id)).toBe(false);
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({
        action: 'board.remove_entry',
        actor: admin.email,
        actor_id: admin.id,
        target: `Sorrel <${player.email}>`,
        target_id: String(entry?.leaderboard_id),
        origin: '127.0.0.1',
        details: 'score 140 on the Ancient board, set 2026-03-04 10:05 UTC',
      }),
    ]);

    // Not banned: still signed in, and a new run goes on the board.
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, player.id));
    expect(owner?.banned).toBe(false);
    const quiz = await startChallenge(player);
    await play(player, quiz, [SECOND, SECOND], [true, true]);
    const submitted = await call<SubmitScoreResponse>(t, player, 'POST', '/api/leaderboards/ancient/entries', {
      quiz_id: quiz.quiz_id,
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.entry).toMatchObject({ user_id: player.id, score: 28 });
    expect((await getBoard(t, player)).body.own_entry?.score).toBe(28);
  });

  it('answers 404 for no such entry, and records nothing', async () => {
    const since = await lastAuditId();
    expect(await removeEntry(2_000_000_000)).toEqual({ status: 404, body: { msg: ADMIN_ERRORS.noSuchEntry } });
    expect((await removeEntry('abc')).status).toBe(400);
    expect((await removeEntry(0)).status).toBe(400);
    expect(await auditSince(since)).toEqual([]);
  });

  it('removes an entry once: the second try is 404 and is not recorded', async () => {
    const player = await createAccount(t, { name: 'Teasel' });
    await seedEntryFor(t, player, 42);
    const entry = await entryOf(player.id);
    const since = await lastAuditId();
    const replies = await Promise.all([1, 2].map(() => removeEntry(entry?.leaderboard_id as number)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([204, 404]);
    expect(await auditSince(since)).toHaveLength(1);
  });
});

describe('recent challenge runs', () => {
  it('lists the newest first, with counts, the score the board counts, and each answer time', async () => {
    const slow = await createAccount(t, { name: 'Slow Poke' });
    const quick = await createAccount(t, { name: 'Quick Draw' });
    const first = await startChallenge(slow);
    await play(slow, first, [1_200], [true]);
    time.advance(SECOND);
    const second = await startChallenge(quick);
    // Right, right, wrong, right, at these paces.
    const waits = [900, CHALLENGE.minAnswerMs, 2_500, 700];
    await play(quick, second, waits, [true, true, false, true]);
    // An answer written behind the server's back after the deadline and grace: shown, but not scored.
    const deadline = new Date(second.deadline_at as string).getTime();
    const lateAt = new Date(deadline + (CHALLENGE.graceSeconds + 1) * SECOND);
    const [late] = (await storedQuestions(t, second.quiz_id)).slice(4);
    await t.database.db
      .update(quizQuestions)
      .set({ chosen_tree_id: late?.tree_id, correct: true, answered_at: lateAt })
      .where(and(eq(quizQuestions.quiz_id, second.quiz_id), eq(quizQuestions.position, 4)));

    const { status, body } = await challengeRuns();
    expect(status).toBe(200);
    expect(ChallengeRunsResponseSchema.parse(body)).toEqual(body);
    const [newest, older] = body.runs;
    expect(newest?.quiz_id).toBe(second.quiz_id);
    expect(older?.quiz_id).toBe(first.quiz_id);
    const startedAt = new Date(second.deadline_at as string).getTime() - CHALLENGE.seconds * SECOND;
    const fourthAt = startedAt + waits.reduce((sum, wait) => sum + wait, 0);
    expect(newest).toEqual({
      quiz_id: second.quiz_id,
      user_id: quick.id,
      name: 'Quick Draw',
      email: quick.email,
      started_at: new Date(startedAt).toISOString(),
      deadline_at: second.deadline_at,
      submitted_at: null,
      answered: 5,
      correct: 4,
      score: (3 - 1) * 14,
      answer_ms: [...waits, lateAt.getTime() - fourthAt],
      fastest_ms: CHALLENGE.minAnswerMs,
      median_ms: 900,
    });
    expect(older).toMatchObject({
      answered: 1,
      correct: 1,
      score: 14,
      answer_ms: [1_200],
      fastest_ms: 1_200,
      median_ms: 1_200,
    });
  });

  it('shows a run with no answers yet with no times', async () => {
    const idle = await createAccount(t, { name: 'Idle' });
    const run = await startChallenge(idle);
    const { body } = await challengeRuns();
    expect(body.runs[0]).toMatchObject({
      quiz_id: run.quiz_id,
      answered: 0,
      correct: 0,
      score: 0,
      answer_ms: [],
      fastest_ms: null,
      median_ms: null,
    });
  });

  it('times each answer from the one before it, the first from the start', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(answerTimes(start, [at(800), at(1_300), at(4_000)])).toEqual([800, 500, 2_700]);
    expect(answerTimes(start, [])).toEqual([]);
  });
});
