import {
  OFFLINE_PRACTICE,
  OFFLINE_PRACTICE_ERRORS,
  type OfflinePracticeBody,
  type OfflinePracticeResult,
  waitText,
} from '@leafwise/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { users } from '../db/auth-schema.ts';
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
 * Records a practice's answers for `userId`, and moves their review cards as a quiz's answers do,
 * in one transaction. Idempotent: an answer already recorded (same practice, same index) is left
 * as it was and not counted again, so the browser may send a batch as often as it likes until it
 * hears back. The practice belongs to the first account that sends it; anyone else is refused
 * (403) and nothing changes. Never touches the leaderboard.
 *
 * Bounded, since the device grades and times these answers itself (docs/progress.md, "How far
 * offline answers count"): at most OFFLINE_PRACTICE.answersPerDay new answers in 24 hours (429,
 * nothing written, the browser keeps them), and no offline answer makes a tree mastered
 * (scheduler.ts). Offline, nobody knows when a question appeared, so a right answer is Good, never Hard.
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
    // One practice send of this user's at a time, on any instance: the day's count below holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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

    const known = await tx
      .select({ position: offlineAnswers.position })
      .from(offlineAnswers)
      .where(
        and(
          eq(offlineAnswers.practice_id, practiceId),
          inArray(
            offlineAnswers.position,
            rows.map((row) => row.position),
          ),
        ),
      );
    const recordedBefore = new Set(known.map((row) => row.position));
    const fresh = rows.filter((row) => !recordedBefore.has(row.position));
    if (fresh.length > 0) await refuseOverTheDay(tx, userId, fresh.length, now);

    if (fresh.length > 0) await tx.insert(offlineAnswers).values(fresh).onConflictDoNothing();
    await applyAnswersToCards(
      tx,
      fresh.map((row) => ({
        user_id: userId,
        tree_id: row.tree_id,
        correct: row.correct,
        answered_at: row.answered_at,
        offline: true,
      })),
    );
    if (fresh.length > 0) {
      await tx.update(offlinePractices).set({ updated_at: now }).where(eq(offlinePractices.practice_id, practiceId));
    }
    return { recorded: fresh.length, already_recorded: rows.length - fresh.length };
  });
}

/**
 * 429 when `adding` more answers would take `userId` past OFFLINE_PRACTICE.answersPerDay in the
 * 24 hours to `now` (by when the server took them), saying when the oldest of those leaves the
 * window. Called with the user's row locked, so two sends cannot both fit in the last room.
 */
async function refuseOverTheDay(tx: Db, userId: string, adding: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const [day] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${offlineAnswers.created_at})` })
    .from(offlinePractices)
    .innerJoin(offlineAnswers, eq(offlineAnswers.practice_id, offlinePractices.practice_id))
    .where(and(eq(offlinePractices.user_id, userId), gt(offlineAnswers.created_at, since)));
  if ((day?.count ?? 0) + adding <= OFFLINE_PRACTICE.answersPerDay) return;
  const oldest = day?.oldest ? new Date(day.oldest).getTime() : now.getTime();
  const waitMs = Math.max(60_000, oldest + DAY_MS - now.getTime());
  throw new HttpError(429, OFFLINE_PRACTICE_ERRORS.tooManyAnswers(waitText(waitMs)), {
    'retry-after': String(Math.ceil(waitMs / 1000)),
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
      // Heard of soon enough after it was given to make its day count toward the streak.
      on_time: sql<boolean>`${offlineAnswers.created_at} <= ${offlineAnswers.answered_at} + make_interval(days => ${OFFLINE_PRACTICE.streakGraceDays})`,
    })
    .from(offlinePractices)
    .innerJoin(offlineAnswers, eq(offlineAnswers.practice_id, offlinePractices.practice_id))
    .where(eq(offlinePractices.user_id, userId));
}
