import { describe, expect, it, vi } from 'vitest';
import type { TreeRow } from '../src/db/schema.ts';
import { drawQuiz } from '../src/quizzes/draw-quiz.ts';
import { lookalikes, wrongOptions } from '../src/quizzes/wrong-options.ts';
import { TreeStore } from '../src/trees/tree-store.ts';
import { makeTreeRows, seededRandom } from './helpers/factories.ts';

const leafOf = (shape: TreeRow['traits']['leaf']['shape'], compound: TreeRow['traits']['leaf']['compound']) => ({
  ...(makeTreeRows(1)[0] as TreeRow).traits.leaf,
  shape,
  compound,
  margin: 'entire' as const,
  lobing: 'none' as const,
  leaflets: compound === 'simple' ? 1 : 5,
  arrangement: 'alternate' as const,
});

/** Tree i has genus G<i>, family F<i> and a leaf form of its own unless overridden. */
const SHAPES = ['needle', 'scale', 'linear', 'lanceolate', 'elliptic', 'ovate', 'obovate', 'oblong'] as const;
const COMPOUNDS = ['simple', 'pinnate', 'bipinnate', 'palmate', 'trifoliate'] as const;
function unrelated(count: number, overrides: (i: number) => Partial<TreeRow> = () => ({})): TreeRow[] {
  return makeTreeRows(count, (i) => {
    const base = makeTreeRows(1)[0] as TreeRow;
    return {
      name_sci: `Genus${i} species`,
      family: `Family${i}aceae`,
      traits: {
        ...base.traits,
        leaf: leafOf(SHAPES[i % SHAPES.length] ?? 'ovate', COMPOUNDS[Math.floor(i / 8)] ?? 'simple'),
      },
      ...overrides(i),
    };
  });
}

describe('drawQuiz', () => {
  it('draws wrong options only from a pool of 3 × the tree count of trees outside the quiz, of the type', () => {
    const store = new TreeStore(unrelated(40, (i) => ({ type: i % 2 ? 'evergreen' : 'deciduous', level: 1 })));
    const spy = vi.spyOn(store, 'incorrectOptions');
    for (let seed = 0; seed < 50; seed++) {
      const quiz = drawQuiz(store, { mode: 'test', level: 2, tree_count: 10, type: 'evergreen' }, seededRandom(seed));
      const quizTrees = quiz?.questions.map((question) => question.tree_id) ?? [];
      expect(quizTrees).toHaveLength(10);
      const call = spy.mock.calls.at(-1)?.[0];
      expect(call).toEqual({ exclude_ids: quizTrees, limit: 30, type: 'evergreen' });
      const pool = new Set(spy.mock.results.at(-1)?.value.map((tree: { tree_id: number }) => tree.tree_id));
      expect(pool.size).toBe(10); // only 20 evergreens, 10 of them in the quiz
      for (const question of quiz?.questions ?? []) {
        expect(question.option_ids).toHaveLength(4);
        expect(new Set(question.option_ids).size).toBe(4);
        expect(question.option_ids).toContain(question.tree_id);
        for (const id of question.option_ids.filter((id) => id !== question.tree_id)) expect(pool.has(id)).toBe(true);
      }
    }
  });

  it('puts the right tree in every position equally often', () => {
    const store = new TreeStore(unrelated(60));
    const positions = [0, 0, 0, 0];
    for (let seed = 0; seed < 200; seed++) {
      for (const question of drawQuiz(store, { mode: 'test', level: 1, tree_count: 10 }, seededRandom(seed))
        ?.questions ?? []) {
        const place = question.option_ids.indexOf(question.tree_id);
        positions[place] = (positions[place] ?? 0) + 1;
      }
    }
    // 2,000 questions: 500 expected in each place.
    for (const count of positions) expect(Math.abs(count / 500 - 1)).toBeLessThan(0.1);
  });

  it('shapes training as 6 studied trees and 2 questions from each group of 3, leaf only', () => {
    const store = new TreeStore(unrelated(30, (i) => ({ level: (i % 3) + 1 })));
    for (let seed = 0; seed < 20; seed++) {
      const quiz = drawQuiz(store, { mode: 'training' }, seededRandom(seed));
      const study = quiz?.study?.map((tree) => tree.tree_id) ?? [];
      expect(study).toHaveLength(6);
      expect(quiz?.questions).toHaveLength(4);
      const asked = quiz?.questions.map((question) => question.tree_id) ?? [];
      expect(study.slice(0, 3)).toEqual(expect.arrayContaining(asked.slice(0, 2)));
      expect(study.slice(3)).toEqual(expect.arrayContaining(asked.slice(2)));
      expect(new Set(asked).size).toBe(4);
      for (const question of quiz?.questions ?? []) {
        expect(Object.keys(question.pictures)).toEqual(['leaf']);
        const wrong = question.option_ids.filter((id) => id !== question.tree_id);
        expect(wrong.some((id) => study.includes(id))).toBe(false);
      }
    }
  });

  it('answers null when no tree matches', () => {
    const store = new TreeStore(unrelated(5, () => ({ level: 3 })));
    expect(drawQuiz(store, { mode: 'test', level: 1, tree_count: 10 }, seededRandom(1))).toBeNull();
  });
});

describe('look-alikes', () => {
  // Tree 1 is the right one. 2 shares its genus, 3 its family, 4 its leaf form; the rest share nothing.
  const rows = unrelated(20, (i) => {
    if (i === 0) return { name_sci: 'Quercus robur', family: 'Fagaceae' };
    if (i === 1) return { name_sci: 'Quercus petraea', family: 'Family1aceae' };
    if (i === 2) return { family: 'Fagaceae' };
    if (i === 3) return { traits: { ...(unrelated(1)[0] as TreeRow).traits, leaf: leafOf('needle', 'simple') } };
    return {};
  });
  const store = new TreeStore(rows);
  const all = rows.map((row) => row.tree_id);

  it('prefers the genus, then the family, then the leaf form', () => {
    expect(lookalikes(store, 1, all)).toEqual([2]);
    expect(
      lookalikes(
        store,
        1,
        all.filter((id) => id !== 2),
      ),
    ).toEqual([3]);
    expect(
      lookalikes(
        store,
        1,
        all.filter((id) => id !== 2 && id !== 3),
      ),
    ).toEqual([4]);
    expect(lookalikes(store, 1, [5, 6, 7, 8, 9, 10])).toEqual([]);
  });

  it('always offers one at Veteran and Ancient', () => {
    const pool = all.filter((id) => id !== 1 && id !== 2); // the family mate is the closest left
    for (const level of [2, 3]) {
      const random = seededRandom(level);
      for (let n = 0; n < 400; n++) {
        const wrong = wrongOptions(store, 1, { pool, quizTrees: [1], level, random });
        expect(new Set(wrong).size).toBe(3);
        expect(wrong).toContain(3);
      }
    }
  });

  it('tops up from the quiz itself when the pool is too small', () => {
    const wrong = wrongOptions(store, 1, { pool: [5], quizTrees: [1, 6, 7, 8], level: 2, random: seededRandom(3) });
    expect(wrong[0]).toBe(5);
    expect(wrong.slice(1).every((id) => [6, 7, 8].includes(id))).toBe(true);
  });
});
