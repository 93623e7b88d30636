import { QUIZ_ERRORS, type Quiz, QuizSchema, TreeSchema } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/auth-schema.ts';
import { quizQuestions, quizzes } from '../src/db/quiz-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// 50 species: at each level 10-12 deciduous and 6 evergreen.
const catalog = [1, 2, 3].flatMap((level) => [
  ...Array.from({ length: level === 1 ? 12 : 10 }, () => makeSpecies({ level: level as 1 | 2 | 3, type: 'deciduous' })),
  ...Array.from({ length: 6 }, () => makeSpecies({ level: level as 1 | 2 | 3, type: 'evergreen' })),
]);

// One renamed species, whose old name is still the familiar one (docs/catalog.md, "Names").
catalog[0] = makeSpecies({ level: 1, type: 'deciduous', synonyms: [{ name: 'Oldgenus familiaris', familiar: true }] });

let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await createTestApp(catalog);
  me = await createAccount(t);
});
afterAll(() => t.app.close());

const tree = (id: number) => {
  const found = t.app.trees.get(id);
  if (!found) throw new Error(`no tree ${id}`);
  return found;
};
const quizCount = async () => t.database.db.$count(quizzes);

describe('starting a test', () => {
  it('draws distinct trees at or below the level, each with four distinct options, the right one among them', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 2, tree_count: 20 });
    expect(QuizSchema.parse(quiz)).toEqual(quiz);
    expect(quiz).toMatchObject({ mode: 'test', level: 2, type: null, correct: 0, incorrect: 0, score: 0 });
    expect(quiz.finished_at).toBeNull();
    expect(quiz.study).toBeUndefined();
    const stored = await storedQuestions(t, quiz.quiz_id);
    const shown = stored.map((question) => question.tree_id);
    expect(new Set(shown).size).toBe(20);
    expect(shown.every((id) => tree(id).level <= 2)).toBe(true);
    quiz.questions.forEach((question, index) => {
      const right = stored[index]?.tree_id;
      const options = question.options.map((option) => option.tree_id);
      expect(question.index).toBe(index);
      expect(new Set(options).size).toBe(4);
      expect(options).toContain(right);
      // Wrong options are trees outside the quiz.
      expect(options.filter((id) => id !== right).some((id) => shown.includes(id))).toBe(false);
      expect(question.options.find((option) => option.tree_id === right)).toEqual({
        tree_id: right,
        tree_name_common: tree(right as number).tree_name_common,
        tree_name_sci: tree(right as number).tree_name_sci,
        ...(tree(right as number).tree_name_synonym
          ? { tree_name_synonym: tree(right as number).tree_name_synonym }
          : {}),
      });
      expect(Object.keys(question.pictures).sort()).toEqual(['bark', 'bud', 'leaf', 'seed']);
      expect(question.answer).toBeNull();
    });
  });

  it('offers a renamed tree under either name: its options carry the familiar old name', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 20 });
    const options = quiz.questions.flatMap((question) => question.options);
    const renamedId = t.app.trees.matching({}).find((entry) => entry.tree_name_synonym)?.tree_id;
    const renamed = options.filter((option) => option.tree_id === renamedId);
    expect(renamed.length).toBeGreaterThan(0);
    for (const option of renamed) expect(option.tree_name_synonym).toBe('Oldgenus familiaris');
    expect(options.filter((option) => option.tree_id !== renamedId).every((o) => !('tree_name_synonym' in o))).toBe(
      true,
    );
  });

  it('keeps the questions and the wrong options to the type', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10, type: 'evergreen' });
    const ids = quiz.questions.flatMap((question) => question.options.map((option) => option.tree_id));
    expect(ids.every((id) => tree(id).type === 'evergreen')).toBe(true);
  });

  it('asks fewer questions when fewer trees match', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10, type: 'evergreen' });
    expect(quiz.questions).toHaveLength(6);
    const stored = await storedQuestions(t, quiz.quiz_id);
    expect(stored.every((question) => tree(question.tree_id).level === 1)).toBe(true);
  });

  it.each([
    [{ mode: 'test', level: 0, tree_count: 10 }, 'level'],
    [{ mode: 'test', level: 2.5, tree_count: 10 }, 'level'],
    [{ mode: 'test', level: '2', tree_count: 10 }, 'level'],
    [{ mode: 'test', tree_count: 10 }, 'level'],
    [{ mode: 'test', level: 2, tree_count: 15 }, 'tree_count'],
    [{ mode: 'test', level: 2 }, 'tree_count'],
    [{ mode: 'test', level: 2, tree_count: 10, type: 'fruit' }, 'type'],
    [{ mode: 'exam', level: 2, tree_count: 10 }, 'mode'],
    [{ level: 2, tree_count: 10 }, 'mode'],
    [{ mode: 'test', level: 2, tree_count: 10, colour: 'red' }, 'unknown parameter: colour'],
    [{ mode: 'training', level: 2 }, 'unknown parameter: level'],
  ])('refuses %j with a 400 naming %s, creating nothing', async (settings, named) => {
    const before = await quizCount();
    const { status, body } = await call(t, me, 'POST', '/api/quizzes', settings);
    expect(status).toBe(400);
    expect(body.msg).toContain(named);
    expect(await quizCount()).toBe(before);
  });
});

describe('starting a training session', () => {
  it('gives 6 full trees at level 3 of all types to study, and 2 questions on each group of 3, leaf only', async () => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    expect(quiz).toMatchObject({ mode: 'training', level: 3, type: null });
    expect(quiz.study).toHaveLength(6);
    for (const studied of quiz.study ?? []) expect(TreeSchema.strict().parse(studied)).toEqual(tree(studied.tree_id));
    const studied = quiz.study?.map((s) => s.tree_id) ?? [];
    const asked = (await storedQuestions(t, quiz.quiz_id)).map((question) => question.tree_id);
    expect(asked).toHaveLength(4);
    expect(new Set(asked).size).toBe(4);
    expect(studied.slice(0, 3)).toEqual(expect.arrayContaining(asked.slice(0, 2)));
    expect(studied.slice(3, 6)).toEqual(expect.arrayContaining(asked.slice(2, 4)));
    for (const question of quiz.questions) {
      expect(Object.keys(question.pictures)).toEqual(['leaf']);
      expect(question.options).toHaveLength(4);
    }
  });
});

describe('what a question shows before it is answered', () => {
  it('names the right tree only as one of the options, and its pictures only by quiz and question', async () => {
    const started = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const { body } = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${started.quiz_id}`);
    const stored = await storedQuestions(t, started.quiz_id);
    for (const question of body.quiz.questions) {
      const right = tree(stored[question.index]?.tree_id as number);
      // The question's own number may equal the tree's id by chance; every other field must not carry it.
      const { options, index: _index, ...rest } = question;
      const text = JSON.stringify(rest);
      for (const clue of [`:${right.tree_id},`, `:${right.tree_id}}`, right.tree_name_sci, right.tree_name_common]) {
        expect(text).not.toContain(clue);
      }
      expect(options.filter((option) => option.tree_id === right.tree_id)).toHaveLength(1);
      for (const [slot, url] of Object.entries(question.pictures)) {
        expect(url).toBe(`/api/quizzes/${started.quiz_id}/questions/${question.index}/${slot}.svg`);
        const picture = await t.app.inject({ url, headers: { cookie: me.cookie } });
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(picture.headers['cache-control']).toBe('private, max-age=86400');
        expect(picture.headers.location).toBeUndefined();
        expect(picture.body).toMatch(/^<svg/);
        expect(picture.body).not.toContain(right.tree_name_sci);
        expect(picture.body).not.toContain(right.tree_name_common);
      }
    }
  });

  it('serves only the pictures the question has', async () => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    const base = `/api/quizzes/${quiz.quiz_id}/questions`;
    const get = (url: string) => t.app.inject({ url, headers: { cookie: me.cookie } });
    expect((await get(`${base}/0/leaf.svg`)).statusCode).toBe(200);
    expect((await get(`${base}/0/bark.svg`)).statusCode).toBe(404);
    expect((await get(`${base}/0/leaf-1280.webp`)).statusCode).toBe(404);
    expect((await get(`${base}/9/leaf.svg`)).statusCode).toBe(404);
    expect((await get(`${base}/0/flower.svg`)).statusCode).toBe(400);
    expect((await get(`${base}/0/leaf.svg?v=1`)).statusCode).toBe(400);
  });
});

describe('answering', () => {
  it('records the answer with the tree chosen and when, and reveals the right tree only then', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const [first] = await storedQuestions(t, quiz.quiz_id);
    const wrong = quiz.questions[0]?.options.find((option) => option.tree_id !== first?.tree_id)?.tree_id;
    const { status, body } = await answer(t, me, quiz.quiz_id, 0, wrong);
    expect(status).toBe(200);
    expect(body).toMatchObject({ correct: 0, incorrect: 1, score: 0 });
    expect(body.question).toMatchObject({
      index: 0,
      options: quiz.questions[0]?.options,
      pictures: quiz.questions[0]?.pictures,
      answer: { chosen_tree_id: wrong, correct_tree_id: first?.tree_id, correct: false },
    });
    const [row] = await storedQuestions(t, quiz.quiz_id);
    expect(row).toMatchObject({ chosen_tree_id: wrong, correct: false });
    expect(row?.answered_at?.toISOString()).toBe(body.question.answer?.answered_at);
  });

  it('takes one answer per question: a second is 409 and changes nothing', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const [first] = await storedQuestions(t, quiz.quiz_id);
    const right = first?.tree_id as number;
    expect((await answer(t, me, quiz.quiz_id, 0, right)).status).toBe(200);
    const [before] = await storedQuestions(t, quiz.quiz_id);
    const other = quiz.questions[0]?.options.find((option) => option.tree_id !== right)?.tree_id;
    for (const choice of [other, right]) {
      const again = await answer(t, me, quiz.quiz_id, 0, choice);
      expect(again).toEqual({ status: 409, body: { msg: QUIZ_ERRORS.alreadyAnswered } });
    }
    expect((await storedQuestions(t, quiz.quiz_id))[0]).toEqual(before);
  });

  it('lets exactly one of several answers sent at once land', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    for (const question of quiz.questions.slice(0, 3)) {
      const choices = [...question.options, ...question.options].map((option) => option.tree_id);
      const replies = await Promise.all(choices.map((id) => answer(t, me, quiz.quiz_id, question.index, id)));
      const landed = replies.filter((reply) => reply.status === 200);
      expect(landed).toHaveLength(1);
      expect(replies.filter((reply) => reply.status === 409)).toHaveLength(choices.length - 1);
      const row = (await storedQuestions(t, quiz.quiz_id))[question.index];
      expect(row?.chosen_tree_id).toBe(landed[0]?.body.question.answer?.chosen_tree_id);
    }
    const { body } = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}`);
    expect(body.quiz.correct + body.quiz.incorrect).toBe(3);
  });

  it.each([
    [{ tree_id: 'x' }, 'tree_id'],
    [{ tree_id: 0 }, 'tree_id'],
    [{ tree_id: 1.5 }, 'tree_id'],
    [{ tree_id: 2 ** 31 }, 'tree_id'],
    [{}, 'tree_id'],
    [{ tree_id: 1, sure: true }, 'unknown parameter: sure'],
  ])('refuses the body %j with a 400 naming %s, changing nothing', async (payload, named) => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    const { status, body } = await call(t, me, 'POST', `/api/quizzes/${quiz.quiz_id}/questions/0/answer`, payload);
    expect(status).toBe(400);
    expect(body.msg).toContain(named);
    expect((await storedQuestions(t, quiz.quiz_id))[0]?.answered_at).toBeNull();
  });

  it('refuses a tree that is not an option (400), an unknown question (404) and a bad address (400)', async () => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    const options = quiz.questions[0]?.options.map((option) => option.tree_id) ?? [];
    const notOption = [...Array(catalog.length).keys()].map((i) => i + 1).find((id) => !options.includes(id));
    expect(await answer(t, me, quiz.quiz_id, 0, notOption)).toEqual({
      status: 400,
      body: { msg: QUIZ_ERRORS.notAnOption },
    });
    expect(await answer(t, me, quiz.quiz_id, 4, options[0])).toEqual({
      status: 404,
      body: { msg: QUIZ_ERRORS.noSuchQuestion },
    });
    for (const [quizId, index, named] of [
      [quiz.quiz_id, 'first', 'index'],
      [quiz.quiz_id, -1, 'index'],
      [quiz.quiz_id, 1.5, 'index'],
      [quiz.quiz_id, 2 ** 15, 'index'],
      ['not-a-quiz', 0, 'quizId'],
    ] as const) {
      const { status, body } = await answer(t, me, quizId, index, options[0]);
      expect(status).toBe(400);
      expect(body.msg).toContain(named);
    }
    expect(await answer(t, me, crypto.randomUUID(), 0, options[0])).toEqual({
      status: 404,
      body: { msg: QUIZ_ERRORS.notFound },
    });
    expect((await storedQuestions(t, quiz.quiz_id)).every((row) => row.answered_at === null)).toBe(true);
  });
});

describe('score and finishing', () => {
  /** Answers the first `right` questions rightly and the next `wrong` wrongly. */
  async function play(quiz: Quiz, right: number, wrong: number) {
    const stored = await storedQuestions(t, quiz.quiz_id);
    let last: Awaited<ReturnType<typeof answer>> | undefined;
    for (let i = 0; i < right + wrong; i++) {
      const correctId = stored[i]?.tree_id;
      const pick = quiz.questions[i]?.options.find((option) => i < right === (option.tree_id === correctId));
      last = await answer(t, me, quiz.quiz_id, i, pick?.tree_id);
      expect(last.status).toBe(200);
    }
    return last?.body;
  }

  it.each([
    [7, 2, 70],
    [5, 5, 0],
    [2, 6, 0],
    [0, 3, 0],
    [10, 0, 140],
  ])('%i right and %i wrong score %i (max(0, correct - incorrect) * 14)', async (right, wrong, expected) => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const last = await play(quiz, right, wrong);
    expect(last).toMatchObject({ correct: right, incorrect: wrong, score: expected });
    const finished = await call<{ quiz: Quiz }>(t, me, 'POST', `/api/quizzes/${quiz.quiz_id}/finish`);
    expect(finished.status).toBe(200);
    expect(finished.body.quiz).toMatchObject({ correct: right, incorrect: wrong, score: expected });
  });

  it('finishes once: finished_at stays, unanswered questions do not count, answers are refused after', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    await play(quiz, 1, 1);
    const first = await call<{ quiz: Quiz }>(t, me, 'POST', `/api/quizzes/${quiz.quiz_id}/finish`);
    expect(first.body.quiz).toMatchObject({ correct: 1, incorrect: 1, score: 0 });
    expect(first.body.quiz.finished_at).not.toBeNull();
    const second = await call<{ quiz: Quiz }>(t, me, 'POST', `/api/quizzes/${quiz.quiz_id}/finish`);
    expect(second.body.quiz.finished_at).toBe(first.body.quiz.finished_at);
    const late = await answer(t, me, quiz.quiz_id, 5, quiz.questions[5]?.options[0]?.tree_id);
    expect(late).toEqual({ status: 409, body: { msg: QUIZ_ERRORS.finished } });
    expect((await storedQuestions(t, quiz.quiz_id))[5]?.answered_at).toBeNull();
  });

  it('resumes after a reload: GET gives the same quiz with the answers so far', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 2, tree_count: 10, type: 'deciduous' });
    await play(quiz, 2, 1);
    const { status, body } = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}`);
    expect(status).toBe(200);
    expect(body.quiz).toMatchObject({ quiz_id: quiz.quiz_id, type: 'deciduous', correct: 2, incorrect: 1, score: 14 });
    expect(body.quiz.questions.map((question) => question.options)).toEqual(
      quiz.questions.map((question) => question.options),
    );
    expect(body.quiz.questions.map((question) => question.answer !== null)).toEqual([
      true,
      true,
      true,
      ...Array(7).fill(false),
    ]);
  });
});

describe('ownership', () => {
  it("answers 404 for someone else's quiz and 401 when signed out, on every route", async () => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    const stranger = await createAccount(t);
    const option = quiz.questions[0]?.options[0]?.tree_id;
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/quizzes/${quiz.quiz_id}`],
      ['POST', `/api/quizzes/${quiz.quiz_id}/questions/0/answer`, { tree_id: option }],
      ['POST', `/api/quizzes/${quiz.quiz_id}/finish`],
      ['GET', `/api/quizzes/${quiz.quiz_id}/questions/0/leaf.svg`],
    ];
    for (const [method, url, payload] of routes) {
      const theirs = await call(t, stranger, method, url, payload);
      expect(theirs.status).toBe(404);
      expect(theirs.body.msg).toMatch(/^No such (quiz|question)/);
      expect((await call(t, null, method, url, payload)).status).toBe(401);
    }
    expect((await call(t, null, 'POST', '/api/quizzes', { mode: 'training' })).status).toBe(401);
    const mine = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}`);
    expect(mine.body.quiz.finished_at).toBeNull();
    expect(mine.body.quiz.questions[0]?.answer).toBeNull();
  });

  it("goes with its user: deleting the account deletes the user's quizzes and answers", async () => {
    const leaving = await createAccount(t);
    const quiz = await startQuiz(t, leaving, { mode: 'training' });
    await answer(t, leaving, quiz.quiz_id, 0, quiz.questions[0]?.options[0]?.tree_id);
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    expect(await t.database.db.$count(quizzes, eq(quizzes.quiz_id, quiz.quiz_id))).toBe(0);
    expect(await t.database.db.$count(quizQuestions, eq(quizQuestions.quiz_id, quiz.quiz_id))).toBe(0);
  });
});

describe('when no tree matches', () => {
  let few: TestApp;
  beforeAll(async () => {
    few = await createTestApp([makeSpecies({ level: 3, type: 'evergreen' })]);
  });
  afterAll(() => few.app.close());

  it('answers 404 with the catalogue message', async () => {
    const someone = await createAccount(few);
    const { status, body } = await call(few, someone, 'POST', '/api/quizzes', {
      mode: 'test',
      level: 1,
      tree_count: 10,
    });
    expect({ status, body }).toEqual({ status: 404, body: { msg: 'No trees found for the given criteria.' } });
    expect(await few.database.db.$count(quizzes)).toBe(0);
  });
});
