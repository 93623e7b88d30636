import {
  ConfusionsSchema,
  DueListSchema,
  PROGRESS_ERRORS,
  type Progress,
  ProgressSchema,
  type Quiz,
  REVIEW,
} from '@leafwise/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCards } from '../src/db/progress-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = [1, 2, 3].flatMap((level) =>
  Array.from({ length: 12 }, () => makeSpecies({ level: level as 1 | 2 | 3 })),
);
const DAY = 86_400_000;

// The app's clock: answers are stamped by the database, so tests move it forward from the real time.
let ahead = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: () => new Date(Date.now() + ahead) });
});
afterAll(() => t.app.close());

const get = <T>(who: Account | null, url: string) => call<T>(t, who, 'GET', url);

/**
 * A learner who chose Ancient: these tests are about reviews, due trees and confusions over trees
 * of every level, which a learner's level would otherwise narrow (the last describe tests that).
 */
async function ancientLearner(): Promise<Account> {
  const me = await createAccount(t);
  expect((await call(t, me, 'PUT', '/api/progress/level', { level: 3 })).status).toBe(200);
  return me;
}

/** Answers every question of `quiz`: wrong (the first other option) where `wrongAt` says so, else right. */
async function play(who: Account, quiz: Quiz, wrongAt: (index: number) => boolean) {
  const stored = await storedQuestions(t, quiz.quiz_id);
  const mistakes: { shown: number; chosen: number }[] = [];
  for (const question of quiz.questions) {
    const right = stored[question.index]?.tree_id as number;
    const other = question.options.find((option) => option.tree_id !== right)?.tree_id as number;
    const wrong = wrongAt(question.index);
    const { status } = await answer(t, who, quiz.quiz_id, question.index, wrong ? other : right);
    expect(status).toBe(200);
    if (wrong) mistakes.push({ shown: right, chosen: other });
  }
  return { shown: stored.map((question) => question.tree_id), mistakes };
}

describe('who may see progress', () => {
  it('answers 401 signed out and 400 to unknown or bad parameters', async () => {
    const me = await ancientLearner();
    for (const url of ['/api/progress', '/api/progress/due', '/api/progress/confusions']) {
      expect((await get(null, url)).status).toBe(401);
      const unknown = await get(me, `${url}?user=someone`);
      expect(unknown).toEqual({ status: 400, body: { msg: 'unknown parameter: user' } });
    }
    for (const tz of ['Mars/Olympus', '+01:00', '', 'Europe/London;drop']) {
      const bad = await get(me, `/api/progress?tz=${encodeURIComponent(tz)}`);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('tz must be a time zone name');
    }
  });

  it('shows a new user nothing yet, and nothing due', async () => {
    const me = await ancientLearner();
    const { status, body } = await get<Progress>(me, '/api/progress?tz=Europe/London');
    expect(status).toBe(200);
    expect(ProgressSchema.parse(body)).toMatchObject({
      tz: 'Europe/London',
      seen: 0,
      mastered: 0,
      due: 0,
      answers: 0,
      streak_days: 0,
      practised_today: false,
      next_due_at: null,
      accuracy: { period: 'day', points: [] },
      species: [],
    });
    expect((await get(me, '/api/progress/due')).body).toEqual({ trees: [], next_due_at: null });
    expect((await get(me, '/api/progress/confusions')).body).toEqual({ confusions: [], trees: [] });
    const review = await call(t, me, 'POST', '/api/quizzes', { mode: 'review' });
    expect(review).toEqual({ status: 404, body: { msg: PROGRESS_ERRORS.nothingDue } });
  });
});

describe('after a test answered partly wrong', () => {
  let me: Account;
  let played: Awaited<ReturnType<typeof play>>;
  beforeAll(async () => {
    ahead = 0;
    me = await ancientLearner();
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    played = await play(me, quiz, (index) => index % 3 === 0); // questions 0, 3, 6 and 9 wrong
  });

  it('has one card per tree asked, with what was answered', async () => {
    const { body } = await get<Progress>(me, '/api/progress');
    expect(ProgressSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ seen: 10, answers: 10, right: 6, wrong: 4, mastered: 0, due: 4 });
    expect(body).toMatchObject({ streak_days: 1, practised_today: true });
    const missed = new Set(played.mistakes.map((mistake) => mistake.shown));
    for (const row of body.species) {
      expect(played.shown).toContain(row.tree_id);
      const wrong = missed.has(row.tree_id);
      expect(row).toMatchObject({ seen: 1, right: wrong ? 0 : 1, wrong: wrong ? 1 : 0, accuracy: wrong ? 0 : 1 });
      expect(row.due).toBe(wrong);
      expect(row.tree_name_common).toBe(t.app.trees.get(row.tree_id)?.tree_name_common);
    }
    const levels = body.accuracy.points.map((point) => point.level);
    expect(new Set(levels).size).toBe(levels.length);
    expect(body.accuracy.points.reduce((sum, point) => sum + point.right + point.wrong, 0)).toBe(10);
  });

  it('lists exactly the missed trees as due, and the review brings back exactly those', async () => {
    const missed = played.mistakes.map((mistake) => mistake.shown).sort();
    const due = DueListSchema.parse((await get(me, '/api/progress/due')).body);
    expect(due.trees.map((tree) => tree.tree_id).sort()).toEqual(missed);
    expect(due.trees.every((tree) => !tree.last_correct)).toBe(true);
    expect(due.next_due_at).not.toBeNull();

    const review = await startQuiz(t, me, { mode: 'review' });
    expect(review.mode).toBe('review');
    expect(review.study?.map((tree) => tree.tree_id)).toEqual(due.trees.map((tree) => tree.tree_id));
    const asked = (await storedQuestions(t, review.quiz_id)).map((question) => question.tree_id);
    // Each studied tree asked once, within its group of three.
    expect([...asked].sort()).toEqual(missed);
    expect(new Set(asked.slice(0, REVIEW.treesPerGroup))).toEqual(
      new Set(review.study?.slice(0, 3).map((x) => x.tree_id)),
    );
    expect(Object.keys(review.questions[0]?.pictures ?? {}).sort()).toEqual(['bark', 'bud', 'leaf', 'seed']);

    // Put right, they are no longer due; the trees answered right come back in days.
    await play(me, review, () => false);
    expect((await get<{ trees: unknown[] }>(me, '/api/progress/due')).body.trees).toEqual([]);
    expect((await call(t, me, 'POST', '/api/quizzes', { mode: 'review' })).status).toBe(404);
    expect((await get<Progress>(me, '/api/progress')).body.due).toBe(0);
    ahead = 3 * DAY;
    const later = (await get<{ trees: { tree_id: number }[] }>(me, '/api/progress/due')).body.trees;
    expect(later.map((tree) => tree.tree_id).sort()).toEqual([...played.shown].sort());
    // The summary kept in memory runs out when a tree falls due: it says so too.
    expect((await get<Progress>(me, '/api/progress')).body.due).toBe(played.shown.length);
    ahead = 0;
  });

  it('counts the confusions, and lists each tree they name in full', async () => {
    const confusions = ConfusionsSchema.parse((await get(me, '/api/progress/confusions')).body);
    expect(confusions.confusions).toHaveLength(played.mistakes.length);
    for (const { shown, chosen } of played.mistakes) {
      expect(confusions.confusions).toContainEqual(
        expect.objectContaining({ shown_tree_id: shown, chosen_tree_id: chosen, times: 1, reverse_times: 0 }),
      );
    }
    const named = new Set(played.mistakes.flatMap((mistake) => [mistake.shown, mistake.chosen]));
    expect(new Set(confusions.trees.map((tree) => tree.tree_id))).toEqual(named);
    expect(confusions.trees.every((tree) => tree.leaf_description && tree.tree_img_leaf)).toBe(true);
  });

  it('shows none of it to anyone else', async () => {
    const someoneElse = await createAccount(t);
    expect((await get<Progress>(someoneElse, '/api/progress')).body.seen).toBe(0);
    expect((await get<{ trees: unknown[] }>(someoneElse, '/api/progress/due')).body.trees).toEqual([]);
    expect((await get<{ confusions: unknown[] }>(someoneElse, '/api/progress/confusions')).body.confusions).toEqual([]);
  });
});

describe('a drill on two trees', () => {
  it('studies both and asks about them in turn, each question offering the other', async () => {
    const me = await ancientLearner();
    const [a, b] = [catalog[3], catalog[20]].map((species) =>
      [...Array(40).keys()]
        .map((id) => t.app.trees.get(id + 1))
        .find((tree) => tree?.tree_name_sci === species?.name_sci),
    );
    const ids = [a?.tree_id as number, b?.tree_id as number];
    const drill = await startQuiz(t, me, { mode: 'review', tree_ids: ids });
    expect(drill.study?.map((tree) => tree.tree_id)).toEqual(ids);
    expect(drill.questions).toHaveLength(REVIEW.drillQuestions);
    const asked = (await storedQuestions(t, drill.quiz_id)).map((question) => question.tree_id);
    expect(asked.filter((id) => id === ids[0])).toHaveLength(REVIEW.drillQuestions / 2);
    for (const question of drill.questions) {
      expect(question.options.map((option) => option.tree_id)).toEqual(expect.arrayContaining(ids));
      expect(new Set(question.options.map((option) => option.tree_id)).size).toBe(4);
    }
  });

  it.each([[[]], [[1, 1]], [[0, 2]], [['1', '2']]])('refuses tree_ids %j with 400', async (treeIds) => {
    const me = await ancientLearner();
    const { status, body } = await call(t, me, 'POST', '/api/quizzes', { mode: 'review', tree_ids: treeIds });
    expect(status).toBe(400);
    expect(body.msg).toContain(`tree_ids must be 1 to ${REVIEW.chosenMaxTrees} different tree ids`);
  });

  it('answers 404 for a tree that is not in the catalog', async () => {
    const me = await ancientLearner();
    expect((await call(t, me, 'POST', '/api/quizzes', { mode: 'review', tree_ids: [1, 99_999] })).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes the progress routes, their time zone parameter and the review mode', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['/api/progress', '/api/progress/due', '/api/progress/confusions']) {
      expect(doc.paths[path].get.tags).toEqual(['progress']);
      expect(doc.paths[path].get.responses['200']).toBeDefined();
    }
    expect(doc.paths['/api/progress'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['tz']);
    expect(JSON.stringify(doc.paths['/api/quizzes'].post.requestBody)).toContain('tree_ids');
  });
});

describe('deleting the account', () => {
  it('deletes its cards with it', async () => {
    const me = await ancientLearner();
    await play(me, await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 }), (index) => index < 2);
    const cardsOf = async (id: string) =>
      (await t.database.db.select({ n: count() }).from(reviewCards).where(eq(reviewCards.user_id, id)))[0]?.n;
    expect(await cardsOf(me.id)).toBe(10);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await cardsOf(me.id)).toBe(0);
  });
});

describe("the learner's level", () => {
  it('follows the course until the learner chooses another, and refuses anything but 1 to 3 or null', async () => {
    const me = await createAccount(t);
    // This catalog is none of the course's trees, but the course's first unit is still the one the learner is on.
    const first = t.app.course.units[0];
    expect((await get(me, '/api/progress/level')).body).toEqual({
      level: first?.level,
      chosen: null,
      course_level: first?.level,
    });
    expect((await call(t, me, 'PUT', '/api/progress/level', { level: 2 })).body).toEqual({
      level: 2,
      chosen: 2,
      course_level: first?.level,
    });
    expect((await get<Progress>(me, '/api/progress')).body.level).toMatchObject({ level: 2, chosen: 2 });
    for (const body of [{ level: 4 }, { level: 0 }, { level: '2' }, { level: 1.5 }, {}, { level: 2, extra: 1 }]) {
      expect((await call(t, me, 'PUT', '/api/progress/level', body)).status).toBe(400);
    }
    expect((await get(me, '/api/progress/level')).body).toMatchObject({ level: 2, chosen: 2 });
    expect((await call(t, me, 'PUT', '/api/progress/level', { level: null })).body).toMatchObject({
      level: first?.level,
      chosen: null,
    });
    expect((await call(t, null, 'PUT', '/api/progress/level', { level: 2 })).status).toBe(401);
  });

  it('keeps due trees and reviews to the level: a rare tree missed in the challenge waits until the level reaches it', async () => {
    const me = await createAccount(t);
    expect((await call(t, me, 'PUT', '/api/progress/level', { level: 1 })).status).toBe(200);
    // Missed trees of every level, as after an Ancient test.
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 30 });
    const { mistakes } = await play(me, quiz, () => true);
    const levelOf = (id: number) => t.app.trees.get(id)?.level as number;
    const sapling = mistakes.filter((mistake) => levelOf(mistake.shown) === 1).length;
    expect(sapling).toBeGreaterThan(0);
    expect(sapling).toBeLessThan(mistakes.length);

    const { body } = await get<Progress>(me, '/api/progress');
    expect(body).toMatchObject({ due: sapling, due_beyond_level: mistakes.length - sapling });
    const due = DueListSchema.parse((await get(me, '/api/progress/due')).body);
    expect(due.trees.every((tree) => tree.level === 1)).toBe(true);

    const review = await startQuiz(t, me, { mode: 'review' });
    expect(review.study?.every((tree) => tree.level === 1)).toBe(true);
    // Nor are the wrong options rarer than the learner's level.
    for (const question of review.questions) {
      for (const option of question.options) expect(levelOf(option.tree_id)).toBe(1);
    }
  });
});
