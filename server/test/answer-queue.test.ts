import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerQueue } from '../src/quizzes/answer-queue.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = Array.from({ length: 40 }, () => makeSpecies({ level: 1 }));

let t: TestApp;
let me: Account;
let queue: AnswerQueue;
beforeAll(async () => {
  t = await createTestApp(catalog);
  me = await createAccount(t);
  queue = new AnswerQueue(t.database.db);
});
afterAll(() => t.app.close());

const newQuiz = () => startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });

describe('answers sent together', () => {
  it('go in one statement per round, one answer per quiz, each with its own running score', async () => {
    const quizzes = await Promise.all([1, 2, 3, 4, 5].map(newQuiz));
    const stored = await Promise.all(quizzes.map((quiz) => storedQuestions(t, quiz.quiz_id)));
    // Five answers to each of five quizzes, all at once: questions 0-4, right on even positions.
    const sent = quizzes.flatMap((quiz, q) =>
      [0, 1, 2, 3, 4].map((position) => {
        const row = stored[q]?.[position];
        const treeId = position % 2 === 0 ? row?.tree_id : row?.option_ids.find((id) => id !== row.tree_id);
        return queue.record({
          quizId: quiz.quiz_id,
          userId: me.id,
          answeredAt: new Date(),
          position,
          treeId: treeId as number,
        });
      }),
    );
    const recorded = await Promise.all(sent);
    expect(recorded.every(Boolean)).toBe(true);

    const after = await Promise.all(quizzes.map((quiz) => storedQuestions(t, quiz.quiz_id)));
    const rounds = new Set(after.flatMap((rows) => rows.slice(0, 5).map((row) => row.updated_at.getTime())));
    // updated_at is the write's own now(): five writes, each holding one answer of every quiz.
    expect(rounds.size).toBe(5);
    for (const rows of after) {
      expect(new Set(rows.slice(0, 5).map((row) => row.updated_at.getTime())).size).toBe(5);
    }
    for (const [q, quiz] of quizzes.entries()) {
      const tallies = recorded.slice(q * 5, q * 5 + 5).map((answer) => answer?.tally);
      // In the order sent: right, wrong, right, wrong, right.
      expect(tallies).toEqual([
        { correct: 1, incorrect: 0 },
        { correct: 1, incorrect: 1 },
        { correct: 2, incorrect: 1 },
        { correct: 2, incorrect: 2 },
        { correct: 3, incorrect: 2 },
      ]);
      expect(recorded[q * 5]?.question.quiz_id).toBe(quiz.quiz_id);
    }
  });

  it('land first come, first served when they answer the same question', async () => {
    const quiz = await newQuiz();
    const [row] = await storedQuestions(t, quiz.quiz_id);
    const [first, second] = await Promise.all(
      [row?.option_ids[1], row?.option_ids[0]].map((treeId) =>
        queue.record({
          quizId: quiz.quiz_id,
          userId: me.id,
          answeredAt: new Date(),
          position: 0,
          treeId: treeId as number,
        }),
      ),
    );
    expect(first?.question.chosen_tree_id).toBe(row?.option_ids[1]);
    expect(second).toBeUndefined();
  });

  it("are refused one by one: another user's quiz or a tree not offered records nothing", async () => {
    const [mine, other] = await Promise.all([newQuiz(), newQuiz()]);
    const [row] = await storedQuestions(t, mine.quiz_id);
    const results = await Promise.all([
      queue.record({
        quizId: mine.quiz_id,
        userId: 'someone-else',
        answeredAt: new Date(),
        position: 0,
        treeId: row?.tree_id as number,
      }),
      queue.record({ quizId: other.quiz_id, userId: me.id, answeredAt: new Date(), position: 0, treeId: 999_999 }),
    ]);
    expect(results).toEqual([undefined, undefined]);
    expect((await storedQuestions(t, mine.quiz_id))[0]?.answered_at).toBeNull();
    expect((await storedQuestions(t, other.quiz_id))[0]?.answered_at).toBeNull();
  });

  it('do not fail together when the database cannot take one of them', async () => {
    const quizzes = await Promise.all([1, 2, 3].map(newQuiz));
    const stored = await Promise.all(quizzes.map((quiz) => storedQuestions(t, quiz.quiz_id)));
    const results = await Promise.allSettled([
      queue.record({
        quizId: quizzes[0]?.quiz_id as string,
        userId: me.id,
        answeredAt: new Date(),
        position: 0,
        treeId: stored[0]?.[0]?.tree_id as number,
      }),
      // Out of a smallint's range: the route's schema refuses it; here it reaches the database.
      queue.record({
        quizId: quizzes[1]?.quiz_id as string,
        userId: me.id,
        answeredAt: new Date(),
        position: 40_000,
        treeId: 1,
      }),
      queue.record({
        quizId: quizzes[2]?.quiz_id as string,
        userId: me.id,
        answeredAt: new Date(),
        position: 0,
        treeId: stored[2]?.[0]?.tree_id as number,
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await storedQuestions(t, quizzes[0]?.quiz_id as string))[0]?.correct).toBe(true);
    expect((await storedQuestions(t, quizzes[2]?.quiz_id as string))[0]?.correct).toBe(true);
  });
});
