import type { Quiz } from '@leafwise/contract';
import { REVIEW, TRAINING } from '@leafwise/contract/constants';
import { resumeIndex } from './quiz-progress.ts';

/**
 * Where a training or review session stands: studying tree `tree` of group `group`, on a
 * question, or done. Each group studies some trees, then asks some questions (see `groups`).
 */
export type TrainingStep =
  | { kind: 'study'; group: number; tree: number }
  | { kind: 'question'; index: number }
  | { kind: 'done' };

/** A group: the study trees [treesFrom, treesTo) then the questions [questionsFrom, questionsTo). */
type Group = { treesFrom: number; treesTo: number; questionsFrom: number; questionsTo: number };

/**
 * The session's groups, by the rhythm of its mode (QuizSchema's `study`). Training: three trees
 * studied, two of them asked. Review: three trees studied, each asked once, and the last group
 * takes the questions left over (a drill studies two trees and asks six questions).
 */
function groups(quiz: Quiz): Group[] {
  const studied = quiz.study?.length ?? 0;
  const asked = quiz.questions.length;
  const result: Group[] = [];
  if (quiz.mode === 'review') {
    for (let from = 0; from < studied; from += REVIEW.treesPerGroup) {
      const treesTo = Math.min(from + REVIEW.treesPerGroup, studied);
      const questionsTo = treesTo === studied ? asked : Math.min(treesTo, asked);
      result.push({ treesFrom: from, treesTo, questionsFrom: from, questionsTo });
    }
    return result;
  }
  for (let group = 0; group * TRAINING.quizzedPerGroup < asked; group++) {
    const treesFrom = group * TRAINING.treesPerGroup;
    const questionsFrom = group * TRAINING.quizzedPerGroup;
    result.push({
      treesFrom,
      treesTo: Math.min(treesFrom + TRAINING.treesPerGroup, studied),
      questionsFrom,
      questionsTo: Math.min(questionsFrom + TRAINING.quizzedPerGroup, asked),
    });
  }
  return result;
}

const groupOfQuestion = (quiz: Quiz, index: number) =>
  Math.max(
    0,
    groups(quiz).findIndex((group) => index >= group.questionsFrom && index < group.questionsTo),
  );
export const groupCount = (quiz: Quiz) => groups(quiz).length;
export function studyGroup(quiz: Quiz, group: number) {
  const found = groups(quiz)[group];
  return found ? (quiz.study ?? []).slice(found.treesFrom, found.treesTo) : [];
}

/** Question `index` as the page counts it: its place in its group, and the group's size. */
export function placeInGroup(quiz: Quiz, index: number) {
  const group = groupOfQuestion(quiz, index);
  const found = groups(quiz)[group];
  return {
    group,
    position: index - (found?.questionsFrom ?? 0),
    size: (found?.questionsTo ?? 0) - (found?.questionsFrom ?? 0),
  };
}

/** A reload starts again from the study of the group whose questions are still all open. */
export function resumeStep(quiz: Quiz): TrainingStep {
  if (quiz.finished_at) return { kind: 'done' };
  const index = resumeIndex(quiz);
  const group = groupOfQuestion(quiz, index);
  const groupStart = groups(quiz)[group]?.questionsFrom === index && quiz.questions[index]?.answer === null;
  return groupStart ? { kind: 'study', group, tree: 0 } : { kind: 'question', index };
}

/** The step after this one; 'finish' once the last question is answered. */
export function nextStep(quiz: Quiz, step: TrainingStep): TrainingStep | 'finish' {
  if (step.kind === 'done') return step;
  if (step.kind === 'study') {
    if (step.tree + 1 < studyGroup(quiz, step.group).length) return { ...step, tree: step.tree + 1 };
    return { kind: 'question', index: groups(quiz)[step.group]?.questionsFrom ?? 0 };
  }
  const following = step.index + 1;
  if (following >= quiz.questions.length) return 'finish';
  const group = groupOfQuestion(quiz, following);
  return group === groupOfQuestion(quiz, step.index)
    ? { kind: 'question', index: following }
    : { kind: 'study', group, tree: 0 };
}
