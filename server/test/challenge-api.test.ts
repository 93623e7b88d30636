import {
  CHALLENGE,
  type ChallengeAllowance,
  LEADERBOARD_ERRORS,
  type LeaderboardResponse,
  QUIZ_ERRORS,
  type Quiz,
  QuizSchema,
  type SubmitScoreResponse,
  waitText,
} from '@leafwise/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/auth-schema.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { quizQuestions, quizzes } from '../src/db/quiz-schema.ts';
import { submitScore } from '../src/leaderboards/submit-score.ts';

import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { FakeClock } from './helpers/fake-clock.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// 24 species over the three levels and both types; one hidden from quizzes.
const catalog = [1, 2, 3].flatMap((level) =>
  Array.from({ length: 8 }, (_, i) =>
    makeSpecies({ level: level as 1 | 2 | 3, type: i % 3 === 0 ? 'evergreen' : 'deciduous' }),
  ),
);

const SECOND = 1000;
const time = new FakeClock();
let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: time.clock });
  me = await createAccount(t, { name: 'Hazel' });
});
afterAll(() => t.app.close());

/**
 * A fresh run: one is open at a time, so the player's earlier runs are ended first (as if they had
 * pressed finish); the tests of that rule start runs with startQuiz itself.
 */
async function startChallenge(who: Account = me) {
  await t.database.db
    .update(quizzes)
    .set({ finished_at: time.now })
    .where(and(eq(quizzes.user_id, who.id), eq(quizzes.mode, 'challenge'), isNull(quizzes.finished_at)));
  return startQuiz(t, who, { mode: 'challenge' });
}
const submit = (who: Account | null, quizId: unknown) =>
  call<SubmitScoreResponse>(t, who, 'POST', '/api/leaderboards/ancient/entries', { quiz_id: quizId });
const board = (who: Account) => call<LeaderboardResponse>(t, who, 'GET', '/api/leaderboards/ancient');
const getQuiz = async (who: Account, quizId: string) =>
  (await call<{ quiz: Quiz }>(t, who, 'GET', `/api/quizzes/${quizId}`)).body.quiz;

/** Answers questions from `from` on: the first `right` rightly, the next `wrong` wrongly. */
async function play(who: Account, quiz: Quiz, right: number, wrong: number, from = 0) {
  const stored = await storedQuestions(t, quiz.quiz_id);
  for (let i = from; i < from + right + wrong; i++) {
    // A person's pace: no answer comes sooner than the floor after the one before.
    time.advance(CHALLENGE.minAnswerMs);
    const rightId = stored[i]?.tree_id;
    const pick = quiz.questions[i]?.options.find((option) => i - from < right === (option.tree_id === rightId));
    const reply = await answer(t, who, quiz.quiz_id, i, pick?.tree_id);
    expect(reply.status).toBe(200);
  }
}

describe('starting a challenge', () => {
  it(`asks ${CHALLENGE.questions} questions at Ancient, all types, four pictures and four options each, with a deadline a minute away`, async () => {
    const started = time.now;
    const quiz = await startChallenge();
    expect(QuizSchema.parse(quiz)).toEqual(quiz);
    expect(quiz).toMatchObject({ mode: 'challenge', level: 3, type: null, score: 0, finished_at: null });
    expect(quiz.deadline_at).toBe(new Date(started.getTime() + CHALLENGE.seconds * SECOND).toISOString());
    expect(quiz.time_left_ms).toBe(CHALLENGE.seconds * SECOND);
    expect(quiz.submitted_at).toBeNull();
    expect(quiz.questions).toHaveLength(CHALLENGE.questions);
    // Any active tree can be asked, from every level and of both types.
    const active = new Set(t.app.trees.sample({ level: 3, limit: 100 }).map((tree) => tree.tree_id));
    const asked = (await storedQuestions(t, quiz.quiz_id)).map((question) => question.tree_id);
    expect(asked.every((id) => active.has(id))).toBe(true);
    expect(new Set(asked).size).toBeGreaterThan(active.size / 2);
    for (const question of quiz.questions) {
      expect(new Set(question.options.map((option) => option.tree_id)).size).toBe(4);
      expect(Object.keys(question.pictures).sort()).toEqual(['bark', 'bud', 'leaf', 'seed']);
    }
  });

  it('takes no settings', async () => {
    const { status, body } = await call(t, me, 'POST', '/api/quizzes', { mode: 'challenge', level: 2 });
    expect(status).toBe(400);
    expect(body.msg).toContain('unknown parameter: level');
  });

  it('counts down in time_left_ms, to zero and no further', async () => {
    const quiz = await startChallenge();
    time.advance(12.5 * SECOND);
    expect((await getQuiz(me, quiz.quiz_id)).time_left_ms).toBe(47_500);
    time.advance(60 * SECOND);
    expect((await getQuiz(me, quiz.quiz_id)).time_left_ms).toBe(0);
  });

  it('keeps tests and training free of deadlines', async () => {
    const test = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
    expect(test).toMatchObject({ deadline_at: null, time_left_ms: null, submitted_at: null });
    time.advance(24 * 60 * 60 * SECOND);
    expect((await answer(t, me, test.quiz_id, 0, test.questions[0]?.options[0]?.tree_id)).status).toBe(200);
  });
});

describe('the deadline', () => {
  it('takes answers up to the deadline plus the grace, and refuses any later one', async () => {
    const quiz = await startChallenge();
    time.advance(CHALLENGE.seconds * SECOND);
    expect((await answer(t, me, quiz.quiz_id, 0, quiz.questions[0]?.options[0]?.tree_id)).status).toBe(200);
    time.advance(CHALLENGE.graceSeconds * SECOND);
    expect((await answer(t, me, quiz.quiz_id, 1, quiz.questions[1]?.options[0]?.tree_id)).status).toBe(200);
    time.advance(1);
    const late = await answer(t, me, quiz.quiz_id, 2, quiz.questions[2]?.options[0]?.tree_id);
    expect(late).toEqual({ status: 409, body: { msg: QUIZ_ERRORS.timeUp } });
    const stored = await storedQuestions(t, quiz.quiz_id);
    expect(stored[2]?.answered_at).toBeNull();
    expect(stored.filter((question) => question.answered_at !== null)).toHaveLength(2);
    // Other refusals keep their own reasons after the deadline.
    expect((await answer(t, me, quiz.quiz_id, 0, quiz.questions[0]?.options[1]?.tree_id)).body.msg).toBe(
      QUIZ_ERRORS.alreadyAnswered,
    );
  });

  it('stamps an answer with the time it arrived', async () => {
    const quiz = await startChallenge();
    time.advance(7 * SECOND);
    const { body } = await answer(t, me, quiz.quiz_id, 0, quiz.questions[0]?.options[0]?.tree_id);
    expect(body.question.answer?.answered_at).toBe(time.now.toISOString());
  });
});

describe('submitting a score', () => {
  it('scores the run from its answers, puts it on the board, and ends the run', async () => {
    const player = await createAccount(t, { name: 'Rowan' });
    const quiz = await startChallenge(player);
    await play(player, quiz, 6, 2);
    time.advance(CHALLENGE.seconds * SECOND);
    const { status, body } = await submit(player, quiz.quiz_id);
    expect(status).toBe(201);
    expect(body.score).toBe((6 - 2) * 14);
    expect(body.entry).toMatchObject({ user_id: player.id, name: 'Rowan', score: 56 });
    const after = await getQuiz(player, quiz.quiz_id);
    expect(after.submitted_at).toBe(time.now.toISOString());
    expect(after.finished_at).not.toBeNull();
    const { body: listed } = await board(player);
    expect(listed.own_entry).toEqual(body.entry);
    expect(listed.leaderboard).toContainEqual(body.entry);
  });

  it('puts no score of 0 on the board: 400, the run left unsubmitted and the board as it was', async () => {
    const player = await createAccount(t);
    const boardBefore = (await board(player)).body;
    // As many wrong as right scores 0 (max(0, correct - incorrect) * 14), as does no answer at all.
    const even = await startChallenge(player);
    await play(player, even, 2, 2);
    const idle = await startChallenge(player);
    time.advance(CHALLENGE.seconds * SECOND);
    for (const run of [even, idle]) {
      expect(await submit(player, run.quiz_id)).toEqual({ status: 400, body: { msg: LEADERBOARD_ERRORS.zeroScore } });
      expect((await getQuiz(player, run.quiz_id)).submitted_at).toBeNull();
    }
    const stored = await t.database.db
      .select()
      .from(leaderboardEntries)
      .where(eq(leaderboardEntries.user_id, player.id));
    expect(stored).toEqual([]);
    expect((await board(player)).body).toEqual(boardBefore);
  });

  it('can end a run early; no answer is taken after it', async () => {
    const player = await createAccount(t);
    const quiz = await startChallenge(player);
    await play(player, quiz, 2, 0);
    expect((await submit(player, quiz.quiz_id)).body.score).toBe(28);
    const late = await answer(t, player, quiz.quiz_id, 5, quiz.questions[5]?.options[0]?.tree_id);
    expect(late).toEqual({ status: 409, body: { msg: QUIZ_ERRORS.finished } });
  });

  it('counts only answers the server took by the deadline plus the grace', async () => {
    const player = await createAccount(t);
    const quiz = await startChallenge(player);
    await play(player, quiz, 3, 0);
    // An answer written behind the server's back, after the time: it must not count.
    const [late] = await storedQuestions(t, quiz.quiz_id).then((rows) => rows.slice(3));
    const deadline = new Date(quiz.deadline_at as string).getTime();
    await t.database.db
      .update(quizQuestions)
      .set({
        chosen_tree_id: late?.tree_id,
        correct: true,
        answered_at: new Date(deadline + (CHALLENGE.graceSeconds + 1) * SECOND),
      })
      .where(and(eq(quizQuestions.quiz_id, quiz.quiz_id), eq(quizQuestions.position, 3)));
    time.advance(2 * CHALLENGE.seconds * SECOND);
    expect((await submit(player, quiz.quiz_id)).body.score).toBe(3 * 14);
  });

  it('takes a run once: a second submission, even sent at the same time, is 409', async () => {
    const player = await createAccount(t);
    const quiz = await startChallenge(player);
    await play(player, quiz, 1, 0);
    const replies = await Promise.all([1, 2, 3].map(() => submit(player, quiz.quiz_id)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply).toEqual({ status: 409, body: { msg: LEADERBOARD_ERRORS.alreadySubmitted } });
    }
    expect(await submit(player, quiz.quiz_id)).toEqual({
      status: 409,
      body: { msg: LEADERBOARD_ERRORS.alreadySubmitted },
    });
  });

  it("refuses someone else's run with 404, changing nothing", async () => {
    const owner = await createAccount(t);
    const thief = await createAccount(t);
    const quiz = await startChallenge(owner);
    await play(owner, quiz, 4, 0);
    expect(await submit(thief, quiz.quiz_id)).toEqual({ status: 404, body: { msg: QUIZ_ERRORS.notFound } });
    expect(await t.database.db.$count(leaderboardEntries, eq(leaderboardEntries.user_id, thief.id))).toBe(0);
    expect((await getQuiz(owner, quiz.quiz_id)).submitted_at).toBeNull();
    expect((await submit(owner, quiz.quiz_id)).status).toBe(201);
  });

  it('refuses a test or a training session (400), an unknown quiz (404) and bad input (400)', async () => {
    const test = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    expect(await submit(me, test.quiz_id)).toEqual({ status: 400, body: { msg: LEADERBOARD_ERRORS.notAChallenge } });
    const training = await startQuiz(t, me, { mode: 'training' });
    expect((await submit(me, training.quiz_id)).status).toBe(400);
    expect((await submit(me, crypto.randomUUID())).status).toBe(404);
    for (const payload of [{ quiz_id: 'nope' }, {}, { quiz_id: test.quiz_id, score: 9000 }]) {
      const { status, body } = await call(t, me, 'POST', '/api/leaderboards/ancient/entries', payload);
      expect(status).toBe(400);
      expect(body.msg).toMatch(/quiz_id|unknown parameter: score/);
    }
    expect(await submit(null, test.quiz_id)).toEqual({ status: 401, body: { msg: 'User not authenticated' } });
  });

  it(`refuses a run more than ${CHALLENGE.submitWindowMinutes} minutes past its deadline`, async () => {
    const player = await createAccount(t);
    const late = await startChallenge(player);
    const onTime = await startChallenge(player);
    // One right answer (a score of 0 is refused for its own reason), given at the person's pace.
    await play(player, onTime, 1, 0);
    time.advance((CHALLENGE.seconds + CHALLENGE.submitWindowMinutes * 60) * SECOND - CHALLENGE.minAnswerMs);
    expect((await submit(player, onTime.quiz_id)).status).toBe(201);
    time.advance(1);
    expect(await submit(player, late.quiz_id)).toEqual({ status: 409, body: { msg: LEADERBOARD_ERRORS.tooLate } });
  });

  it('keeps the best score: a worse run leaves the entry as it was, a better one raises it', async () => {
    const player = await createAccount(t);
    const good = await startChallenge(player);
    await play(player, good, 5, 1);
    const first = await submit(player, good.quiz_id);
    expect(first.body.entry.score).toBe(56);
    const [before] = await t.database.db
      .select()
      .from(leaderboardEntries)
      .where(eq(leaderboardEntries.user_id, player.id));

    time.advance(5 * 60 * SECOND);
    const worse = await startChallenge(player);
    await play(player, worse, 2, 0);
    const second = await submit(player, worse.quiz_id);
    expect(second.body).toMatchObject({
      score: 28,
      entry: { score: 56, leaderboard_id: first.body.entry.leaderboard_id },
    });
    const [kept] = await t.database.db
      .select()
      .from(leaderboardEntries)
      .where(eq(leaderboardEntries.user_id, player.id));
    expect(kept).toEqual(before);

    const better = await startChallenge(player);
    await play(player, better, 7, 0);
    const third = await submit(player, better.quiz_id);
    expect(third.body).toMatchObject({ score: 98, entry: { score: 98 } });
    const [raised] = await t.database.db
      .select()
      .from(leaderboardEntries)
      .where(eq(leaderboardEntries.user_id, player.id));
    expect(raised).toMatchObject({
      score: 98,
      quiz_id: better.quiz_id,
      achieved_at: new Date(better.deadline_at as string),
    });
    expect(await t.database.db.$count(leaderboardEntries, eq(leaderboardEntries.user_id, player.id))).toBe(1);
  });

  it("refuses a banned user's run, whether the ban ended the session or a submission races it", async () => {
    const player = await createAccount(t);
    const quiz = await startChallenge(player);
    await play(player, quiz, 3, 0);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, player.id));
    expect(await submit(player, quiz.quiz_id)).toEqual({ status: 403, body: { msg: LEADERBOARD_ERRORS.banned } });
    // Past the guard (a ban landing while the request is on its way): the submission's own check.
    await expect(
      submitScore(t.database.db, { board: 'ancient', quizId: quiz.quiz_id, userId: player.id, now: time.now }),
    ).rejects.toMatchObject({ statusCode: 403, message: LEADERBOARD_ERRORS.banned });
    expect(await t.database.db.$count(leaderboardEntries, eq(leaderboardEntries.user_id, player.id))).toBe(0);
    const [row] = await t.database.db.select().from(quizzes).where(eq(quizzes.quiz_id, quiz.quiz_id));
    expect(row?.submitted_at).toBeNull();
  });
});

describe('a person’s pace and a day’s share', () => {
  it(`refuses an answer sooner than ${CHALLENGE.minAnswerMs} ms after the one before (or the start), recording nothing`, async () => {
    const player = await createAccount(t);
    const quiz = await startChallenge(player);
    const pick = (i: number) => quiz.questions[i]?.options[0]?.tree_id;
    time.advance(CHALLENGE.minAnswerMs - 1);
    expect(await answer(t, player, quiz.quiz_id, 0, pick(0))).toEqual({
      status: 429,
      body: { msg: QUIZ_ERRORS.tooQuick },
    });
    expect((await storedQuestions(t, quiz.quiz_id))[0]?.answered_at).toBeNull();
    time.advance(1);
    expect((await answer(t, player, quiz.quiz_id, 0, pick(0))).status).toBe(200);
    // Out of order makes no difference: the floor counts from the quiz's latest answer.
    time.advance(CHALLENGE.minAnswerMs / 2);
    expect((await answer(t, player, quiz.quiz_id, 7, pick(7))).status).toBe(429);
    time.advance(CHALLENGE.minAnswerMs / 2);
    expect((await answer(t, player, quiz.quiz_id, 7, pick(7))).status).toBe(200);
    // Ten answers sent at once: one lands, the rest are too quick.
    time.advance(CHALLENGE.minAnswerMs);
    const burst = await Promise.all(
      [1, 2, 3, 4, 5, 6, 8, 9, 10, 11].map((i) => answer(t, player, quiz.quiz_id, i, pick(i))),
    );
    expect(burst.map((reply) => reply.status).sort()).toEqual([200, ...Array(9).fill(429)]);
  });

  it('has no floor in tests and training', async () => {
    const test = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    for (const question of test.questions.slice(0, 3)) {
      expect((await answer(t, me, test.quiz_id, question.index, question.options[0]?.tree_id)).status).toBe(200);
    }
  });

  it('resumes the open run rather than starting a second', async () => {
    const player = await createAccount(t);
    const first = await startQuiz(t, player, { mode: 'challenge' });
    time.advance(20 * SECOND);
    const again = await call<{ quiz: Quiz }>(t, player, 'POST', '/api/quizzes', { mode: 'challenge' });
    expect(again.status).toBe(200);
    expect(again.body.quiz.quiz_id).toBe(first.quiz_id);
    expect(again.body.quiz.time_left_ms).toBe(40 * SECOND);
    // Once its time and the grace are over, the next start is a new run.
    time.advance((40 + CHALLENGE.graceSeconds) * SECOND + 1);
    const next = await call<{ quiz: Quiz }>(t, player, 'POST', '/api/quizzes', { mode: 'challenge' });
    expect(next.status).toBe(201);
    expect(next.body.quiz.quiz_id).not.toBe(first.quiz_id);
  });

  it(`starts at most ${CHALLENGE.perDay} in any 24 hours, even when asked at once, and says when the next opens`, async () => {
    const player = await createAccount(t);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => call<{ quiz: Quiz }>(t, player, 'POST', '/api/quizzes', { mode: 'challenge' })),
    );
    expect(new Set(concurrent.map((reply) => reply.body.quiz.quiz_id)).size).toBe(1);
    expect(concurrent.filter((reply) => reply.status === 201)).toHaveLength(1);
    const firstAt = time.now.getTime();
    for (let run = 2; run <= CHALLENGE.perDay; run++) {
      time.advance(10 * 60 * SECOND);
      expect((await call(t, player, 'POST', '/api/quizzes', { mode: 'challenge' })).status).toBe(201);
    }
    time.advance(10 * 60 * SECOND);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: { cookie: player.cookie },
      payload: { mode: 'challenge' },
    });
    expect(refused.statusCode).toBe(429);
    const waitMs = firstAt + 24 * 60 * 60 * SECOND - time.now.getTime();
    expect(refused.json()).toEqual({ msg: QUIZ_ERRORS.challengesUsed(CHALLENGE.perDay, '22 h 20 min') });
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(waitMs / SECOND));
    const count = await t.database.db.$count(
      quizzes,
      and(eq(quizzes.user_id, player.id), eq(quizzes.mode, 'challenge')),
    );
    expect(count).toBe(CHALLENGE.perDay);
    // A day after the first, one more opens.
    time.advance(waitMs + 1);
    expect((await call(t, player, 'POST', '/api/quizzes', { mode: 'challenge' })).status).toBe(201);
  });
});

describe("the day's allowance", () => {
  it('says how many challenges are left today, the run under way, and when the next opens', async () => {
    const player = await createAccount(t);
    const today = async () => (await call<ChallengeAllowance>(t, player, 'GET', '/api/quizzes/challenges/today')).body;
    expect(await today()).toEqual({
      per_day: CHALLENGE.perDay,
      left: CHALLENGE.perDay,
      next_at: null,
      open_quiz_id: null,
    });
    const first = await startQuiz(t, player, { mode: 'challenge' });
    const firstAt = time.now.getTime();
    expect(await today()).toEqual({
      per_day: CHALLENGE.perDay,
      left: CHALLENGE.perDay - 1,
      next_at: null,
      open_quiz_id: first.quiz_id,
    });
    for (let run = 2; run <= CHALLENGE.perDay; run++) {
      time.advance(2 * CHALLENGE.seconds * SECOND);
      await startQuiz(t, player, { mode: 'challenge' });
    }
    time.advance(2 * CHALLENGE.seconds * SECOND);
    expect(await today()).toEqual({
      per_day: CHALLENGE.perDay,
      left: 0,
      next_at: new Date(firstAt + 24 * 60 * 60 * SECOND).toISOString(),
      open_quiz_id: null,
    });
    expect((await call(t, null, 'GET', '/api/quizzes/challenges/today')).status).toBe(401);
  });
});

describe('the wait in the capped message', () => {
  it('reads as a person would say it', () => {
    expect(waitText(59 * 1000)).toBe('1 min');
    expect(waitText(12 * 60 * 1000)).toBe('12 min');
    expect(waitText((3 * 60 + 12) * 60 * 1000)).toBe('3 h 12 min');
    expect(waitText(24 * 60 * 60 * 1000 - 1000)).toBe('24 h');
  });
});
