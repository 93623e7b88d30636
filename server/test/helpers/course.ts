import type { AnswerResponse, Quiz } from '@leafwise/contract';
import { courseUnits } from '../../src/db/progress-schema.ts';
import type { Account } from './accounts.ts';
import { call, type Reply, startQuiz, storedQuestions } from './quizzes.ts';
import type { TestApp } from './test-app.ts';

/**
 * Answers question `index` of `quiz` rightly or wrongly, as the database knows which tree is
 * right: a name question by tree id, a picture question by the place of the picture chosen.
 */
export async function answerRightly(
  t: TestApp,
  who: Account,
  quiz: Quiz,
  index: number,
  right: boolean,
): Promise<Reply<AnswerResponse>> {
  const row = (await storedQuestions(t, quiz.quiz_id))[index];
  if (!row) throw new Error(`no question ${index}`);
  const chosen = right ? row.tree_id : (row.option_ids.find((id) => id !== row.tree_id) as number);
  const body = row.option_pictures ? { option: row.option_ids.indexOf(chosen) } : { tree_id: chosen };
  return call<AnswerResponse>(t, who, 'POST', `/api/quizzes/${quiz.quiz_id}/questions/${index}/answer`, body);
}

/** Takes a unit's checkpoint: the first `right` questions answered right, the next `wrong` wrongly, the rest left; then finishes it. */
export async function takeCheckpoint(
  t: TestApp,
  who: Account,
  unitId: string,
  { right, wrong = 0 }: { right: number; wrong?: number },
): Promise<Quiz> {
  const quiz = await startQuiz(t, who, { mode: 'checkpoint', unit_id: unitId });
  for (let index = 0; index < right + wrong; index++) {
    const reply = await answerRightly(t, who, quiz, index, index < right);
    if (reply.status !== 200) throw new Error(`answer failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  const finished = await call<{ quiz: Quiz }>(t, who, 'POST', `/api/quizzes/${quiz.quiz_id}/finish`);
  if (finished.status !== 200) throw new Error(`finish failed: ${finished.status}`);
  return finished.body.quiz;
}

/** Marks units done for `who` straight in the database (arranging, not testing); the change feed tells the app. */
export async function arrangeUnitsDone(t: TestApp, who: Account, unitIds: readonly string[]): Promise<void> {
  const now = new Date();
  await t.database.db.insert(courseUnits).values(
    unitIds.map((unit_id) => ({
      user_id: who.id,
      unit_id,
      done_at: now,
      best_correct: 10,
      best_total: 10,
    })),
  );
}
