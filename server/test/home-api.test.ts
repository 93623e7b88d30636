import {
  DAILY_GOAL,
  OpenQuizResponseSchema,
  PROGRESS_ERRORS,
  type Progress,
  ProgressSchema,
  type Quiz,
} from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/auth-schema.ts';
import { quizzes } from '../src/db/quiz-schema.ts';
import { localDay } from '../src/progress/days.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { FakeClock } from './helpers/fake-clock.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// What home reads (docs/progress.md): the day's answers against the user's goal, and the quiz left half-way.
const catalog = [1, 2, 3].flatMap((level) =>
  Array.from({ length: 12 }, () => makeSpecies({ level: level as 1 | 2 | 3 })),
);
const HOUR = 3_600_000;
const time = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: time.clock });
});
afterAll(() => t.app.close());

const get = <T>(who: Account | null, url: string) => call<T>(t, who, 'GET', url);
const progress = async (who: Account, tz = 'UTC') => {
  const { status, body } = await get<Progress>(who, `/api/progress?tz=${encodeURIComponent(tz)}`);
  expect(status).toBe(200);
  return ProgressSchema.parse(body);
};
const putGoal = async (who: Account | null, payload: unknown) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/progress/goal',
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() };
};
const openQuiz = async (who: Account) => {
  const { status, body } = await get(who, '/api/quizzes/open');
  expect(status).toBe(200);
  return OpenQuizResponseSchema.parse(body).quiz;
};

/** Answers `count` questions of `quiz` from `from` on, right or wrong as `right` says. */
async function answerSome(who: Account, quiz: Quiz, count: number, { from = 0, right = true } = {}) {
  const stored = await storedQuestions(t, quiz.quiz_id);
  for (let i = from; i < from + count; i++) {
    const rightId = stored[i]?.tree_id;
    const pick = quiz.questions[i]?.options.find((option) => (option.tree_id === rightId) === right);
    expect((await answer(t, who, quiz.quiz_id, i, pick?.tree_id)).status).toBe(200);
  }
}

describe('the daily goal', () => {
  it(`is ${DAILY_GOAL.default} answers a day until the user changes it, and each user has their own`, async () => {
    const me = await createAccount(t);
    const other = await createAccount(t);
    expect(await get(me, '/api/progress/goal')).toEqual({ status: 200, body: { daily_goal: DAILY_GOAL.default } });
    expect(await progress(me)).toMatchObject({ daily_goal: DAILY_GOAL.default, answers_today: 0 });

    expect(await putGoal(me, { daily_goal: 35 })).toEqual({ status: 200, body: { daily_goal: 35 } });
    expect((await get(me, '/api/progress/goal')).body).toEqual({ daily_goal: 35 });
    // The summary kept in memory from before the change goes with it.
    expect((await progress(me)).daily_goal).toBe(35);
    expect((await progress(other)).daily_goal).toBe(DAILY_GOAL.default);
    for (const goal of [DAILY_GOAL.min, DAILY_GOAL.max]) {
      expect((await putGoal(me, { daily_goal: goal })).status).toBe(200);
      expect((await progress(me)).daily_goal).toBe(goal);
    }
  });

  it('refuses anything but a whole number in range with 400 and a clear message, changing nothing', async () => {
    const me = await createAccount(t);
    expect((await putGoal(me, { daily_goal: 30 })).status).toBe(200);
    const bad: unknown[] = [
      { daily_goal: DAILY_GOAL.min - 1 },
      { daily_goal: DAILY_GOAL.max + 1 },
      { daily_goal: 12.5 },
      { daily_goal: '20' },
      { daily_goal: null },
      { daily_goal: 1e9 },
      {},
    ];
    for (const payload of bad) {
      expect(await putGoal(me, payload)).toEqual({ status: 400, body: { msg: PROGRESS_ERRORS.dailyGoal } });
    }
    expect(await putGoal(me, { daily_goal: 25, user_id: 'someone' })).toEqual({
      status: 400,
      body: { msg: 'unknown parameter: user_id' },
    });
    expect((await get(me, '/api/progress/goal')).body).toEqual({ daily_goal: 30 });
    expect((await progress(me)).daily_goal).toBe(30);
  });

  it('is the signed-in user’s own: 401 signed out', async () => {
    expect((await putGoal(null, { daily_goal: 30 })).status).toBe(401);
    expect((await get(null, '/api/progress/goal')).status).toBe(401);
  });

  it('is kept in the database itself, outside the range refused there too', async () => {
    const me = await createAccount(t);
    await expect(
      t.database.db
        .update(users)
        .set({ dailyGoal: DAILY_GOAL.max + 1 })
        .where(eq(users.id, me.id)),
    ).rejects.toThrow();
    const [row] = await t.database.db.select({ goal: users.dailyGoal }).from(users).where(eq(users.id, me.id));
    expect(row?.goal).toBe(DAILY_GOAL.default);
  });

  it('goes with the account when it is deleted', async () => {
    const me = await createAccount(t);
    expect((await putGoal(me, { daily_goal: 50 })).status).toBe(200);
    expect((await call(t, me, 'DELETE', `/api/users/${me.id}`)).status).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'set by another instance on PostgreSQL, is seen here at once (it is part of the progress version)',
    async () => {
      const me = await createAccount(t);
      expect((await progress(me)).daily_goal).toBe(DAILY_GOAL.default);
      // Written behind this instance's back, as another instance behind the load balancer would.
      await t.database.db.update(users).set({ dailyGoal: 60 }).where(eq(users.id, me.id));
      expect((await progress(me)).daily_goal).toBe(60);
    },
  );
});

describe("today's answers", () => {
  it('counts every answer given today, right after it is written, whatever the mode', async () => {
    const me = await createAccount(t);
    expect((await progress(me)).answers_today).toBe(0);
    const test = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    await answerSome(me, test, 3);
    await answerSome(me, test, 2, { from: 3, right: false });
    // Read between answers: what was kept must not outlive the next answer.
    expect(await progress(me)).toMatchObject({ answers_today: 5, answers: 5, practised_today: true, streak_days: 1 });
    const training = await startQuiz(t, me, { mode: 'training' });
    await answerSome(me, training, 1);
    expect((await progress(me)).answers_today).toBe(6);

    // Answers sent at once go to the database in one batch (decision 006); each counts.
    const tests = await Promise.all([1, 2, 3].map(() => startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 })));
    await Promise.all(tests.map((quiz) => answerSome(me, quiz, 1)));
    expect((await progress(me)).answers_today).toBe(9);
  });

  it("starts again at 0 on the user's next day, in the user's own time zone", async () => {
    const me = await createAccount(t);
    const test = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    await answerSome(me, test, 4);
    const answeredAt = time.now;
    expect((await progress(me, 'Pacific/Kiritimati')).answers_today).toBe(4);
    expect((await progress(me, 'Pacific/Pago_Pago')).answers_today).toBe(4);

    // Some hours later, a new day has begun in one of the two zones (25 hours apart) but not in the other.
    const [early, late] = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    const hours = Array.from({ length: 23 }, (_, i) => i + 1).find((h) => {
      const then = new Date(answeredAt.getTime() + h * HOUR);
      return (
        localDay(then, late) === localDay(answeredAt, late) && localDay(then, early) !== localDay(answeredAt, early)
      );
    });
    expect(hours).toBeDefined();
    time.advance((hours as number) * HOUR);
    expect(await progress(me, early)).toMatchObject({ answers_today: 0, practised_today: false, streak_days: 1 });
    expect(await progress(me, late)).toMatchObject({ answers_today: 4, practised_today: true, streak_days: 1 });
    time.advance(24 * HOUR);
    expect((await progress(me, late)).answers_today).toBe(0);
  });
});

describe('the quiz left half-way', () => {
  it('is none for a new user', async () => {
    const me = await createAccount(t);
    expect(await openQuiz(me)).toBeNull();
  });

  it('is the unfinished training, test or review touched last that still has a question to answer', async () => {
    const me = await createAccount(t);
    const test = await startQuiz(t, me, { mode: 'test', level: 2, tree_count: 10 });
    time.advance(1000);
    await answerSome(me, test, 7);
    expect(await openQuiz(me)).toEqual({
      quiz_id: test.quiz_id,
      mode: 'test',
      answered: 7,
      total: 10,
      created_at: test.created_at,
    });

    // A training started since is the latest; once it is finished, the test is again.
    time.advance(1000);
    const training = await startQuiz(t, me, { mode: 'training' });
    expect(await openQuiz(me)).toMatchObject({ quiz_id: training.quiz_id, mode: 'training', answered: 0, total: 4 });
    time.advance(1000);
    await answerSome(me, test, 1, { from: 7 });
    expect(await openQuiz(me)).toMatchObject({ quiz_id: test.quiz_id, answered: 8 });
    expect((await call(t, me, 'POST', `/api/quizzes/${test.quiz_id}/finish`)).status).toBe(200);
    expect(await openQuiz(me)).toMatchObject({ quiz_id: training.quiz_id });

    // Every question answered, it has nothing left to continue, even unfinished.
    await answerSome(me, training, training.questions.length);
    expect(await openQuiz(me)).toBeNull();

    // A review of the trees just missed is one too.
    const missed = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
    await answerSome(me, missed, 2, { right: false });
    await call(t, me, 'POST', `/api/quizzes/${missed.quiz_id}/finish`);
    const review = await startQuiz(t, me, { mode: 'review' });
    expect(await openQuiz(me)).toMatchObject({ quiz_id: review.quiz_id, mode: 'review', answered: 0, total: 2 });
  });

  it('is never a challenge, nor someone else’s quiz', async () => {
    const me = await createAccount(t);
    const other = await createAccount(t);
    await startQuiz(t, me, { mode: 'challenge' });
    await startQuiz(t, other, { mode: 'test', level: 1, tree_count: 10 });
    expect(await openQuiz(me)).toBeNull();
  });

  it('is not a quiz left untouched long enough to count as abandoned', async () => {
    const me = await createAccount(t);
    const test = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
    await answerSome(me, test, 2);
    time.advance(23 * HOUR);
    expect((await openQuiz(me))?.quiz_id).toBe(test.quiz_id);
    time.advance(2 * HOUR);
    expect(await openQuiz(me)).toBeNull();
    // The row is still there: only the hourly clean-up closes it.
    const [row] = await t.database.db.select().from(quizzes).where(eq(quizzes.quiz_id, test.quiz_id));
    expect(row?.finished_at).toBeNull();
  });

  it('answers 401 signed out and 400 to a parameter', async () => {
    const me = await createAccount(t);
    expect((await get(null, '/api/quizzes/open')).status).toBe(401);
    expect(await get(me, '/api/quizzes/open?user=someone')).toEqual({
      status: 400,
      body: { msg: 'unknown parameter: user' },
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the goal and the open quiz', async () => {
    const { body } = await get<{ paths: Record<string, Record<string, unknown>> }>(null, '/api/openapi.json');
    expect(Object.keys(body.paths['/api/progress/goal'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(body.paths['/api/quizzes/open'] ?? {})).toEqual(['get']);
  });
});
