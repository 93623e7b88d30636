import { loadCatalog } from '@leafwise/catalog';
import { TEST_SIZES, type TreeType } from '@leafwise/contract';
import { describe, expect, it, vi } from 'vitest';
import type { TreeRow } from '../src/db/schema.ts';
import { drawQuiz } from '../src/quizzes/draw-quiz.ts';
import { lookalikes, wrongOptions } from '../src/quizzes/wrong-options.ts';
import { TreeStore } from '../src/trees/tree-store.ts';
import { catalogTreeRows, makeTreeRows, seededRandom } from './helpers/factories.ts';

/**
 * At Sapling a question tests telling trees apart, not ruling out the absurd, so its
 * wrong options are trees of the level and of the asked tree's broad kind (conifer or broadleaf).
 * Drawn many times over the real catalog, where Sapling has 34 broadleaves and 6 conifers.
 */
const catalog = loadCatalog();
const rows = catalogTreeRows(catalog);
const byId = new Map(rows.map((row) => [row.tree_id, row]));
const row = (id: number) => byId.get(id) as TreeRow;
const TYPES: (TreeType | undefined)[] = [undefined, 'deciduous', 'evergreen'];

/** Every question of `draws` Sapling tests of each size and type, with its wrong options. */
function saplingQuestions(draws: number, type: TreeType | undefined) {
  const store = new TreeStore(rows, [], seededRandom(99));
  const random = seededRandom(type === undefined ? 1 : type.length);
  return Array.from({ length: draws }, (_, n) => {
    const tree_count = TEST_SIZES[n % TEST_SIZES.length] as (typeof TEST_SIZES)[number];
    const quiz = drawQuiz(store, { mode: 'test', level: 1, tree_count, ...(type ? { type } : {}) }, random);
    return (quiz?.questions ?? []).map((question) => ({
      asked: row(question.tree_id),
      wrong: question.option_ids.filter((id) => id !== question.tree_id).map(row),
      options: question.option_ids,
    }));
  }).flat();
}

describe('Sapling wrong options', () => {
  it('are Sapling trees of the asked tree’s kind over 200 tests of all trees', () => {
    const questions = saplingQuestions(200, undefined);
    // 50 tests of each size, the 50-tree ones asking all 40 Sapling trees: 50 × (10 + 20 + 30 + 40).
    expect(questions.length).toBeGreaterThanOrEqual(5000);
    for (const { asked, wrong, options } of questions) {
      expect(new Set(options).size).toBe(4);
      for (const option of wrong) {
        expect(option.level).toBe(1);
        expect(option.conifer).toBe(asked.conifer);
      }
    }
  });

  it('keep to the type and the kind over 200 tests of each type, at Sapling wherever enough trees are', () => {
    for (const type of TYPES.filter((entry) => entry !== undefined)) {
      const sapling = rows.filter((tree) => tree.level === 1 && tree.type === type);
      for (const { asked, wrong, options } of saplingQuestions(200, type)) {
        expect(new Set(options).size).toBe(4);
        for (const option of wrong) expect(option.conifer).toBe(asked.conifer);
        const mates = sapling.filter((tree) => tree.conifer === asked.conifer && tree.tree_id !== asked.tree_id);
        if (mates.length >= 3) {
          for (const option of wrong) expect([option.level, option.type]).toEqual([1, type]);
        } else {
          // Too few (holly and cherry laurel; the larch): every one of them is offered.
          expect(wrong.map((option) => option.tree_id)).toEqual(expect.arrayContaining(mates.map((m) => m.tree_id)));
        }
      }
    }
  });

  it('fall back keeping the kind longest: a harder tree of the type, then the kind of the other type, then the type', () => {
    // Tree 1, a Sapling deciduous conifer, has one mate of each tier and many Sapling broadleaves.
    const store = new TreeStore(
      makeTreeRows(30, (i) => {
        if (i === 0) return { conifer: true, type: 'deciduous', level: 1 };
        if (i === 1) return { conifer: true, type: 'deciduous', level: 1 };
        if (i === 2) return { conifer: true, type: 'deciduous', level: 3 };
        if (i === 3) return { conifer: true, type: 'evergreen', level: 1 };
        if (i === 4) return { conifer: true, type: 'evergreen', level: 2 };
        return { conifer: false, type: 'deciduous', level: 1 };
      }),
    );
    const random = seededRandom(5);
    for (let n = 0; n < 100; n++) {
      const wrong = wrongOptions(store, 1, { pool: [], quizTrees: [1, 2], level: 1, type: 'deciduous', random });
      expect(wrong.sort()).toEqual([2, 3, 4]);
    }
    const alone = new TreeStore(makeTreeRows(10, (i) => ({ conifer: i === 0, level: 1 })));
    const wrong = wrongOptions(alone, 1, { pool: [], quizTrees: [1], level: 1, type: 'deciduous', random });
    expect(new Set(wrong).size).toBe(3);
    expect(wrong).not.toContain(1);
  });

  it('prefer trees outside the quiz, as the Veteran pool does', () => {
    const store = new TreeStore(makeTreeRows(12, () => ({ level: 1 })));
    const random = seededRandom(8);
    for (let n = 0; n < 100; n++) {
      const wrong = wrongOptions(store, 1, { pool: [], quizTrees: [1, 2, 3, 4, 5, 6, 7, 8, 9], level: 1, random });
      expect(wrong.sort()).toEqual([10, 11, 12]);
    }
  });
});

describe('Veteran wrong options', () => {
  it('still hold a look-alike from the pool whenever it has one, over 200 tests', () => {
    const store = new TreeStore(rows, [], seededRandom(3));
    const spy = vi.spyOn(store, 'incorrectOptions');
    const random = seededRandom(4);
    let withLookalike = 0;
    for (let n = 0; n < 200; n++) {
      const type = TYPES[n % TYPES.length];
      const quiz = drawQuiz(store, { mode: 'test', level: 2, tree_count: 10, ...(type ? { type } : {}) }, random);
      const drawn: { tree_id: number }[] = spy.mock.results.at(-1)?.value ?? [];
      const pool = drawn.map((tree) => tree.tree_id);
      for (const question of quiz?.questions ?? []) {
        const close = lookalikes(store, question.tree_id, pool);
        if (close.length === 0) continue;
        expect(question.option_ids.some((id) => close.includes(id))).toBe(true);
        withLookalike++;
      }
    }
    expect(withLookalike).toBeGreaterThan(1000);
  });
});
