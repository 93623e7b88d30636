import { loadCatalog } from '@leafwise/catalog';
import { CHALLENGE } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import { drawChallenge } from '../../src/quizzes/draw-challenge.ts';
import { TreeStore } from '../../src/trees/tree-store.ts';
import { catalogTreeRows, seededRandom } from '../helpers/factories.ts';
import { reportAttack } from './attack-report.ts';

/**
 * The options of a challenge question must not say which one is right, nor one question another
 * (docs/leaderboard.md). Scripts that know the catalog's genera and families, and every question's options,
 * try three tricks over many drawn questions; each must score as a guesser does (25 %).
 */
const catalog = loadCatalog();
const rows = catalogTreeRows(catalog);
const store = new TreeStore(rows, []);
const genus = (id: number) => rows[id - 1]?.name_sci.split(' ')[0];

const RUNS = 40;
const random = seededRandom(7);
const runs = Array.from({ length: RUNS }, () => drawChallenge(store, random)?.questions ?? []);

/** The share of questions where `choose` names the right tree, reported for the security table. */
function accuracy(
  trick: string,
  choose: (options: number[], asked: { right: number; options: number[] }[]) => number,
): number {
  let right = 0;
  let total = 0;
  for (const questions of runs) {
    const seen: { right: number; options: number[] }[] = [];
    for (const question of questions) {
      if (choose(question.option_ids, seen) === question.tree_id) right++;
      total++;
      seen.push({ right: question.tree_id, options: question.option_ids });
    }
  }
  const share = right / total;
  reportAttack({
    attack: `challenge options: ${trick}`,
    tried: total,
    refused: total - right,
    figure: `accuracy ${Math.round(share * 100)}% (chance 25%)`,
    goal: 'chance',
    met: share < 0.28,
  });
  return share;
}

describe('a challenge question, to a script that reasons from the options', () => {
  it(`asks ${CHALLENGE.questions} questions a run, of four distinct options each`, () => {
    for (const questions of runs) {
      expect(questions).toHaveLength(CHALLENGE.questions);
      for (const question of questions) {
        expect(new Set(question.option_ids).size).toBe(4);
        expect(question.option_ids).toContain(question.tree_id);
      }
    }
  });

  it('gives nothing away by its look-alikes: a member of the largest same-genus group is right a quarter of the time', () => {
    const share = accuracy('pick the look-alike', (options) => {
      const groups = new Map<string | undefined, number[]>();
      for (const id of options) groups.set(genus(id), [...(groups.get(genus(id)) ?? []), id]);
      const largest = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? options;
      return largest[0] as number;
    });
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);
  });

  it('gives nothing away across questions: a tree not yet answered, or offered least, is right a quarter of the time', () => {
    const notYetAnswered = accuracy('pick a tree not yet answered', (options, seen) => {
      const answered = new Set(seen.map((question) => question.right));
      return options.find((id) => !answered.has(id)) ?? (options[0] as number);
    });
    const offeredLeast = accuracy('pick the tree offered least', (options, seen) => {
      const count = (id: number) => seen.filter((question) => question.options.includes(id)).length;
      return [...options].sort((a, b) => count(a) - count(b))[0] as number;
    });
    for (const share of [notYetAnswered, offeredLeast]) {
      expect(share).toBeGreaterThan(0.22);
      expect(share).toBeLessThan(0.28);
    }
  });
});
