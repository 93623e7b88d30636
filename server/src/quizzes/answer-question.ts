import { type AnswerResponse, CHALLENGE, QUIZ_ERRORS } from '@leafwise/contract';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import type { AnswerQueue } from './answer-queue.ts';
import { explain } from './explain.ts';
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
  // A challenge's teaching waits for its end screen (GET …/debrief), so none of it runs on the clock.
  const explanation = recorded.mode === 'challenge' ? null : explain(store, recorded.question);
  return { question: toApiQuestion(store, recorded.question), explanation, ...scored(recorded.tally) };
}

/** Why an answer changed nothing. Bad input comes before the quiz's state, as a 400 would anyway. */
async function refusal(db: Db, input: AnswerInput): Promise<HttpError> {
  const { quizId, userId, position, treeId, option = null, answeredAt } = input;
  const found = await findQuestion(db, quizId, userId, position);
  if (!found) {
    const quiz = await findQuizRow(db, quizId, userId);
    return new HttpError(404, quiz ? QUIZ_ERRORS.noSuchQuestion : QUIZ_ERRORS.notFound);
  }
  const { option_ids: options, option_pictures: pictures } = found.question;
  // A picture question's prompt names its tree: answering by tree id would need no looking.
  if (treeId !== null && pictures !== null) return new HttpError(400, QUIZ_ERRORS.pictureByOption);
  if (treeId !== null && !options.includes(treeId)) return new HttpError(400, QUIZ_ERRORS.notAnOption);
  if (option !== null && option >= options.length) return new HttpError(400, QUIZ_ERRORS.notAnOptionPosition);
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
