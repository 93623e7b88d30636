import { ABANDONED_QUIZ_HOURS, CHALLENGE } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quizQuestions, quizzes } from '../src/db/quiz-schema.ts';
import { cleanUpAbandonedQuizzes } from '../src/quizzes/clean-up.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { FakeClock } from './helpers/fake-clock.ts';
import { answer, call, startQuiz } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = Array.from({ length: 24 }, () => makeSpecies({ level: 1 }));
const HOUR = 60 * 60 * 1000;
const time = new FakeClock();
let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: time.clock });
  me = await createAccount(t);
});
afterAll(() => t.app.close());

const quizRow = async (quizId: string) =>
  (await t.database.db.select().from(quizzes).where(eq(quizzes.quiz_id, quizId)))[0];

it(`removes quizzes left unanswered for ${ABANDONED_QUIZ_HOURS} hours and closes answered ones, keeping their answers`, async () => {
  const untouched = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
  const halfDone = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
  const challenge = await startQuiz(t, me, { mode: 'challenge' });
  time.advance(CHALLENGE.minAnswerMs);
  await answer(t, me, halfDone.quiz_id, 0, halfDone.questions[0]?.options[0]?.tree_id);
  const answeredAt = time.now;
  const finished = await startQuiz(t, me, { mode: 'training' });
  await call(t, me, 'POST', `/api/quizzes/${finished.quiz_id}/finish`);

  // Not yet: a day has not passed.
  time.advance(ABANDONED_QUIZ_HOURS * HOUR - 1000);
  const recent = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
  expect(await cleanUpAbandonedQuizzes(t.database.db, time.now)).toEqual({ removed: 0, closed: 0 });

  time.advance(2000);
  expect(await cleanUpAbandonedQuizzes(t.database.db, time.now)).toEqual({ removed: 2, closed: 1 });
  expect(await quizRow(untouched.quiz_id)).toBeUndefined();
  expect(await quizRow(challenge.quiz_id)).toBeUndefined();
  expect(await t.database.db.$count(quizQuestions, eq(quizQuestions.quiz_id, untouched.quiz_id))).toBe(0);
  // Closed at its last answer; the answer, which feeds progress, stays.
  expect((await quizRow(halfDone.quiz_id))?.finished_at).toEqual(answeredAt);
  const kept = await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.quiz_id, halfDone.quiz_id));
  expect(kept.filter((question) => question.answered_at !== null)).toHaveLength(1);
  expect(await quizRow(finished.quiz_id)).toBeDefined();
  expect((await quizRow(recent.quiz_id))?.finished_at).toBeNull();
  // Run again (another instance, the next hour): nothing left to do.
  expect(await cleanUpAbandonedQuizzes(t.database.db, time.now)).toEqual({ removed: 0, closed: 0 });
  // The owner of a removed quiz is told it is gone, as for any unknown quiz.
  expect((await call(t, me, 'GET', `/api/quizzes/${untouched.quiz_id}`)).status).toBe(404);
});
