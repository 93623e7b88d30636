import type { UnitFocus, UnitSummary } from '@leafwise/contract';
import { checkpointPassed, LEVELS } from '@leafwise/contract/constants';

/** The fewest right answers that pass a checkpoint of `total` questions (COURSE.passMark). */
export function passNeeded(total: number): number {
  for (let correct = 0; correct <= total; correct++) if (checkpointPassed(correct, total)) return correct;
  return total;
}

/** A finished checkpoint, in figures: "8 of 10 right — passed: unit done!" or what was missing. */
export function checkpointVerdict({ correct, total, passed }: { correct: number; total: number; passed: boolean }) {
  return passed
    ? `${correct} of ${total} right — passed: unit done!`
    : `${correct} of ${total}: you need ${passNeeded(total)} to pass. Practise and try again.`;
}

const FOCUS: Record<UnitFocus, string> = {
  all: 'This unit practises every part: leaf, bark, buds and seed.',
  leaf: 'This unit practises the leaves alone.',
  winter: 'This unit practises the bark and buds: winter.',
};

/** What the unit's questions show, in a sentence. */
export const focusSentence = (focus: UnitFocus) => FOCUS[focus];

export const levelName = (level: number) => LEVELS.find((entry) => entry.value === level)?.name ?? `Level ${level}`;

const count = (number: number, one: string, many = `${one}s`) => `${number} ${number === 1 ? one : many}`;

/** "Lesson · 4 trees", "Review · 13 trees". */
export const unitKindLine = (unit: Pick<UnitSummary, 'kind' | 'trees'>) =>
  `${unit.kind === 'review' ? 'Review' : 'Lesson'} · ${count(unit.trees.length, 'tree')}`;

/** Why a locked unit is locked: the unit before it is not passed yet. */
export const lockedReason = (previousTitle: string | undefined) =>
  previousTitle ? `Unlocks when you pass “${previousTitle}”.` : 'Locked.';

/** "3 of 50 units done". */
export const unitsDoneLine = (done: number, total: number) => `${done} of ${count(total, 'unit')} done`;

/** When a unit was passed, in the site's English (en-GB) and the learner's own day: "3 May 2026". */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
export const doneDate = (instant: string) => dayFormat.format(new Date(instant));

/** The units grouped by level, in course order, for the path's Sapling, Veteran and Ancient sections. */
export function byLevel<T extends { level: number }>(units: readonly T[]): { level: number; units: T[] }[] {
  const sections: { level: number; units: T[] }[] = [];
  for (const unit of units) {
    const last = sections.at(-1);
    if (last && last.level === unit.level) last.units.push(unit);
    else sections.push({ level: unit.level, units: [unit] });
  }
  return sections;
}
