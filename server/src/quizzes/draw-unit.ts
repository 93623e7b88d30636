import {
  COURSE,
  type NameChoice,
  type PictureSlot,
  type SlotChoice,
  WRONG_OPTIONS_PER_QUESTION,
} from '@leafwise/contract';
import type { CourseUnitEntry } from '../course/course-store.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import { type DrawnQuestion, type DrawnQuiz, drawnQuestion, randomSlot } from './draw-quiz.ts';
import { choosePicture } from './pictures.ts';
import { lookalikes, pickSome, shuffle } from './wrong-options.ts';

export type UnitQuizSettings = {
  mode: 'practice' | 'checkpoint';
  names?: NameChoice;
  slots?: SlotChoice;
  random: () => number;
};

/**
 * A course unit's practice or checkpoint (docs/course.md), or null when none of its trees is left in the
 * catalog. Questions are only on the unit's trees: COURSE.practiceQuestions or
 * checkpointQuestions of them, each tree asked as evenly as the count allows (so each of a lesson
 * unit's 3-6 trees at least once; a review's up to 24 trees are sampled). A share of them
 * (COURSE.pictureQuestionShare) are picture questions: the tree's name, and four pictures of one
 * of the focus's slots to find it among. The others show the focus's slots (one of them at random
 * with `slots: "one"`).
 */
export function drawUnitQuiz(
  store: TreeStore,
  unit: CourseUnitEntry,
  { mode, names, slots, random }: UnitQuizSettings,
): DrawnQuiz | null {
  if (unit.treeIds.length === 0) return null;
  const count = mode === 'practice' ? COURSE.practiceQuestions : COURSE.checkpointQuestions;
  const asked = evenly(unit.treeIds, count, random);
  const pictureQuestions = new Set(
    pickSome(
      asked.map((_, i) => i),
      Math.round(count * COURSE.pictureQuestionShare),
      random,
    ),
  );
  const questions = asked.map((treeId, i) => {
    const wrong = unitWrongOptions(store, unit, treeId, random);
    if (pictureQuestions.has(i)) return pictureQuestion(store, treeId, wrong, randomSlot(unit.slots, random), random);
    return drawnQuestion(store, treeId, wrong, slots === 'one' ? [randomSlot(unit.slots, random)] : unit.slots, random);
  });
  return { mode, level: unit.level, type: null, study: null, questions, unitId: unit.id, names, slots };
}

/** `count` picks from `trees`: every tree once per round, rounds shuffled, then the whole shuffled again. */
function evenly(trees: readonly number[], count: number, random: () => number): number[] {
  const picked: number[] = [];
  while (picked.length < count) picked.push(...shuffle([...trees], random).slice(0, count - picked.length));
  return shuffle(picked, random);
}

/**
 * Three wrong options for `treeId`, only among the trees the learner has met by this unit (its
 * own and every earlier unit's): its look-alikes first (same genus, else family, else leaf form),
 * then the unit's other trees (a lesson's are look-alikes by design), then any earlier tree. Only
 * a unit with fewer than four such trees (none in the course as written) borrows from the rest of
 * the catalog, so that every question still has four options.
 */
function unitWrongOptions(store: TreeStore, unit: CourseUnitEntry, treeId: number, random: () => number): number[] {
  const pool = unit.allowedIds.filter((id) => id !== treeId);
  const own = unit.treeIds.filter((id) => id !== treeId);
  const chosen: number[] = [];
  for (const tier of [lookalikes(store, treeId, pool), own, pool]) {
    const left = tier.filter((id) => !chosen.includes(id));
    chosen.push(...pickSome(left, WRONG_OPTIONS_PER_QUESTION - chosen.length, random));
  }
  if (chosen.length < WRONG_OPTIONS_PER_QUESTION) {
    const others = store
      .incorrectOptions({ exclude_ids: [treeId, ...chosen], limit: WRONG_OPTIONS_PER_QUESTION - chosen.length })
      .map((tree) => tree.tree_id);
    chosen.push(...others);
  }
  return chosen;
}

/**
 * A picture question on `treeId`: it and its `wrong` options in random order, each with a picture
 * of `slot` chosen as a name question's are (pictures.ts); the question itself shows none.
 */
function pictureQuestion(
  store: TreeStore,
  treeId: number,
  wrong: readonly number[],
  slot: PictureSlot,
  random: () => number,
): DrawnQuestion {
  const optionIds = shuffle([treeId, ...wrong], random);
  return {
    tree_id: treeId,
    option_ids: optionIds,
    pictures: {},
    option_pictures: optionIds.map((id) => ({ [slot]: choosePicture(store, id, slot) })),
  };
}
