import { COURSE } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  byLevel,
  checkpointVerdict,
  doneDate,
  focusSentence,
  lockedReason,
  passNeeded,
  unitKindLine,
  unitsDoneLine,
} from './course-words.ts';

describe('a checkpoint in words', () => {
  it('needs the pass mark of its questions right, rounded up', () => {
    expect(COURSE.passMark).toBe(0.8);
    expect(passNeeded(10)).toBe(8);
    expect(passNeeded(8)).toBe(7);
    expect(passNeeded(1)).toBe(1);
  });

  it('says passed or not with the figures, and what to do next', () => {
    expect(checkpointVerdict({ correct: 8, total: 10, passed: true })).toBe('8 of 10 right — passed: unit done!');
    expect(checkpointVerdict({ correct: 6, total: 10, passed: false })).toBe(
      '6 of 10: you need 8 to pass. Practise and try again.',
    );
  });
});

describe('the path in words', () => {
  it('names what a unit practises, its kind and size, and why it is locked', () => {
    expect(focusSentence('winter')).toBe('This unit practises the bark and buds: winter.');
    expect(focusSentence('leaf')).toBe('This unit practises the leaves alone.');
    expect(unitKindLine({ kind: 'lesson', trees: [{}, {}, {}, {}] as never })).toBe('Lesson · 4 trees');
    expect(unitKindLine({ kind: 'review', trees: [{}] as never })).toBe('Review · 1 tree');
    expect(lockedReason('Oaks, beech and sweet chestnut')).toBe(
      'Unlocks when you pass “Oaks, beech and sweet chestnut”.',
    );
    expect(unitsDoneLine(3, 50)).toBe('3 of 50 units done');
    expect(unitsDoneLine(0, 1)).toBe('0 of 1 unit done');
    expect(doneDate('2026-05-03T12:00:00.000Z')).toBe('3 May 2026');
  });

  it('groups the units by level in course order, a level again later making a section of its own', () => {
    const units = [1, 1, 2, 3, 3, 2].map((level, position) => ({ level, position }));
    expect(byLevel(units).map((section) => [section.level, section.units.map((unit) => unit.position)])).toEqual([
      [1, [0, 1]],
      [2, [2]],
      [3, [3, 4]],
      [2, [5]],
    ]);
  });
});
