import type { Quiz } from '@leafwise/contract';
import { CHOICES_PER_QUESTION, TREE_ERRORS } from '@leafwise/contract/constants';

export { QUIZ_PARAM } from '../../lib/links.ts';

/** Where to pick a quiz up: its first unanswered question, or the last one when all are answered. */
export function resumeIndex(quiz: Quiz): number {
  const open = quiz.questions.findIndex((question) => question.answer === null);
  return open === -1 ? quiz.questions.length - 1 : open;
}

/** What stops a quiz being played at all, in the words of docs/product.md#strings; undefined when nothing does. */
export function quizProblem(quiz: Quiz): string | undefined {
  if (quiz.questions.length === 0) return TREE_ERRORS.noneFound;
  // A name question offers four trees; a picture question (a course unit's) four pictures instead.
  const choices = (question: Quiz['questions'][number]) =>
    question.kind === 'picture' ? (question.picture_options?.length ?? 0) : question.options.length;
  if (quiz.questions.some((question) => choices(question) < CHOICES_PER_QUESTION)) {
    return TREE_ERRORS.incorrectOptions;
  }
  return undefined;
}
