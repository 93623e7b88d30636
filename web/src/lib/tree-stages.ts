import { PROGRESS } from '@leafwise/contract/constants';

/**
 * The stages of knowing a tree, one word each, said the same wherever trees are counted: the
 * progress page defines them (docs/progress.md, "Stages of knowing a tree"). Each stage includes
 * the ones after it, as the figures count them: a mastered tree is also known, a known tree seen.
 */
export type TreeStage = 'new' | 'seen' | 'known' | 'mastered';

/** Why a learner who got every answer right still has nothing mastered. */
export const MASTERED_COMES = 'mastered comes with right answers spread over weeks';

export const TREE_STAGES: readonly { stage: TreeStage; label: string; means: string }[] = [
  { stage: 'new', label: 'New', means: 'not asked about yet.' },
  { stage: 'seen', label: 'Seen', means: 'asked about at least once, right or wrong.' },
  { stage: 'known', label: 'Known', means: 'named right at least once.' },
  {
    stage: 'mastered',
    label: 'Mastered',
    // PROGRESS.masteredStabilityDays of FSRS stability: the schedule's estimate, from every answer.
    means: `named right often enough, over long enough, that the review schedule reckons you would still name it after ${PROGRESS.masteredStabilityDays} days. One sitting never does it: ${MASTERED_COMES}.`,
  },
];

/** Known: named right at least once, counted from the progress rows as the course's trees_known is from the cards. */
export const knownCount = (species: readonly { right: number }[]) => species.filter((tree) => tree.right > 0).length;

/** A unit's trees after its checkpoint: "4 of 4 known; mastered comes with right answers spread over weeks." */
export const unitKnownLine = (known: number, total: number) => `${known} of ${total} known; ${MASTERED_COMES}.`;

/**
 * Where the learner stands, in the stage words: "4 trees known, 0 mastered: mastered comes with
 * right answers spread over weeks", without the reason where the screen has just given it.
 */
export function knownAndMastered(known: number, mastered: number, { reasonGiven = false } = {}): string {
  const figures = `${known} ${known === 1 ? 'tree' : 'trees'} known, ${mastered} mastered`;
  return mastered === 0 && !reasonGiven ? `${figures}: ${MASTERED_COMES}` : figures;
}
