// The quiz part of npm run bench: a signed-in user starting tests and answering questions, at the
// same concurrency as the other rows. Answers need questions nobody has answered yet, so the
// quizzes started while measuring starts are kept, topped up with 50-tree ones, and the answer
// load walks through them, one question per request, across the quizzes: a set number of answers
// rather than a set time, so the supply is known before the load begins.
import type { Quiz } from '@leafwise/contract';
import autocannon from 'autocannon';

export type LoadOptions = { connections: number; durationS: number; warmupS: number };
export type LoadResult = { rps: number; p50: number; p99: number };

type Unanswered = { quizId: string; index: number; treeId: number };

const WARMUP_ANSWERS = 5_000;
const MEASURED_ANSWERS = 30_000;

/** A new verified account, signed in through the real endpoints (the development outbox has the link). */
export async function signIn(base: string): Promise<string> {
  const origin = base.replace('127.0.0.1', 'localhost');
  const headers = { origin, 'content-type': 'application/json' };
  const email = `bench-${Date.now()}@example.com`;
  const password = 'a-bench-password-long-enough';
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench', email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const { messages } = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    messages: { to: string; links: string[] }[];
  };
  const link = messages.find((message) => message.to === email)?.links.find((url) => url.includes('token='));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error('sign-up: no verification link in the outbox');
  const verified = await fetch(`${base}/api/auth/verify-email?token=${token}`);
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A load run's throughput and latency; any failed request makes the whole measure fail. */
export const summary = (result: autocannon.Result, what: string): LoadResult => {
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${what}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

/** Quizzes started per second and answers per second (with their latency) on the server at `base`. */
export async function loadQuizzes(
  base: string,
  cookie: string,
  { connections, durationS, warmupS }: LoadOptions,
): Promise<{ starts: LoadResult; answers: LoadResult }> {
  // A write must name the site as its origin, as the site's pages do (same-origin.ts).
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const unanswered: Unanswered[] = [];
  let firstFailure: string | undefined;
  const keep = (status: number, body: string) => {
    if (status !== 201) {
      firstFailure ??= `${status} ${body}`;
      return;
    }
    const { quiz } = JSON.parse(body) as { quiz: Quiz };
    for (const question of quiz.questions) {
      const treeId = question.options[0]?.tree_id;
      if (treeId !== undefined) unanswered.push({ quizId: quiz.quiz_id, index: question.index, treeId });
    }
  };
  const start = (treeCount: number, options: Partial<autocannon.Options>) =>
    autocannon({
      url: base,
      connections,
      ...options,
      requests: [
        {
          method: 'POST',
          path: '/api/quizzes',
          headers,
          body: JSON.stringify({ mode: 'test', level: 3, tree_count: treeCount }),
          onResponse: keep,
        },
      ],
    });

  const check = (result: autocannon.Result, what: string) =>
    summary(result, `${what} (first failure: ${firstFailure})`);
  check(await start(10, { duration: warmupS }), 'start warm-up');
  const starts = check(await start(10, { duration: durationS }), 'POST /api/quizzes');
  const missing = WARMUP_ANSWERS + MEASURED_ANSWERS - unanswered.length;
  // Not measured, and slow per request: a generous timeout.
  if (missing > 0) check(await start(50, { amount: Math.ceil(missing / 50), timeout: 60 }), 'top-up');

  // Question by question across the quizzes (every quiz's first, then every quiz's second...), so
  // the 50 connections answer 50 different quizzes, as 50 people each on their own quiz would,
  // rather than 50 answers at once to one quiz.
  unanswered.sort((a, b) => a.index - b.index);
  let next = 0;
  const answer = (amount: number) =>
    autocannon({
      url: base,
      connections,
      amount,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            // There are enough: `amount` stops the load at the supply's end.
            const question = unanswered[next++] as Unanswered;
            return {
              ...request,
              path: `/api/quizzes/${question.quizId}/questions/${question.index}/answer`,
              headers,
              body: JSON.stringify({ tree_id: question.treeId }),
            };
          },
        },
      ],
    });
  summary(await answer(WARMUP_ANSWERS), 'answer warm-up');
  const answers = summary(await answer(MEASURED_ANSWERS), 'POST /api/quizzes/:id/questions/:index/answer');
  return { starts, answers };
}
