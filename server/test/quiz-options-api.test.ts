import type { CatalogEntry } from '@leafwise/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const letter = (i: number) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
const genusOf = (nameSci: string) => nameSci.split(' ')[0];

/** `quizzed` level-1 trees, then `others` level-3 ones; every genus its own unless `mates` pairs them. */
function catalogOf(quizzed: number, others: number, mates = 0): CatalogEntry[] {
  return [
    ...Array.from({ length: quizzed }, (_, i) => makeSpecies({ name_sci: `Quizzed${letter(i)} alpha`, level: 1 })),
    ...Array.from({ length: others }, (_, i) =>
      makeSpecies({ name_sci: i < mates ? `Quizzed${letter(i)} beta` : `Other${letter(i)} gamma`, level: 3 }),
    ),
  ];
}

async function wrongOptionsOf(t: TestApp, who: Account, settings: object) {
  const quiz = await startQuiz(t, who, settings);
  const stored = await storedQuestions(t, quiz.quiz_id);
  return stored.map((question) => ({
    right: question.tree_id,
    wrong: question.option_ids.filter((id) => id !== question.tree_id),
    quizTrees: stored.map((other) => other.tree_id),
  }));
}

describe('the wrong-option pool', () => {
  // 10 trees at Sapling, so a 10-tree Sapling test always asks all of them; 90 others to draw from.
  let t: TestApp;
  let me: Account;
  beforeAll(async () => {
    t = await createTestApp(catalogOf(10, 90));
    me = await createAccount(t);
  });
  afterAll(() => t.app.close());

  it('holds 3 × the tree count: a 10-tree test draws its wrong options from about 30 trees, not all 90', async () => {
    // Each question takes 3 of the pool. From a pool of 30, a quiz's 30 picks hit about 19.5
    // distinct trees; from all 90, about 26. The mean of 10 quizzes stays under 21.5 for a pool of
    // 30 and over 24 for 90 (simulated 2,000 times), so 23 tells them apart.
    const distinct: number[] = [];
    for (let n = 0; n < 10; n++) {
      const questions = await wrongOptionsOf(t, me, { mode: 'test', level: 1, tree_count: 10 });
      expect(questions).toHaveLength(10);
      distinct.push(new Set(questions.flatMap((question) => question.wrong)).size);
    }
    expect(distinct.reduce((sum, n) => sum + n, 0) / distinct.length).toBeLessThan(23);
  });
});

describe('look-alike wrong options', () => {
  // 10 Sapling trees, each with a same-genus mate among 30 Ancient ones: the pool of a 10-tree
  // test (30 trees outside the quiz) is then every other tree, so a look-alike is always in it.
  let t: TestApp;
  let me: Account;
  const names = new Map<number, string>();
  beforeAll(async () => {
    t = await createTestApp(catalogOf(10, 30, 10));
    me = await createAccount(t);
    for (const tree of t.app.trees.sample({ level: 3, limit: 100 })) names.set(tree.tree_id, tree.tree_name_sci);
  });
  afterAll(() => t.app.close());

  const genus = (id: number) => genusOf(names.get(id) ?? '');
  const mateCount = (questions: Awaited<ReturnType<typeof wrongOptionsOf>>) =>
    questions.filter(({ right, wrong }) => wrong.some((id) => genus(id) === genus(right))).length;

  it.each([2, 3])('at level %i, offers one whenever the pool holds one', async (level) => {
    for (let n = 0; n < 5; n++) {
      const questions = await wrongOptionsOf(t, me, { mode: 'test', level, tree_count: 10 });
      for (const { right, wrong, quizTrees } of questions) {
        const poolHasMate = [...names.keys()].some(
          (id) => id !== right && !quizTrees.includes(id) && genus(id) === genus(right),
        );
        if (poolHasMate) expect(wrong.some((id) => genus(id) === genus(right))).toBe(true);
      }
      if (level === 2) expect(mateCount(questions)).toBe(10);
    }
  });

  it('at Sapling leaves all three to chance', async () => {
    // A mate is one of 30 trees, 3 drawn: about 1 question in 10, never all of them.
    let hits = 0;
    for (let n = 0; n < 5; n++)
      hits += mateCount(await wrongOptionsOf(t, me, { mode: 'test', level: 1, tree_count: 10 }));
    expect(hits).toBeLessThan(20);
  });
});
