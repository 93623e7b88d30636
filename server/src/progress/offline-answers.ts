import {
  OFFLINE_PRACTICE,
  OFFLINE_PRACTICE_ERRORS,
  type OfflinePracticeBody,
  type OfflinePracticeResult,
} from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { offlineAnswers, offlinePractices } from '../db/progress-schema.ts';
import { HttpError } from '../http-error.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import { applyAnswersToCards } from './apply-answers.ts';

type NewOfflineAnswer = typeof offlineAnswers.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * The answers of a practice as rows to store, each checked: both species known (by slug, as the
 * field guide names them), and answered neither in the future (a minute of clock skew allowed)
 * nor more than OFFLINE_PRACTICE.maxAgeDays ago. Any refusal is a 400 naming the answer.
 */
export function toOfflineAnswers(store: TreeStore, body: OfflinePracticeBody, now: Date): NewOfflineAnswer[] {
  const latest = now.getTime() + OFFLINE_PRACTICE.clockSkewSeconds * 1000;
  const earliest = now.getTime() - OFFLINE_PRACTICE.maxAgeDays * DAY_MS;
  return body.answers.map((answer, position) => {
    const field = (name: string) => `answers.${position}.${name}`;
    const shown = store.bySlug(answer.slug);
    if (!shown) throw new HttpError(400, OFFLINE_PRACTICE_ERRORS.unknownSlug(field('slug'), answer.slug));
    const chosen = store.bySlug(answer.chosen_slug);
    if (!chosen) {
      throw new HttpError(400, OFFLINE_PRACTICE_ERRORS.unknownSlug(field('chosen_slug'), answer.chosen_slug));
    }
    const answeredAt = new Date(answer.answered_at);
    if (answeredAt.getTime() > latest) throw new HttpError(400, OFFLINE_PRACTICE_ERRORS.future(field('answered_at')));
    if (answeredAt.getTime() < earliest) throw new HttpError(400, OFFLINE_PRACTICE_ERRORS.tooOld(field('answered_at')));
    return {
      practice_id: body.practice_id,
      position: answer.index,
      tree_id: shown.tree_id,
      chosen_tree_id: chosen.tree_id,
      part: answer.part,
      correct: shown.tree_id === chosen.tree_id,
      answered_at: answeredAt,
      created_at: now,
      updated_at: now,
    };
  });
}

/**
 * Records a practice's answers for `userId`, and moves their review cards exactly as a quiz's
 * answers do, in one transaction. Idempotent: an answer already recorded (same practice, same
 * index) is left as it was and not counted again, so the browser may send a batch as often as
 * it likes until it hears back. The practice belongs to the first account that sends it; anyone
 * else is refused (403) and nothing changes. Never touches the leaderboard.
 *
 * Offline, nobody knows when a question appeared, so a right answer is Good, never Hard.
 */
export async function recordOfflinePractice(
  db: Db,
  {
    userId,
    practiceId,
    rows,
    now,
  }: { userId: string; practiceId: string; rows: readonly NewOfflineAnswer[]; now: Date },
): Promise<OfflinePracticeResult> {
  return db.transaction(async (tx) => {
    // Claims the id, or waits for whoever is claiming it: after this, the owner is settled.
    await tx
      .insert(offlinePractices)
      .values({ practice_id: practiceId, user_id: userId, created_at: now, updated_at: now })
      .onConflictDoNothing();
    const [practice] = await tx
      .select({ user_id: offlinePractices.user_id })
      .from(offlinePractices)
      .where(eq(offlinePractices.practice_id, practiceId));
    if (practice?.user_id !== userId) throw new HttpError(403, OFFLINE_PRACTICE_ERRORS.notYours);

    const inserted = await tx
      .insert(offlineAnswers)
      .values([...rows])
      .onConflictDoNothing()
      .returning({ position: offlineAnswers.position });
    const fresh = new Set(inserted.map((row) => row.position));
    await applyAnswersToCards(
      tx,
      rows
        .filter((row) => fresh.has(row.position))
        .map((row) => ({
          user_id: userId,
          tree_id: row.tree_id,
          correct: row.correct,
          answered_at: row.answered_at,
        })),
    );
    if (fresh.size > 0) {
      await tx.update(offlinePractices).set({ updated_at: now }).where(eq(offlinePractices.practice_id, practiceId));
    }
    return { recorded: fresh.size, already_recorded: rows.length - fresh.size };
  });
}

/**
 * `userId`'s offline answers, in the columns the history reads from quiz answers too
 * (progress-repository.ts joins the two): totals, streak, chart, today's answers and confusions.
 */
export function offlineAnswersOf(db: Db, userId: string) {
  return db
    .select({
      tree_id: offlineAnswers.tree_id,
      chosen_tree_id: offlineAnswers.chosen_tree_id,
      correct: offlineAnswers.correct,
      answered_at: offlineAnswers.answered_at,
    })
    .from(offlinePractices)
    .innerJoin(offlineAnswers, eq(offlineAnswers.practice_id, offlinePractices.practice_id))
    .where(eq(offlinePractices.user_id, userId));
}
