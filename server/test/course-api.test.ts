import { loadCatalog, loadCourse } from '@leafwise/catalog';
import {
  ACCOUNT_HEADER,
  COURSE,
  COURSE_ERRORS,
  type CourseResponse,
  CourseResponseSchema,
  type Progress,
  ProgressSchema,
  type Quiz,
  QuizSchema,
  TreeSchema,
  type UnitResponse,
  UnitResponseSchema,
  VISITOR_ACCOUNT,
} from '@leafwise/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseUnits } from '../src/db/progress-schema.ts';
import { quizzes } from '../src/db/quiz-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { answerRightly, arrangeUnitsDone, takeCheckpoint } from './helpers/course.ts';
import { call, startQuiz } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The guided course, unit by unit, run by the server (docs/course.md). */
const catalog = loadCatalog();
const course = loadCourse(catalog);
const [first, second, third] = course.units;
if (!first || !second || !third) throw new Error('the course has fewer than three units');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog);
});
afterAll(() => t.app.close());

const getCourse = async (who: Account | null) => {
  const reply = await call<CourseResponse>(t, who, 'GET', '/api/course');
  expect(reply.status).toBe(200);
  return CourseResponseSchema.strict().parse(reply.body);
};
const unitOf = (answer: CourseResponse, unitId: string) => answer.units.find((unit) => unit.id === unitId);
const start = (who: Account, body: object) => call<{ quiz: Quiz }>(t, who, 'POST', '/api/quizzes', body);
const quizCount = async (who: Account) =>
  (await t.database.db.select({ n: count() }).from(quizzes).where(eq(quizzes.user_id, who.id)))[0]?.n;
const courseRows = (who: Account) => t.database.db.select().from(courseUnits).where(eq(courseUnits.user_id, who.id));

describe('GET /api/course', () => {
  it('lists every unit in course order for anyone, as a new learner sees it', async () => {
    const answer = await getCourse(null);
    expect(answer.signed_in).toBe(false);
    expect(answer.units.map((unit) => unit.id)).toEqual(course.units.map((unit) => unit.id));
    expect(answer).toMatchObject({ units_done: 0, units_total: course.units.length, current_unit_id: first.id });
    expect(answer.units.map((unit) => unit.state)).toEqual(
      course.units.map((_, i) => (i === 0 ? 'current' : 'locked')),
    );
    const names = new Map(catalog.map((entry) => [entry.slug, entry.name_sci]));
    for (const [i, unit] of course.units.entries()) {
      const listed = answer.units[i];
      expect(listed).toMatchObject({
        position: i,
        kind: unit.kind,
        title: unit.title,
        level: unit.level,
        focus: unit.focus,
        lesson: unit.lesson,
        done_at: null,
        tested_out: false,
        best: null,
        trees_known: 0,
      });
      if (unit.kind === 'lesson') {
        expect(listed?.trees.map((tree) => tree.tree_name_sci)).toEqual(unit.trees.map((slug) => names.get(slug)));
        expect(listed?.reviews).toEqual([]);
      } else expect(listed?.reviews).toEqual(unit.reviews);
    }
    // Every species is taught once, by the id the trees routes use.
    const taught = answer.units.filter((unit) => unit.kind === 'lesson').flatMap((unit) => unit.trees);
    expect(new Set(taught.map((tree) => tree.tree_id)).size).toBe(catalog.length);
    expect(unitOf(answer, 'winter-woodland-twigs')?.slots).toEqual(['bark', 'bud']);
  });

  it('gives a signed-in learner their own states, starting at the first unit', async () => {
    const me = await createAccount(t);
    const answer = await getCourse(me);
    expect(answer.signed_in).toBe(true);
    expect(answer.current_unit_id).toBe(first.id);
    expect(unitOf(answer, second.id)?.state).toBe('locked');
  });

  it('says whose standing each answer is, and varies by the account the page names (a shared phone)', async () => {
    const me = await createAccount(t);
    for (const url of ['/api/course', `/api/course/units/${first.id}`]) {
      const visitor = await t.app.inject({ url, headers: { [ACCOUNT_HEADER]: VISITOR_ACCOUNT } });
      expect(visitor.headers[ACCOUNT_HEADER]).toBe(VISITOR_ACCOUNT);
      expect(String(visitor.headers.vary)).toContain(ACCOUNT_HEADER);
      // The page may believe someone else is signed in: the answer says who it is really for.
      const mine = await t.app.inject({ url, headers: { cookie: me.cookie, [ACCOUNT_HEADER]: 'someone-else' } });
      expect(mine.headers[ACCOUNT_HEADER]).toBe(me.id);
      expect(String(mine.headers.vary)).toContain(ACCOUNT_HEADER);
    }
  });

  it('refuses query parameters', async () => {
    const reply = await call(t, null, 'GET', '/api/course?unit=1');
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('unit');
  });
});

describe('GET /api/course/units/:unitId', () => {
  it('opens a unit with its trees in full, for the study cards', async () => {
    const me = await createAccount(t);
    const reply = await call<UnitResponse>(t, me, 'GET', `/api/course/units/${first.id}`);
    expect(reply.status).toBe(200);
    const { unit, signed_in } = UnitResponseSchema.parse(reply.body);
    expect(signed_in).toBe(true);
    expect(unit).toMatchObject({
      id: first.id,
      state: 'current',
      kind: 'lesson',
      slots: ['leaf', 'bark', 'bud', 'seed'],
    });
    expect(unit.trees).toHaveLength(first.kind === 'lesson' ? first.trees.length : 0);
    for (const tree of unit.trees) {
      expect(TreeSchema.strict().parse(tree)).toEqual(tree);
      expect(tree.tree_img_leaf).toBeDefined();
    }
    const visitor = await call<UnitResponse>(t, null, 'GET', `/api/course/units/${second.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.unit.state).toBe('locked');
  });

  it('answers 404 for a unit the course does not have, 400 for what is no unit id', async () => {
    expect(await call(t, null, 'GET', '/api/course/units/no-such-unit')).toEqual({
      status: 404,
      body: { msg: COURSE_ERRORS.noSuchUnit },
    });
    for (const bad of ['Oaks', 'oaks_beech', '-oaks', 'oaks--beech', 'a'.repeat(81), '%20']) {
      const reply = await call(t, null, 'GET', `/api/course/units/${bad}`);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toContain('unitId');
    }
  });
});

describe('unlocking, unit by unit', () => {
  it('keeps unit 2 locked until unit 1’s checkpoint is passed, then makes it current', async () => {
    const me = await createAccount(t);
    for (const mode of ['practice', 'checkpoint']) {
      expect(await start(me, { mode, unit_id: second.id })).toEqual({
        status: 403,
        body: { msg: COURSE_ERRORS.locked(first.title) },
      });
    }
    expect(await quizCount(me)).toBe(0);

    const practice = await startQuiz(t, me, { mode: 'practice', unit_id: first.id });
    expect(practice).toMatchObject({ mode: 'practice', unit_id: first.id, checkpoint: null });
    expect((await answerRightly(t, me, practice, 0, true)).status).toBe(200);
    const passed = await takeCheckpoint(t, me, first.id, { right: COURSE.checkpointQuestions });
    expect(passed.checkpoint).toEqual({
      passed: true,
      correct: COURSE.checkpointQuestions,
      total: COURSE.checkpointQuestions,
      pass_mark: COURSE.passMark,
    });

    const answer = await getCourse(me);
    expect(answer).toMatchObject({ units_done: 1, current_unit_id: second.id });
    expect(unitOf(answer, first.id)).toMatchObject({
      state: 'done',
      tested_out: false,
      best: { correct: COURSE.checkpointQuestions, total: COURSE.checkpointQuestions },
    });
    expect(unitOf(answer, first.id)?.done_at).not.toBeNull();
    // Every tree the checkpoint asked was named right.
    expect(unitOf(answer, first.id)?.trees_known).toBe(unitOf(answer, first.id)?.trees.length);
    expect(unitOf(answer, second.id)?.state).toBe('current');
    expect(unitOf(answer, third.id)?.state).toBe('locked');
    expect((await start(me, { mode: 'practice', unit_id: second.id })).status).toBe(201);
    // A done unit can still be practised and tested again.
    expect((await start(me, { mode: 'practice', unit_id: first.id })).status).toBe(201);
    expect((await start(me, { mode: 'checkpoint', unit_id: first.id })).status).toBe(201);
  });

  it('leaves the unit current after a failed checkpoint, unanswered questions counting as wrong', async () => {
    const me = await createAccount(t);
    const needed = Math.ceil(COURSE.passMark * COURSE.checkpointQuestions);
    const failed = await takeCheckpoint(t, me, first.id, { right: needed - 1 });
    expect(failed.checkpoint).toEqual({
      passed: false,
      correct: needed - 1,
      total: COURSE.checkpointQuestions,
      pass_mark: COURSE.passMark,
    });
    let answer = await getCourse(me);
    expect(answer).toMatchObject({ units_done: 0, current_unit_id: first.id });
    expect(unitOf(answer, first.id)).toMatchObject({
      state: 'current',
      done_at: null,
      best: { correct: needed - 1, total: COURSE.checkpointQuestions },
    });
    expect((await start(me, { mode: 'practice', unit_id: second.id })).status).toBe(403);

    // Exactly the pass mark passes; the wrong answers count against it as unanswered ones do.
    const passed = await takeCheckpoint(t, me, first.id, {
      right: needed,
      wrong: COURSE.checkpointQuestions - needed,
    });
    expect(passed.checkpoint?.passed).toBe(true);
    answer = await getCourse(me);
    expect(unitOf(answer, first.id)).toMatchObject({
      state: 'done',
      best: { correct: needed, total: COURSE.checkpointQuestions },
    });
    const [row] = await courseRows(me);
    expect(row).toMatchObject({ checkpoints: 2, best_correct: needed });
  });

  it('records a checkpoint once, however often it is finished', async () => {
    const me = await createAccount(t);
    const quiz = await takeCheckpoint(t, me, first.id, { right: COURSE.checkpointQuestions });
    const again = await call<{ quiz: Quiz }>(t, me, 'POST', `/api/quizzes/${quiz.quiz_id}/finish`);
    expect(again.status).toBe(200);
    expect(again.body.quiz.finished_at).toBe(quiz.finished_at);
    expect(again.body.quiz.checkpoint?.passed).toBe(true);
    expect(await courseRows(me)).toEqual([expect.objectContaining({ checkpoints: 1 })]);
  });
});

describe('step by step: a unit teaches before it tests', () => {
  const stepsOf = async (who: Account, unitId: string) => unitOf(await getCourse(who), unitId)?.steps_done;
  const mark = (who: Account | null, unitId: string, step: string) =>
    call(t, who, 'PUT', `/api/course/units/${unitId}/steps/${step}`);

  it('notes each step as the learner goes through it, in order, whatever they have answered elsewhere', async () => {
    const me = await createAccount(t);
    // A new learner has been through no step.
    expect(await stepsOf(me, first.id)).toEqual([]);
    expect((await mark(me, first.id, 'lesson')).status).toBe(204);
    expect((await mark(me, first.id, 'lesson')).status).toBe(204);
    expect(await stepsOf(me, first.id)).toEqual(['lesson']);
    expect((await mark(me, first.id, 'study')).status).toBe(204);
    expect(await stepsOf(me, first.id)).toEqual(['lesson', 'study']);

    // A practice counts once finished with an answer given.
    const empty = await start(me, { mode: 'practice', unit_id: first.id });
    await call(t, me, 'POST', `/api/quizzes/${empty.body.quiz.quiz_id}/finish`);
    expect(await stepsOf(me, first.id)).toEqual(['lesson', 'study']);
    const practice = (await start(me, { mode: 'practice', unit_id: first.id })).body.quiz;
    await answerRightly(t, me, practice, 0, true);
    await call(t, me, 'POST', `/api/quizzes/${practice.quiz_id}/finish`);
    expect(await stepsOf(me, first.id)).toEqual(['lesson', 'study', 'practice']);

    await takeCheckpoint(t, me, first.id, { right: COURSE.checkpointQuestions });
    expect(await stepsOf(me, first.id)).toEqual(['lesson', 'study', 'practice', 'checkpoint']);
    const detail = UnitResponseSchema.parse((await call(t, me, 'GET', `/api/course/units/${first.id}`)).body);
    expect(detail.unit.steps_done).toEqual(['lesson', 'study', 'practice', 'checkpoint']);
  });

  it('refuses a step of a locked unit, of no unit, a step the page does not mark, and a visitor, changing nothing', async () => {
    const me = await createAccount(t);
    expect((await mark(me, second.id, 'lesson')).status).toBe(403);
    expect((await mark(me, 'no-such-unit', 'lesson')).status).toBe(404);
    for (const step of ['practice', 'checkpoint', 'exam', 'LESSON']) {
      expect((await mark(me, first.id, step)).status).toBe(400);
    }
    expect((await mark(null, first.id, 'lesson')).status).toBe(401);
    expect(await stepsOf(me, first.id)).toEqual([]);
    expect(await stepsOf(me, second.id)).toEqual([]);
    expect(unitOf(await getCourse(null), first.id)?.steps_done).toEqual([]);
  });
});

describe('testing out', () => {
  it('passes a unit by its checkpoint alone, and says so', async () => {
    const me = await createAccount(t);
    await takeCheckpoint(t, me, first.id, { right: COURSE.checkpointQuestions });
    const answer = await getCourse(me);
    expect(unitOf(answer, first.id)).toMatchObject({ state: 'done', tested_out: true });
    expect(answer.current_unit_id).toBe(second.id);
    // A better retake later keeps when and how the unit was first passed.
    const [before] = await courseRows(me);
    await takeCheckpoint(t, me, first.id, { right: COURSE.checkpointQuestions });
    const [after] = await courseRows(me);
    expect(after).toMatchObject({ done_at: before?.done_at, tested_out: true, checkpoints: 2 });
  });

  it('is not a test-out when the unit was practised first, nor may a later unit be tested out of', async () => {
    const me = await createAccount(t);
    expect(await start(me, { mode: 'checkpoint', unit_id: third.id })).toEqual({
      status: 403,
      body: { msg: COURSE_ERRORS.locked(first.title) },
    });
    const practice = await startQuiz(t, me, { mode: 'practice', unit_id: first.id });
    await answerRightly(t, me, practice, 0, false);
    await takeCheckpoint(t, me, first.id, { right: COURSE.checkpointQuestions });
    expect(await courseRows(me)).toEqual([expect.objectContaining({ unit_id: first.id, tested_out: false })]);
  });
});

describe('what a unit asks', () => {
  it('practises only the unit’s trees, with options from it and earlier units, on the focus’s slots', async () => {
    const me = await createAccount(t);
    const outline = await getCourse(null);
    // A winter review far into the course, its earlier units arranged done.
    const winter = outline.units.find((unit) => unit.focus === 'winter' && unit.position > 5);
    if (!winter) throw new Error('no winter review');
    await arrangeUnitsDone(
      t,
      me,
      outline.units.slice(0, winter.position).map((unit) => unit.id),
    );
    const allowed = new Set(
      outline.units.slice(0, winter.position + 1).flatMap((unit) => unit.trees.map((x) => x.tree_id)),
    );
    const own = new Set(winter.trees.map((tree) => tree.tree_id));
    for (const mode of ['practice', 'checkpoint'] as const) {
      const quiz = await startQuiz(t, me, { mode, unit_id: winter.id });
      expect(QuizSchema.parse(quiz)).toEqual(quiz);
      const size = mode === 'practice' ? COURSE.practiceQuestions : COURSE.checkpointQuestions;
      expect(quiz.questions).toHaveLength(size);
      expect(quiz).toMatchObject({
        level: winter.level,
        type: null,
        unit_id: winter.id,
        names: 'common',
        slots: 'all',
      });
      const pictureQuestions = quiz.questions.filter((question) => question.kind === 'picture');
      expect(pictureQuestions).toHaveLength(Math.round(size * COURSE.pictureQuestionShare));
      const stored = await t.database.db.query.quizQuestions.findMany({
        where: (q, { eq: is }) => is(q.quiz_id, quiz.quiz_id),
      });
      for (const row of stored) {
        expect(own.has(row.tree_id)).toBe(true);
        expect(new Set(row.option_ids).size).toBe(4);
        for (const id of row.option_ids) expect(allowed.has(id)).toBe(true);
        const slots = row.option_pictures
          ? row.option_pictures.flatMap((choices) => Object.keys(choices))
          : Object.keys(row.pictures);
        expect(slots.length).toBeGreaterThan(0);
        for (const slot of slots) expect(['bark', 'bud']).toContain(slot);
      }
    }
  });

  it('asks each of a lesson unit’s trees at least once', async () => {
    const me = await createAccount(t);
    const trees = (await getCourse(null)).units[0]?.trees.map((tree) => tree.tree_id) ?? [];
    for (const mode of ['practice', 'checkpoint']) {
      const quiz = await startQuiz(t, me, { mode, unit_id: first.id });
      const stored = await t.database.db.query.quizQuestions.findMany({
        where: (q, { eq: is }) => is(q.quiz_id, quiz.quiz_id),
      });
      expect(new Set(stored.map((row) => row.tree_id))).toEqual(new Set(trees));
      // The first unit's options are its own trees: nothing earlier has been taught.
      for (const row of stored) expect(new Set(row.option_ids)).toEqual(new Set(trees));
    }
  });
});

describe('picture questions', () => {
  it('name a tree and offer four pictures that name none, answered by the place of the one chosen', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'practice', unit_id: first.id });
    const stored = await t.database.db.query.quizQuestions.findMany({
      where: (q, { eq: is }) => is(q.quiz_id, quiz.quiz_id),
      orderBy: (q, { asc }) => [asc(q.position)],
    });
    const question = quiz.questions.find((q) => q.kind === 'picture');
    if (!question) throw new Error('no picture question');
    const row = stored[question.index];
    if (!row) throw new Error('no stored question');
    const right = t.app.trees.get(row.tree_id);
    expect(question.prompt).toEqual({ tree_name_common: right?.tree_name_common, tree_name_sci: right?.tree_name_sci });
    expect(question).toMatchObject({ pictures: {}, options: [], answer: null });
    expect(question.picture_options).toHaveLength(4);
    const base = `/api/quizzes/${quiz.quiz_id}/questions/${question.index}/options/`;
    const slots = new Set<string>();
    for (const [option, shown] of (question.picture_options ?? []).entries()) {
      expect(shown.tree).toBeNull();
      expect(shown.picture).toMatch(new RegExp(`^${base}${option}/(leaf|bark|bud|seed)\\.svg$`));
      slots.add(shown.picture.split('/').at(-1) as string);
      const picture = await t.app.inject({ url: shown.picture, headers: { cookie: me.cookie } });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(picture.headers['cache-control']).toBe('private, max-age=86400');
      const tree = t.app.trees.get(row.option_ids[option] as number);
      for (const name of [tree?.tree_name_common, tree?.tree_name_sci]) expect(picture.body).not.toContain(name);
      // Made for this question: never the tree's public drawing of the slot.
      const slot = shown.picture.split('/').at(-1)?.replace('.svg', '') as 'leaf' | 'bark' | 'bud' | 'seed';
      const publicDrawing = await t.app.inject({ url: tree?.[`tree_img_${slot}`] as string });
      expect(publicDrawing.statusCode).toBe(200);
      expect(picture.body).not.toBe(publicDrawing.body);
    }
    // All four show the same slot, so they can be compared.
    expect(slots.size).toBe(1);
    // Nothing in the question as sent names the options' trees.
    const text = JSON.stringify({ ...question, prompt: null, index: null });
    for (const id of row.option_ids) {
      const tree = t.app.trees.get(id);
      for (const clue of [`:${id},`, `:${id}}`, tree?.tree_name_common, tree?.tree_name_sci])
        expect(text).not.toContain(clue);
    }

    const url = `/api/quizzes/${quiz.quiz_id}/questions/${question.index}/answer`;
    expect(await call(t, me, 'POST', url, { tree_id: row.tree_id })).toEqual({
      status: 400,
      body: { msg: 'Answer a picture question with option, the position of the picture chosen, not tree_id.' },
    });
    const reply = await call<{ question: Quiz['questions'][number]; correct: number }>(t, me, 'POST', url, {
      option: row.option_ids.indexOf(row.tree_id),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.correct).toBe(1);
    expect(reply.body.question.answer).toMatchObject({ chosen_tree_id: row.tree_id, correct_tree_id: row.tree_id });
    // Answered, each picture names its tree.
    expect(reply.body.question.picture_options?.map((shown) => shown.tree?.tree_id)).toEqual(row.option_ids);
  });

  it('serves no picture where there is none, and refuses a place that is not one', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'practice', unit_id: first.id });
    const name = quiz.questions.find((q) => q.kind === 'name');
    const picture = quiz.questions.find((q) => q.kind === 'picture');
    const slot = picture?.picture_options?.[0]?.picture.split('/').at(-1);
    const get = (url: string) => t.app.inject({ url, headers: { cookie: me.cookie } });
    const base = `/api/quizzes/${quiz.quiz_id}/questions`;
    expect((await get(`${base}/${name?.index}/options/0/leaf.svg`)).statusCode).toBe(404);
    expect((await get(`${base}/${picture?.index}/options/4/${slot}`)).statusCode).toBe(400);
    expect(
      (await get(`${base}/${picture?.index}/options/0/${slot === 'leaf.svg' ? 'bark' : 'leaf'}.svg`)).statusCode,
    ).toBe(404);
    expect((await get(`${base}/${picture?.index}/leaf.svg`)).statusCode).toBe(404);
    const other = await createAccount(t);
    const stranger = await t.app.inject({
      url: picture?.picture_options?.[0]?.picture as string,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const answerUrl = `${base}/${picture?.index}/answer`;
    for (const [body, named] of [
      [{ option: 4 }, 'option'],
      [{ option: -1 }, 'option'],
      [{ option: 1.5 }, 'option'],
      [{ option: 0, tree_id: 1 }, 'tree_id'],
      [{}, 'tree_id'],
    ] as const) {
      const reply = await call(t, me, 'POST', answerUrl, body);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toContain(named);
    }
    const { body } = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}`);
    expect(body.quiz.questions.every((question) => question.answer === null)).toBe(true);
  });
});

describe('names and slots', () => {
  it('keep a test’s choices, and show one picture a question with slots "one"', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10, names: 'scientific', slots: 'one' });
    expect(quiz).toMatchObject({ names: 'scientific', slots: 'one', unit_id: null, checkpoint: null });
    for (const question of quiz.questions) {
      expect(question.kind).toBe('name');
      expect(Object.keys(question.pictures)).toHaveLength(1);
      // Both names are sent; the page shows the one chosen.
      expect(question.options[0]?.tree_name_common).toBeTruthy();
      expect(question.options[0]?.tree_name_sci).toBeTruthy();
    }
    const again = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}`);
    expect(again.body.quiz).toMatchObject({ names: 'scientific', slots: 'one' });
    const plain = await startQuiz(t, me, { mode: 'test', level: 1, tree_count: 10 });
    expect(plain).toMatchObject({ names: 'common', slots: 'all' });
    expect(plain.questions.every((question) => Object.keys(question.pictures).length === 4)).toBe(true);
  });

  it('work in a unit too', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'practice', unit_id: first.id, names: 'scientific', slots: 'one' });
    expect(quiz).toMatchObject({ names: 'scientific', slots: 'one' });
    for (const question of quiz.questions.filter((q) => q.kind === 'name'))
      expect(Object.keys(question.pictures)).toHaveLength(1);
  });
});

describe('bad input', () => {
  it.each([
    [{ mode: 'practice', unit_id: 'no-such-unit' }, 404, COURSE_ERRORS.noSuchUnit],
    [{ mode: 'checkpoint', unit_id: 'no-such-unit' }, 404, COURSE_ERRORS.noSuchUnit],
    [{ mode: 'practice', unit_id: 'Oaks & Beech' }, 400, 'unit_id'],
    [{ mode: 'practice', unit_id: 7 }, 400, 'unit_id'],
    [{ mode: 'practice' }, 400, 'unit_id'],
    [{ mode: 'practice', unit_id: 'oaks-beech-chestnut', names: 'latin' }, 400, 'names'],
    [{ mode: 'checkpoint', unit_id: 'oaks-beech-chestnut', slots: 'two' }, 400, 'slots'],
    [{ mode: 'practice', unit_id: 'oaks-beech-chestnut', level: 1 }, 400, 'level'],
    [{ mode: 'test', level: 1, tree_count: 10, names: 'Latin' }, 400, 'names'],
    [{ mode: 'training', names: 'scientific' }, 400, 'names'],
  ])('refuses %j with %i naming %s, starting nothing', async (body, status, named) => {
    const me = await createAccount(t);
    const reply = await start(me, body);
    expect(reply.status).toBe(status);
    expect(reply.body.msg).toContain(named);
    expect(await quizCount(me)).toBe(0);
  });

  it('is 401 signed out', async () => {
    expect((await call(t, null, 'POST', '/api/quizzes', { mode: 'practice', unit_id: first.id })).status).toBe(401);
  });
});

describe('course state', () => {
  it('is each learner’s own, shows in their progress at once, and goes with their account', async () => {
    const me = await createAccount(t);
    const other = await createAccount(t);
    const progress = async (who: Account) => {
      const reply = await call<Progress>(t, who, 'GET', '/api/progress');
      expect(reply.status).toBe(200);
      return ProgressSchema.parse(reply.body).course;
    };
    expect(await progress(me)).toEqual({
      units_done: 0,
      units_total: course.units.length,
      current_unit_id: first.id,
    });
    const checkpoint = await startQuiz(t, me, { mode: 'checkpoint', unit_id: first.id });
    for (const question of checkpoint.questions) await answerRightly(t, me, checkpoint, question.index, true);
    // Read (and kept) with every answer in, before the finish that passes the unit.
    expect((await progress(me)).units_done).toBe(0);
    expect((await call(t, me, 'POST', `/api/quizzes/${checkpoint.quiz_id}/finish`)).status).toBe(200);
    expect(await progress(me)).toEqual({
      units_done: 1,
      units_total: course.units.length,
      current_unit_id: second.id,
    });
    expect(await progress(other)).toMatchObject({ units_done: 0, current_unit_id: first.id });
    expect((await getCourse(other)).current_unit_id).toBe(first.id);

    expect((await call(t, me, 'DELETE', `/api/users/${me.id}`)).status).toBe(204);
    expect(await courseRows(me)).toEqual([]);
    expect(await courseRows(other)).toEqual([]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/course']?.get).toBeDefined();
    expect(doc.paths['/api/course/units/{unitId}']?.get).toBeDefined();
    expect(doc.paths['/api/quizzes/{quizId}/questions/{index}/options/{option}/{picture}']?.get).toBeDefined();
  });
});
