import {
  COURSE,
  checkpointPassed,
  type Option,
  type Question,
  type Quiz,
  score,
  TREE_SLOTS,
  type Tree,
  type TreeSlot,
} from '@leafwise/contract';
import type { QuestionRow, QuizRow } from '../db/quiz-schema.ts';
import { namesOf, type TreeStore } from '../trees/tree-store.ts';
import { pictureFileName } from './pictures.ts';
import type { Tally } from './quizzes-repository.ts';

/** A tree the store no longer holds (taken out of the catalog since the quiz began) keeps its id. */
function toOption(store: TreeStore, treeId: number): Option {
  const tree = store.get(treeId);
  return tree
    ? { tree_id: treeId, ...namesOf(tree) }
    : { tree_id: treeId, tree_name_common: 'A tree no longer in the catalog', tree_name_sci: '' };
}

/** A picture question's pictures, each under its option's URL; the trees only once it is answered. */
function pictureOptions(store: TreeStore, row: QuestionRow, base: string): Question['picture_options'] {
  if (!row.option_pictures) return null;
  return row.option_pictures.map((choices, option) => {
    const [slot, choice] = Object.entries(choices)[0] as [TreeSlot, NonNullable<(typeof choices)[TreeSlot]>];
    const treeId = row.option_ids[option] as number;
    return {
      picture: `${base}options/${option}/${pictureFileName(choice, slot)}`,
      tree: row.answered_at ? toOption(store, treeId) : null,
    };
  });
}

/**
 * A question as the API sends it. Until it is answered nothing in it names the right tree except
 * as one of a name question's options, or a picture question's prompt: its pictures are under the
 * quiz's own URLs, and a picture question's options name their trees only once it is answered.
 */
export function toApiQuestion(store: TreeStore, row: QuestionRow): Question {
  const base = `/api/quizzes/${row.quiz_id}/questions/${row.position}/`;
  const pictures: Question['pictures'] = {};
  for (const slot of TREE_SLOTS) {
    const choice = row.pictures[slot];
    if (choice) pictures[slot] = base + pictureFileName(choice, slot);
  }
  const isPicture = row.option_pictures !== null;
  const { tree_id: _promptId, ...names } = toOption(store, row.tree_id);
  return {
    index: row.position,
    kind: isPicture ? 'picture' : 'name',
    prompt: isPicture ? names : null,
    pictures,
    options: isPicture ? [] : row.option_ids.map((id) => toOption(store, id)),
    picture_options: pictureOptions(store, row, base),
    answer:
      row.answered_at && row.chosen_tree_id !== null
        ? {
            chosen_tree_id: row.chosen_tree_id,
            correct_tree_id: row.tree_id,
            correct: row.correct === true,
            answered_at: row.answered_at.toISOString(),
          }
        : null,
  };
}

const tallyOf = (questions: QuestionRow[]): Tally => ({
  correct: questions.filter((question) => question.correct === true).length,
  incorrect: questions.filter((question) => question.correct === false).length,
});

export const scored = ({ correct, incorrect }: Tally) => ({ correct, incorrect, score: score(correct, incorrect) });

/** The quiz as the API sends it; `now` says how much of a challenge's time is left. */
export function toApiQuiz(store: TreeStore, quiz: QuizRow, questions: QuestionRow[], now: Date): Quiz {
  const study = quiz.study_tree_ids
    ?.map((id) => store.get(id))
    .filter((tree): tree is Tree => tree !== undefined)
    .map((tree) => store.withPictures(tree));
  const tally = tallyOf(questions);
  return {
    quiz_id: quiz.quiz_id,
    mode: quiz.mode,
    level: quiz.level,
    type: quiz.type,
    ...(study ? { study } : {}),
    questions: questions.map((question) => toApiQuestion(store, question)),
    ...scored(tally),
    created_at: quiz.created_at.toISOString(),
    finished_at: quiz.finished_at?.toISOString() ?? null,
    deadline_at: quiz.deadline_at?.toISOString() ?? null,
    time_left_ms: quiz.deadline_at ? Math.max(0, quiz.deadline_at.getTime() - now.getTime()) : null,
    submitted_at: quiz.submitted_at?.toISOString() ?? null,
    unit_id: quiz.unit_id,
    names: quiz.names,
    slots: quiz.slots,
    checkpoint:
      quiz.mode === 'checkpoint' && quiz.finished_at
        ? {
            passed: checkpointPassed(tally.correct, questions.length),
            correct: tally.correct,
            total: questions.length,
            pass_mark: COURSE.passMark,
          }
        : null,
  };
}
