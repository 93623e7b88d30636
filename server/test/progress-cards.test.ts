import type { Progress } from '@leafwise/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReviewCardRow, reviewCards } from '../src/db/progress-schema.ts';
import { applyAnswersToCards } from '../src/progress/apply-answers.ts';
import type { TreeAnswer } from '../src/progress/scheduler.ts';
import { newCardState, review } from '../src/progress/scheduler.ts';
import { recordAnswers } from '../src/quizzes/quizzes-repository.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = Array.from({ length: 30 }, () => makeSpecies({ level: 1 }));
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let clockAhead = 0;
let t: TestApp;
let me: Account;
let you: Account;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: () => new Date(Date.now() + clockAhead) });
  [me, you] = [await createAccount(t), await createAccount(t)];
});
afterAll(() => t.app.close());

const cardsOf = (userId: string): Promise<ReviewCardRow[]> =>
  t.database.db.select().from(reviewCards).where(eq(reviewCards.user_id, userId)).orderBy(asc(reviewCards.tree_id));
const cardOf = async (userId: string, treeId: number) =>
  (
    await t.database.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.user_id, userId), eq(reviewCards.tree_id, treeId)))
  )[0];
const answered = (user: Account, tree_id: number, correct: boolean, minutes: number): TreeAnswer => ({
  user_id: user.id,
  tree_id,
  correct,
  answered_at: at(minutes),
});

describe('applyAnswersToCards', () => {
  it('creates a card on first sight and applies many answers, several users and trees, in answered_at order', async () => {
    // Given out of order, with tree 2 answered twice in the batch.
    await applyAnswersToCards(t.database.db, [
      answered(me, 2, true, 10),
      answered(you, 2, false, 0),
      answered(me, 1, true, 0),
      answered(me, 2, false, 0),
    ]);
    const [one, two] = await cardsOf(me.id);
    const expectedTwo = review(review(newCardState(at(0)), answered(me, 2, false, 0)), answered(me, 2, true, 10));
    expect(two).toMatchObject({ ...expectedTwo, seen: 2, right: 1, wrong: 1, last_correct: true });
    expect(two?.last_answered_at).toEqual(at(10));
    expect(one).toMatchObject({ seen: 1, right: 1, wrong: 0, last_correct: true });
    expect(await cardsOf(you.id)).toEqual([
      expect.objectContaining({ tree_id: 2, seen: 1, wrong: 1, last_correct: false }),
    ]);
  });

  it('carries a card on from its stored state, adding to its tallies', async () => {
    const before = await cardOf(me.id, 1);
    await applyAnswersToCards(t.database.db, [answered(me, 1, false, 60)]);
    const after = await cardOf(me.id, 1);
    expect(after).toMatchObject({ seen: 2, right: 1, wrong: 1, last_correct: false, lapses: 1 });
    expect(after?.due.getTime()).toBeLessThan(before?.due.getTime() as number);
    // An older answer arriving late counts, but does not make the card's last answer older.
    await applyAnswersToCards(t.database.db, [answered(me, 1, true, 30)]);
    expect(await cardOf(me.id, 1)).toMatchObject({ seen: 3, right: 2, last_correct: false, last_answered_at: at(60) });
  });

  it("works inside the answers' own transaction, and rolls back with it", async () => {
    await t.database.db.transaction(async (tx) => {
      await applyAnswersToCards(tx, [answered(you, 5, true, 0)]);
    });
    expect(await cardOf(you.id, 5)).toMatchObject({ seen: 1, right: 1 });
    await expect(
      t.database.db.transaction(async (tx) => {
        await applyAnswersToCards(tx, [answered(you, 5, false, 5), answered(you, 6, false, 5)]);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await cardOf(you.id, 5)).toMatchObject({ seen: 1, right: 1, wrong: 0 });
    expect(await cardOf(you.id, 6)).toBeUndefined();
  });

  it('does nothing with no answers', async () => {
    await expect(applyAnswersToCards(t.database.db, [])).resolves.toBeUndefined();
  });
});

describe('timing an answer from the quiz', () => {
  const record = (quizId: string, position: number, treeId: number | undefined, minutes: number) =>
    recordAnswers(t.database.db, [
      { quizId, userId: me.id, position, treeId: treeId as number, answeredAt: at(minutes) },
    ]);

  it('times a test question from the previous answer, the first from the quiz start', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
    const stored = await storedQuestions(t, quiz.quiz_id);
    const [first] = await record(quiz.quiz_id, 0, stored[0]?.tree_id, 1);
    const [second] = await record(quiz.quiz_id, 1, stored[1]?.tree_id, 3);
    expect(first?.shownAt?.getTime()).toBe(Date.parse(quiz.created_at));
    expect(second?.shownAt).toEqual(at(1));
  });

  it('does not time the questions that follow a training study round', async () => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    const stored = await storedQuestions(t, quiz.quiz_id);
    const shown = [];
    for (const index of [0, 1, 2])
      shown.push((await record(quiz.quiz_id, index, stored[index]?.tree_id, index))[0]?.shownAt);
    expect(shown).toEqual([null, at(0), null]);
  });

  it('rates a right answer given long after the question appeared Hard: sooner due than a quick one', async () => {
    // Someone new, so that both trees are seen for the first time.
    const newcomer = await createAccount(t);
    const quiz = await startQuiz(t, newcomer, { mode: 'test', level: 1, tree_count: 10 });
    const [first, second] = (await storedQuestions(t, quiz.quiz_id)).map((row) => row.tree_id);
    expect((await answer(t, newcomer, quiz.quiz_id, 0, first)).status).toBe(200);
    // The second answer comes five minutes after the first, by the app's clock.
    clockAhead = 5 * 60_000;
    expect((await answer(t, newcomer, quiz.quiz_id, 1, second)).status).toBe(200);
    clockAhead = 0;
    const quick = await cardOf(newcomer.id, first as number);
    const slow = await cardOf(newcomer.id, second as number);
    expect(slow?.due.getTime()).toBeLessThan(quick?.due.getTime() as number);
    expect(slow?.stability).toBeLessThan(quick?.stability as number);
  });
});

describe('the progress kept in memory (told of answers on the embedded database, by versions on PostgreSQL)', () => {
  it('runs out when a tree falls due, within the day', async () => {
    const someone = await createAccount(t);
    const now = Date.now();
    // A zone where it is not near midnight, so that a few minutes later is the same day there.
    const tz = ['UTC', 'Asia/Tokyo', 'America/New_York'].find((zone) => {
      const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', timeZone: zone }).format(now));
      return hour >= 1 && hour <= 22;
    });
    // Right, but slowly, on first sight: Hard, back in a couple of minutes.
    await applyAnswersToCards(t.database.db, [
      { user_id: someone.id, tree_id: 1, correct: true, answered_at: new Date(now), shown_at: new Date(now - 60_000) },
    ]);
    const due = async () => (await call<Progress>(t, someone, 'GET', `/api/progress?tz=${tz}`)).body.due;
    expect(await due()).toBe(0);
    clockAhead = 10 * 60_000;
    expect(await due()).toBe(1);
    clockAhead = 0;
  });

  it('shows an answer on the very next request', async () => {
    const someone = await createAccount(t);
    const seen = async () => (await call<Progress>(t, someone, 'GET', '/api/progress')).body.seen;
    expect(await seen()).toBe(0);
    const quiz = await startQuiz(t, someone, { mode: 'test', level: 1, tree_count: 10 });
    for (const index of [0, 1, 2]) {
      await answer(t, someone, quiz.quiz_id, index, quiz.questions[index]?.options[0]?.tree_id);
      expect(await seen()).toBe(index + 1);
    }
  });
});
