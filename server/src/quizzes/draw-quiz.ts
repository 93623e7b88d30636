import {
  type NameChoice,
  PICTURE_SLOTS,
  type PictureSlot,
  type SlotChoice,
  type StartQuizBody,
  TRAINING,
  type Tree,
  type TreeSlot,
  type TreeType,
  WRONG_OPTIONS_PER_QUESTION,
} from '@leafwise/contract';
import type { PictureChoices } from '../db/quiz-schema.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import { choosePicture } from './pictures.ts';
import { LOOKALIKE_FROM_LEVEL, pickPerGroup, shuffle, wrongOptions } from './wrong-options.ts';

export type DrawnQuestion = {
  tree_id: number;
  option_ids: number[];
  pictures: PictureChoices;
  /** A picture question's pictures, one per option (draw-unit.ts). */
  option_pictures?: PictureChoices[];
};

/** A name question on `treeId`: it and its `wrong` options in random order, and a picture per slot. */
export function drawnQuestion(
  store: TreeStore,
  treeId: number,
  wrong: readonly number[],
  slots: readonly TreeSlot[],
  random: () => number,
): DrawnQuestion {
  return {
    tree_id: treeId,
    option_ids: shuffle([treeId, ...wrong], random),
    pictures: Object.fromEntries(slots.map((slot) => [slot, choosePicture(store, treeId, slot)])),
  };
}

export type DrawnQuiz = {
  mode: StartQuizBody['mode'];
  level: number;
  type: TreeType | null;
  /** Training and review: the trees to study, in groups (TRAINING, REVIEW). */
  study: Tree[] | null;
  questions: DrawnQuestion[];
  /** Practice and checkpoint: the course unit. */
  unitId?: string;
  /** The ways to practise asked for (common names and every slot when left out). */
  names?: NameChoice;
  slots?: SlotChoice;
};

/** One of `slots` at random: what a question shows with `slots: "one"`, and a picture question's slot. */
export const randomSlot = <S extends TreeSlot>(slots: readonly S[], random: () => number): S =>
  slots[Math.floor(random() * slots.length)] as S;

/** Training questions show the leaf only (docs/product.md#quizzes); tests show every slot, and the form when asked. */
const TRAINING_SLOTS: readonly PictureSlot[] = ['leaf'];
const WITH_FORM: readonly TreeSlot[] = [...PICTURE_SLOTS, 'form'];

/**
 * A new quiz, or null when no tree matches. Trees are a uniform sample at or below the level, of
 * the type (as GET /trees). Wrong options, see wrong-options.ts: at Sapling, trees of the level and
 * of the asked tree's broad kind; from Veteran up, from a pool of 3 × the quiz's tree count of
 * other trees of the type (as GET /trees/incorrect-options), one of them a look-alike.
 */
export function drawQuiz(
  store: TreeStore,
  settings: Extract<StartQuizBody, { mode: 'training' | 'test' }>,
  random: () => number,
): DrawnQuiz | null {
  const isTraining = settings.mode === 'training';
  const level = isTraining ? TRAINING.level : settings.level;
  const type = isTraining ? undefined : settings.type;
  const limit = isTraining ? TRAINING.treesLoaded : settings.tree_count;
  const trees = store.sample({ level, limit, type });
  if (trees.length === 0) return null;

  const quizTrees = trees.map((tree) => tree.tree_id);
  // Sapling's options are chosen from the whole catalog by their kind, so it needs no pool.
  const pool =
    level < LOOKALIKE_FROM_LEVEL
      ? []
      : store
          .incorrectOptions({ exclude_ids: quizTrees, limit: WRONG_OPTIONS_PER_QUESTION * trees.length, type })
          .map((tree) => tree.tree_id);
  const asked = isTraining
    ? pickPerGroup(quizTrees, TRAINING.treesPerGroup, TRAINING.quizzedPerGroup, random)
    : quizTrees;
  const slots = isTraining ? TRAINING_SLOTS : settings.form ? WITH_FORM : PICTURE_SLOTS;
  const oneSlot = !isTraining && settings.slots === 'one';
  const questions = asked.map((treeId) =>
    drawnQuestion(
      store,
      treeId,
      wrongOptions(store, treeId, { pool, quizTrees, level, type, random }),
      oneSlot ? [randomSlot(slots, random)] : slots,
      random,
    ),
  );
  return {
    mode: settings.mode,
    level,
    type: type ?? null,
    study: isTraining ? trees : null,
    questions,
    ...(isTraining ? {} : { names: settings.names, slots: settings.slots }),
  };
}
