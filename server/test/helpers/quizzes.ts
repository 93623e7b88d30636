import type { AnswerResponse, Quiz } from '@leafwise/contract';
import { asc, eq } from 'drizzle-orm';
import { quizQuestions } from '../../src/db/quiz-schema.ts';
import type { Account } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export type Reply<T> = { status: number; body: T & { msg?: string } };

/** Calls the app as `who` (an account, or nobody), answering the parsed JSON body. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  who: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Reply<T>> {
  const response = await t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body === '' ? ({} as Reply<T>['body']) : response.json() };
}

export async function startQuiz(t: TestApp, who: Account, settings: object): Promise<Quiz> {
  const { status, body } = await call<{ quiz: Quiz }>(t, who, 'POST', '/api/quizzes', settings);
  if (status !== 201) throw new Error(`start failed: ${status} ${JSON.stringify(body)}`);
  return body.quiz;
}

export const answer = (t: TestApp, who: Account, quizId: string, index: number | string, tree_id: unknown) =>
  call<AnswerResponse>(t, who, 'POST', `/api/quizzes/${quizId}/questions/${index}/answer`, { tree_id });

/** What the database holds for a quiz's questions: the right trees the API does not show. */
export async function storedQuestions(t: TestApp, quizId: string) {
  return t.database.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quiz_id, quizId))
    .orderBy(asc(quizQuestions.position));
}
