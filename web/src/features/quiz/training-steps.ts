import { type Quiz, TRAINING } from '@leafwise/contract';
import { resumeIndex } from './quiz-progress.ts';

/**
 * Where a training session stands: studying tree `tree` of group `group`, on a question, or done.
 * Group g's trees are study[g * treesPerGroup …] and its questions start at g * quizzedPerGroup.
 */
export type TrainingStep =
  | { kind: 'study'; group: number; tree: number }
  | { kind: 'question'; index: number }
  | { kind: 'done' };

export const groupOfQuestion = (index: number) => Math.floor(index / TRAINING.quizzedPerGroup);
export const groupCount = (quiz: Quiz) => Math.ceil(quiz.questions.length / TRAINING.quizzedPerGroup);
export const studyGroup = (quiz: Quiz, group: number) =>
  (quiz.study ?? []).slice(group * TRAINING.treesPerGroup, (group + 1) * TRAINING.treesPerGroup);

/** A reload starts again from the study of the group whose questions are still all open. */
export function resumeStep(quiz: Quiz): TrainingStep {
  if (quiz.finished_at) return { kind: 'done' };
  const index = resumeIndex(quiz);
  const groupStart = index % TRAINING.quizzedPerGroup === 0 && quiz.questions[index]?.answer === null;
  return groupStart ? { kind: 'study', group: groupOfQuestion(index), tree: 0 } : { kind: 'question', index };
}

/** The step after this one; 'finish' once the last question is answered. */
export function nextStep(quiz: Quiz, step: TrainingStep): TrainingStep | 'finish' {
  if (step.kind === 'done') return step;
  if (step.kind === 'study') {
    if (step.tree + 1 < studyGroup(quiz, step.group).length) return { ...step, tree: step.tree + 1 };
    return { kind: 'question', index: step.group * TRAINING.quizzedPerGroup };
  }
  const following = step.index + 1;
  if (following >= quiz.questions.length) return 'finish';
  const group = groupOfQuestion(following);
  return group === groupOfQuestion(step.index)
    ? { kind: 'question', index: following }
    : { kind: 'study', group, tree: 0 };
}
