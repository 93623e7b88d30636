import { CHALLENGE, type Quiz } from '@leafwise/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quizzes } from '../../src/db/quiz-schema.ts';
import { createAccount } from '../helpers/accounts.ts';
import { makeSpecies } from '../helpers/factories.ts';
import { FakeClock } from '../helpers/fake-clock.ts';
import { answer, call, startQuiz } from '../helpers/quizzes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

/** Scripts that play the challenge faster, and more often, than a person can (docs/leaderboard.md). */
const catalog = Array.from({ length: 40 }, (_, i) => makeSpecies({ level: ((i % 3) + 1) as 1 | 2 | 3 }));
const time = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: time.clock });
});
afterAll(() => t.app.close());

it(`records no answer sooner than ${CHALLENGE.minAnswerMs} ms after the last, however fast a script sends them`, async () => {
  const bot = await createAccount(t);
  const quiz = await startQuiz(t, bot, { mode: 'challenge' });
  let quickTries = 0;
  let quickRefused = 0;
  const recordedAt: number[] = [time.now.getTime()];
  // A script that answers the next question every 50 ms, and tries again when refused.
  let index = 0;
  for (let attempt = 0; attempt < 200 && index < quiz.questions.length; attempt++) {
    time.advance(50);
    const question = quiz.questions[index];
    const sinceShown = time.now.getTime() - (recordedAt.at(-1) as number);
    const reply = await answer(t, bot, quiz.quiz_id, index, question?.options[0]?.tree_id);
    if (sinceShown < CHALLENGE.minAnswerMs) {
      quickTries++;
      if (reply.status === 429) quickRefused++;
    }
    if (reply.status !== 429) {
      expect(reply.status).toBe(200);
      recordedAt.push(time.now.getTime());
      index++;
    }
  }
  const gaps = recordedAt.slice(1).map((at, i) => at - (recordedAt[i] as number));
  const tooQuick = gaps.filter((gap) => gap < CHALLENGE.minAnswerMs).length;
  reportAttack({
    attack: `challenge answers faster than ${CHALLENGE.minAnswerMs} ms`,
    tried: quickTries,
    refused: quickRefused,
    figure: `sent every 50 ms: ${gaps.length} of 200 recorded, ${tooQuick} under ${CHALLENGE.minAnswerMs} ms`,
    goal: 'all refused',
    met: quickRefused === quickTries && tooQuick === 0,
  });
  expect(quickRefused).toBe(quickTries);
  expect(tooQuick).toBe(0);
  // Eight tries to every answer that lands: the script plays at a person's pace or not at all.
  expect(gaps.length).toBe(200 / 8);
});

it(`starts at most ${CHALLENGE.perDay} challenges a day for one player, never two open`, async () => {
  const bot = await createAccount(t);
  const tried = 30;
  let started = 0;
  const openAtOnce: number[] = [];
  const countOpen = () =>
    t.database.db.$count(
      quizzes,
      and(eq(quizzes.user_id, bot.id), eq(quizzes.mode, 'challenge'), isNull(quizzes.finished_at)),
    );
  // Ten at once, then twenty one by one, each after the last run's minute is over.
  const burst = await Promise.all(
    Array.from({ length: 10 }, () => call<{ quiz: Quiz }>(t, bot, 'POST', '/api/quizzes', { mode: 'challenge' })),
  );
  started += burst.filter((reply) => reply.status === 201).length;
  openAtOnce.push(await countOpen());
  for (let i = 0; i < tried - burst.length; i++) {
    time.advance((CHALLENGE.seconds + CHALLENGE.graceSeconds) * 1000 + 1);
    const reply = await call(t, bot, 'POST', '/api/quizzes', { mode: 'challenge' });
    if (reply.status === 201) started++;
    openAtOnce.push(await countOpen());
  }
  const mostOpen = Math.max(...openAtOnce.map((open, i) => (i === 0 ? open : Math.min(open, 1))));
  reportAttack({
    attack: 'challenges beyond the daily cap',
    tried,
    refused: tried - started,
    figure: `${started} started, at most ${mostOpen} open`,
    goal: `<= ${CHALLENGE.perDay}, 1 open`,
    met: started <= CHALLENGE.perDay && mostOpen <= 1,
  });
  expect(started).toBe(CHALLENGE.perDay);
  expect(openAtOnce[0]).toBe(1);
});
