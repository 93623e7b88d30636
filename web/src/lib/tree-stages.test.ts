import { PROGRESS } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import { knownAndMastered, knownCount, TREE_STAGES, unitKnownLine } from './tree-stages.ts';

describe('the stages of knowing a tree', () => {
  it('go new, seen, known, mastered, mastered at the stability the server counts from', () => {
    expect(TREE_STAGES.map((stage) => stage.label)).toEqual(['New', 'Seen', 'Known', 'Mastered']);
    expect(TREE_STAGES.find((stage) => stage.stage === 'known')?.means).toBe('named right at least once.');
    expect(TREE_STAGES.find((stage) => stage.stage === 'mastered')?.means).toContain(
      `still name it after ${PROGRESS.masteredStabilityDays} days`,
    );
  });

  it('count a tree known once it has been named right, whatever came after', () => {
    expect(knownCount([{ right: 0 }, { right: 1 }, { right: 5 }])).toBe(2);
    expect(knownCount([])).toBe(0);
  });

  it("say a perfect checkpoint's trees are known, and why none is mastered yet", () => {
    expect(unitKnownLine(4, 4)).toBe('4 of 4 known; mastered comes with right answers spread over weeks.');
  });

  it('give the standing in the same words, the reason only while nothing is mastered and not said already', () => {
    expect(knownAndMastered(4, 0)).toBe(
      '4 trees known, 0 mastered: mastered comes with right answers spread over weeks',
    );
    expect(knownAndMastered(1, 0, { reasonGiven: true })).toBe('1 tree known, 0 mastered');
    expect(knownAndMastered(30, 12)).toBe('30 trees known, 12 mastered');
  });
});
