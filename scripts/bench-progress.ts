// The progress part of npm run bench: a user with 5,000 recorded answers, seeded straight into
// the database (quizzes and answered questions in SQL, their cards through applyAnswersToCards),
// then GET /api/progress, /progress/due and /progress/confusions at the same concurrency as the
// other rows, with the user's session cookie.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { asc, eq } from 'drizzle-orm';
import { type DatabaseOptions, type Db, openDatabase } from '../server/src/db/database.ts';
import { quizQuestions, quizzes } from '../server/src/db/quiz-schema.ts';
import { trees } from '../server/src/db/schema.ts';
import { applyAnswersToCards } from '../server/src/progress/apply-answers.ts';
import { answersByDay, listCards } from '../server/src/progress/progress-repository.ts';
import { type LoadOptions, type LoadResult, summary } from './bench-quizzes.ts';

export const SEEDED_ANSWERS = 5_000;
const PER_QUIZ = 50;
const DAYS = 120;
const DAY_MS = 86_400_000;

/** A deterministic random source, so every run seeds the same history. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The user id behind a session cookie, through the API (the bench never reads cookies itself). */
export async function userIdOf(base: string, cookie: string): Promise<string> {
  const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
  const body = (await session.json()) as { user?: { id: string } } | null;
  if (!body?.user) throw new Error(`get-session: ${session.status}`);
  return body.user.id;
}

/**
 * SEEDED_ANSWERS answered test questions for `userId` over the last DAYS days (a 50-question test
 * every day or so, three in four answers right, the wrong ones choosing one of a few look-alikes),
 * then their review cards, applied in one call as the answer path would apply them.
 */
export async function seedAnswers(db: Db, userId: string, now = new Date()): Promise<void> {
  const random = seeded(7);
  const ids = (await db.select({ id: trees.tree_id }).from(trees).orderBy(asc(trees.tree_id))).map((row) => row.id);
  const pick = () => ids[Math.floor(random() * ids.length)] as number;
  const answers: Parameters<typeof applyAnswersToCards>[1][number][] = [];
  for (let q = 0; q * PER_QUIZ < SEEDED_ANSWERS; q++) {
    const started = new Date(now.getTime() - DAY_MS * DAYS * (1 - q / (SEEDED_ANSWERS / PER_QUIZ)));
    const quizId = randomUUID();
    await db.insert(quizzes).values({ quiz_id: quizId, user_id: userId, mode: 'test', level: 3, created_at: started });
    const rows = Array.from({ length: PER_QUIZ }, (_, position) => {
      const treeId = pick();
      const others = ids.filter((id) => id !== treeId);
      // Mistakes fall on a few neighbours of each tree, as real confusions do.
      const wrongChoice = others[(ids.indexOf(treeId) + 1 + Math.floor(random() * 3)) % others.length] as number;
      const options = [treeId, wrongChoice, ...others.filter((id) => id !== wrongChoice).slice(0, 2)];
      const correct = random() < 0.75;
      const answeredAt = new Date(started.getTime() + (position + 1) * 8_000);
      answers.push({ user_id: userId, tree_id: treeId, correct, answered_at: answeredAt });
      return {
        quiz_id: quizId,
        position,
        tree_id: treeId,
        option_ids: options,
        pictures: {},
        chosen_tree_id: correct ? treeId : wrongChoice,
        correct,
        answered_at: answeredAt,
      };
    });
    await db.insert(quizQuestions).values(rows);
    await db
      .update(quizzes)
      .set({ finished_at: rows[PER_QUIZ - 1]?.answered_at })
      .where(eq(quizzes.quiz_id, quizId));
  }
  await applyAnswersToCards(db, answers);
}

/**
 * What a progress request costs the database without any cache: the two reads GET /api/progress
 * makes, one after the other, `rounds` times, in this process. Milliseconds per request.
 */
export async function uncachedReadMs(db: Db, userId: string, rounds = 30): Promise<number> {
  await Promise.all([listCards(db, userId), answersByDay(db, userId, 'Europe/London')]);
  const began = performance.now();
  for (let i = 0; i < rounds; i++)
    await Promise.all([listCards(db, userId), answersByDay(db, userId, 'Europe/London')]);
  return (performance.now() - began) / rounds;
}

/**
 * Opens the database, seeds `userId`'s answers, times the uncached reads, and closes it again: on
 * PGlite while the server is stopped (one process owns it), on PostgreSQL beside it.
 */
export async function seedProgressUser(options: DatabaseOptions, userId: string): Promise<number> {
  const database = await openDatabase(options);
  try {
    await seedAnswers(database.db, userId);
    return await uncachedReadMs(database.db, userId);
  } finally {
    await database.close();
  }
}

export type ProgressLoad = { summary: LoadResult; due: LoadResult; confusions: LoadResult };

/** Each progress route loaded in turn: a warm-up, then the measured run. */
export async function loadProgress(
  base: string,
  cookie: string,
  { connections, durationS, warmupS }: LoadOptions,
): Promise<ProgressLoad> {
  const run = async (path: string) => {
    const options = { url: `${base}${path}`, connections, headers: { cookie } };
    summary(await autocannon({ ...options, duration: warmupS }), `${path} warm-up`);
    return summary(await autocannon({ ...options, duration: durationS }), path);
  };
  return {
    summary: await run('/api/progress?tz=Europe/London'),
    due: await run('/api/progress/due'),
    confusions: await run('/api/progress/confusions'),
  };
}
