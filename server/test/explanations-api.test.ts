import {
  type CatalogEntry,
  contrastSpecies,
  loadCatalog,
  lookalikesOf,
  lookFor,
  PART_OF_SLOT,
  type Slot,
} from '@leafwise/catalog';
import {
  CHALLENGE,
  type Comparison,
  ComparisonSchema,
  type Debrief,
  DebriefSchema,
  EXPLANATION_ERRORS,
  type Quiz,
  REVIEW,
  TREE_SLOTS,
} from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from './helpers/accounts.ts';
import { FakeClock } from './helpers/fake-clock.ts';
import { answer, call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every answer teaches: a miss puts the right tree beside the chosen one, a quiz ends with its misses. */
const time = new FakeClock();
const catalog = loadCatalog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog, { clock: time.clock });
});
afterAll(() => t.app.close());

/** Answers question `index` of `quiz` rightly or wrongly, as the database knows which tree is right. */
async function answerAs(who: Account, quiz: Quiz, index: number, right: boolean) {
  const stored = await storedQuestions(t, quiz.quiz_id);
  const question = stored[index];
  if (!question) throw new Error(`no question ${index}`);
  const pick = right ? question.tree_id : (question.option_ids.find((id) => id !== question.tree_id) as number);
  const reply = await answer(t, who, quiz.quiz_id, index, pick);
  expect(reply.status).toBe(200);
  return { reply: reply.body, rightId: question.tree_id, chosenId: pick };
}

function expectTeaches(comparison: Comparison, rightId: number, chosenId: number) {
  expect(ComparisonSchema.parse(comparison)).toEqual(comparison);
  expect(comparison.trees.map((tree) => tree.tree_id)).toEqual([rightId, chosenId]);
  expect(comparison.features.length + comparison.notes.length).toBeGreaterThan(0);
  for (const feature of comparison.features) expect(feature.a).not.toBe(feature.b);
}

describe('an answer', () => {
  it('after a miss, puts the right tree beside the chosen one with what tells them apart', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const { reply, rightId, chosenId } = await answerAs(me, quiz, 0, false);
    expect(reply.explanation?.look_for).toMatch(/^Look for /);
    expectTeaches(reply.explanation?.comparison as Comparison, rightId, chosenId);
    // The trees come with their public pictures: the answer is known now.
    expect(reply.explanation?.comparison?.trees[0].tree_img_leaf).toMatch(/^\/api\/illustrations\//);
  });

  it('after a right answer, says what to look for and compares nothing', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'training' });
    const { reply } = await answerAs(me, quiz, 0, true);
    expect(reply.explanation).toEqual({ look_for: expect.stringMatching(/^Look for .+\.$/), comparison: null });
  });

  it('in a challenge, teaches nothing while the clock runs', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'challenge' });
    time.advance(CHALLENGE.minAnswerMs + 10);
    const { reply } = await answerAs(me, quiz, 0, false);
    expect(reply.explanation).toBeNull();
  });
});

/** A tree of the app as the catalog's record, by its slug. */
function recordOf(app: TestApp, treeId: number, records: readonly CatalogEntry[] = catalog): CatalogEntry {
  const slug = app.app.trees.get(treeId)?.slug;
  const record = records.find((entry) => entry.slug === slug);
  if (!record) throw new Error(`no record for tree ${treeId}`);
  return record;
}

describe('an answer to a question of one slot', () => {
  it('leads the differences and the look-for line with what the question showed, and so does the debrief', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 20, slots: 'one', form: true });
    const stored = await storedQuestions(t, quiz.quiz_id);
    const expected: { index: number; comparison: Pick<Comparison, 'features' | 'notes'> }[] = [];
    let ledByTheSlot = 0;
    for (const [index, question] of stored.entries()) {
      const slots = TREE_SLOTS.filter((slot) => question.pictures[slot] !== undefined) as Slot[];
      expect(slots).toHaveLength(1);
      const { reply, rightId, chosenId } = await answerAs(me, quiz, index, false);
      const [right, chosen] = [recordOf(t, rightId), recordOf(t, chosenId)];
      const differences = contrastSpecies(right, chosen, { slots });
      expect(reply.explanation?.look_for).toBe(lookFor(right, lookalikesOf(right, catalog), { slots }));
      expect(reply.explanation?.comparison).toMatchObject(differences);
      const part = PART_OF_SLOT[slots[0] as Slot];
      const features = reply.explanation?.comparison?.features ?? [];
      // What the pictures showed comes first; what they did not, after it.
      const shown = features.map((feature) => feature.part === part);
      expect(shown).toEqual(shown.toSorted((x, y) => +y - +x));
      if (features[0]?.part === part) ledByTheSlot += 1;
      expected.push({ index, comparison: differences });
    }
    expect(ledByTheSlot).toBeGreaterThan(stored.length / 2);
    const { body } = await call<Debrief>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}/debrief`);
    expect(body.misses).toMatchObject(expected);
  });

  it('answers a leaf question about sessile oak, taken for English oak, with the leaf stalk its record and lesson name', async () => {
    const slugs = ['quercus-petraea', 'quercus-robur', 'fagus-sylvatica', 'castanea-sativa'];
    const oaks = catalog.filter((entry) => slugs.includes(entry.slug));
    const small = await createTestApp(oaks, { clock: time.clock });
    try {
      const me = await createAccount(small);
      const [sessile, english] = slugs.map((slug) => small.app.trees.bySlug(slug)?.tree_id) as [number, number];
      // Training shows the leaf alone, and asks three of these four trees: sessile oak, sooner or later.
      for (let tries = 0; tries < 30; tries++) {
        const quiz = await startQuiz(small, me, { mode: 'training' });
        const index = (await storedQuestions(small, quiz.quiz_id)).findIndex(
          (question) => question.tree_id === sessile,
        );
        if (index < 0) continue;
        const reply = await answer(small, me, quiz.quiz_id, index, english);
        expect(reply.status).toBe(200);
        expect(reply.body.explanation?.look_for).toBe(
          'Look for lobed leaves narrowing into a clear yellowish stalk 1 to 2.5 cm long. Also: acorns sitting directly on the twig or on a very short stalk.',
        );
        expect(reply.body.explanation?.comparison?.features[0]).toEqual({
          part: 'leaf',
          a: 'shallowly lobed leaves tapering into the stalk',
          b: 'deeply lobed leaves, heart-notched at the base',
        });
        // Outside a question, two oaks lead with what an expert checks first: the leaf base, then the acorn's stalk.
        const compared = await call<Comparison>(small, null, 'GET', `/api/trees/compare?ids=${sessile},${english}`);
        expect(compared.body.features.map((feature) => feature.part).slice(0, 2)).toEqual(['leaf', 'seed']);
        return;
      }
      throw new Error('no training quiz asked sessile oak');
    } finally {
      await small.app.close();
    }
  });
});

describe('the debrief', () => {
  it('lists exactly the missed questions of a test, in order, each compared', async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'test', level: 2, tree_count: 10 });
    const missed: { index: number; rightId: number; chosenId: number }[] = [];
    for (const index of [0, 1, 2, 3, 4, 5]) {
      const wrong = index % 2 === 1;
      const { rightId, chosenId } = await answerAs(me, quiz, index, !wrong);
      if (wrong) missed.push({ index, rightId, chosenId });
    }
    const { status, body } = await call<Debrief>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}/debrief`);
    expect(status).toBe(200);
    expect(DebriefSchema.parse(body)).toEqual(body);
    expect(body.misses.map((miss) => miss.index)).toEqual(missed.map((miss) => miss.index));
    body.misses.forEach((miss, i) => {
      expectTeaches(miss.comparison, missed[i]?.rightId as number, missed[i]?.chosenId as number);
    });
  });

  it("waits for a challenge's time to be up, then lists its misses", async () => {
    const me = await createAccount(t);
    const quiz = await startQuiz(t, me, { mode: 'challenge' });
    time.advance(CHALLENGE.minAnswerMs + 10);
    await answerAs(me, quiz, 0, false);
    const early = await call(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}/debrief`);
    expect(early).toMatchObject({ status: 409, body: { msg: EXPLANATION_ERRORS.challengeRunning } });
    time.advance((CHALLENGE.seconds + CHALLENGE.graceSeconds) * 1000);
    const late = await call<Debrief>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}/debrief`);
    expect(late.status).toBe(200);
    expect(late.body.misses.map((miss) => miss.index)).toEqual([0]);
  });

  it("is someone else's quiz's 404, and a malformed id's 400", async () => {
    const [me, other] = [await createAccount(t), await createAccount(t)];
    const quiz = await startQuiz(t, me, { mode: 'training' });
    expect((await call(t, other, 'GET', `/api/quizzes/${quiz.quiz_id}/debrief`)).status).toBe(404);
    expect((await call(t, me, 'GET', '/api/quizzes/not-a-quiz/debrief')).status).toBe(400);
    expect((await call(t, null, 'GET', `/api/quizzes/${quiz.quiz_id}/debrief`)).status).toBe(401);
  });
});

describe('a review of the missed trees ("Review these now")', () => {
  it('studies and asks exactly the chosen trees, each once', async () => {
    const me = await createAccount(t);
    const ids = [...t.app.trees.sample({ level: 3, limit: 5 })].map((tree) => tree.tree_id);
    const review = await startQuiz(t, me, { mode: 'review', tree_ids: ids });
    expect(review.study?.map((tree) => tree.tree_id)).toEqual(ids);
    const asked = (await storedQuestions(t, review.quiz_id)).map((question) => question.tree_id);
    expect(asked.toSorted()).toEqual(ids.toSorted());
  });

  it('takes a single tree too, and refuses more than a test holds', async () => {
    const me = await createAccount(t);
    const [one] = t.app.trees.sample({ level: 3, limit: 1 });
    const review = await startQuiz(t, me, { mode: 'review', tree_ids: [one?.tree_id] });
    expect(review.questions).toHaveLength(1);
    const many = t.app.trees.sample({ level: 3, limit: REVIEW.chosenMaxTrees + 1 }).map((tree) => tree.tree_id);
    const refused = await call(t, me, 'POST', '/api/quizzes', { mode: 'review', tree_ids: many });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(`tree_ids must be 1 to ${REVIEW.chosenMaxTrees} different tree ids`);
  });
});

describe('GET /api/trees/compare', () => {
  it('compares any two trees, for anyone', async () => {
    const [a, b] = t.app.trees.sample({ level: 3, limit: 2 }).map((tree) => tree.tree_id) as [number, number];
    const { status, body } = await call<Comparison>(t, null, 'GET', `/api/trees/compare?ids=${a},${b}`);
    expect(status).toBe(200);
    expectTeaches(body, a, b);
  });

  it.each(['', '?ids=1', '?ids=1,1', '?ids=1,2,3', '?ids=a,b', '?ids=1,2&x=1'])(
    'refuses %s with 400',
    async (query) => {
      const { status, body } = await call(t, null, 'GET', `/api/trees/compare${query}`);
      expect(status).toBe(400);
      expect(body.msg).toBeTruthy();
    },
  );

  it('answers 404 for a tree that is not in the catalog', async () => {
    expect((await call(t, null, 'GET', '/api/trees/compare?ids=1,999999')).status).toBe(404);
  });
});
