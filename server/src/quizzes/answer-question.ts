import { type AnswerResponse, CHALLENGE, QUIZ_ERRORS } from '@leafwise/contract';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import type { AnswerQueue } from './answer-queue.ts';
import { type AnswerInput, earliestNextAnswer, findQuestion, findQuizRow } from './quizzes-repository.ts';
import { scored, toApiQuestion } from './to-api-quiz.ts';

/**
 * Records an answer, once. The write is attempted first and only a refused one is looked into,
 * so the common case costs a share of one statement, and the check cannot race the write.
 */
export async function answerQuestion(
  db: Db,
  queue: AnswerQueue,
  store: TreeStore,
  input: AnswerInput,
): Promise<AnswerResponse> {
  const recorded = await queue.record(input);
  if (!recorded) throw await refusal(db, input);
  return { question: toApiQuestion(store, recorded.question), ...scored(recorded.tally) };
}

/** Why an answer changed nothing. Bad input comes before the quiz's state, as a 400 would anyway. */
async function refusal(db: Db, { quizId, userId, position, treeId, answeredAt }: AnswerInput): Promise<HttpError> {
  const found = await findQuestion(db, quizId, userId, position);
  if (!found) {
    const quiz = await findQuizRow(db, quizId, userId);
    return new HttpError(404, quiz ? QUIZ_ERRORS.noSuchQuestion : QUIZ_ERRORS.notFound);
  }
  if (!found.question.option_ids.includes(treeId)) return new HttpError(400, QUIZ_ERRORS.notAnOption);
  if (found.finished) return new HttpError(409, QUIZ_ERRORS.finished);
  const graceEnds = found.deadlineAt && found.deadlineAt.getTime() + CHALLENGE.graceSeconds * 1000;
  if (found.question.answered_at === null && graceEnds && answeredAt.getTime() > graceEnds) {
    return new HttpError(409, QUIZ_ERRORS.timeUp);
  }
  if (found.question.answered_at === null && found.deadlineAt) {
    // Faster than anyone reads four pictures: nothing is recorded, and the question stays open.
    const earliest = await earliestNextAnswer(db, quizId);
    if (earliest && answeredAt < earliest) return new HttpError(429, QUIZ_ERRORS.tooQuick);
  }
  return new HttpError(409, QUIZ_ERRORS.alreadyAnswered);
}
