import { type OfflineAnswer, OfflineAnswerSchema } from '@leafwise/contract';
import { OFFLINE_PRACTICE } from '@leafwise/contract/constants';
import { ApiError } from '../../lib/api-client.ts';
import type { KeyValueStore } from '../../lib/remembered-user.ts';
import { sendOfflinePractice } from './api/send-offline-practice.ts';

/**
 * The answers of offline practices, kept on the device until the server has them (docs/progress.md):
 * a list of practices, each with the account it counts for (null: answered signed out, kept but
 * never sent) and the answers not yet confirmed. Pure, apart from the storage it is handed and the
 * request that sends a batch (api/send-offline-practice.ts), so it is tested outside the browser.
 */
export type QueuedPractice = { practice_id: string; user_id: string | null; answers: OfflineAnswer[] };

const QUEUE_KEY = 'leafwise.practiceQueue';
const DAY_MS = 86_400_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An answer as the server takes it (the contract's schema); anything else (storage can be edited, or written by an older version) is left out. */
function asAnswer(value: unknown): OfflineAnswer | undefined {
  const parsed = OfflineAnswerSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function asPractice(value: unknown): QueuedPractice | undefined {
  if (!isRecord(value) || typeof value.practice_id !== 'string' || !Array.isArray(value.answers)) return undefined;
  const userId = typeof value.user_id === 'string' ? value.user_id : null;
  const answers = value.answers.map(asAnswer).filter((answer) => answer !== undefined);
  return { practice_id: value.practice_id, user_id: userId, answers };
}

export function readQueue(storage: KeyValueStore): QueuedPractice[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.map(asPractice).filter((practice) => practice !== undefined) : [];
  } catch {
    return [];
  }
}

/** Keeps the queue, leaving out practices with nothing left in them. */
export function writeQueue(storage: KeyValueStore, queue: readonly QueuedPractice[]): void {
  const left = queue.filter((practice) => practice.answers.length > 0);
  try {
    if (left.length === 0) storage.removeItem(QUEUE_KEY);
    else storage.setItem(QUEUE_KEY, JSON.stringify(left));
  } catch {
    // Storage full or refused (a private window): the answers of this visit are lost, the page goes on.
  }
}

/** Adds an answer to its practice, making the practice the first time; answers the queue as it now is. */
export function addAnswer(
  storage: KeyValueStore,
  practice: { practice_id: string; user_id: string | null },
  answer: OfflineAnswer,
): QueuedPractice[] {
  const queue = readQueue(storage);
  const kept = queue.find((entry) => entry.practice_id === practice.practice_id && entry.user_id === practice.user_id);
  if (kept) kept.answers.push(answer);
  else queue.push({ ...practice, answers: [answer] });
  writeQueue(storage, queue);
  return readQueue(storage);
}

/** Answers waiting to be sent for `userId`, and answers made signed out, which never count. */
export function queueStatus(queue: readonly QueuedPractice[], userId: string | null) {
  const count = (keep: (practice: QueuedPractice) => boolean) =>
    queue.filter(keep).reduce((sum, practice) => sum + practice.answers.length, 0);
  return {
    waiting: userId ? count((practice) => practice.user_id === userId) : 0,
    notCounting: count((practice) => practice.user_id === null),
  };
}

/**
 * Drops answers older than the server takes (OFFLINE_PRACTICE.maxAgeDays): sent, they would only
 * be refused, and kept, they would wait for ever. Answers how many went.
 */
export function dropExpired(storage: KeyValueStore, now: Date): number {
  const oldest = now.getTime() - OFFLINE_PRACTICE.maxAgeDays * DAY_MS;
  let dropped = 0;
  const queue = readQueue(storage).map((practice) => {
    const answers = practice.answers.filter((answer) => Date.parse(answer.answered_at) >= oldest);
    dropped += practice.answers.length - answers.length;
    return { ...practice, answers };
  });
  if (dropped > 0) writeQueue(storage, queue);
  return dropped;
}

/** Takes the given answers out of a practice, keeping any added meanwhile. */
function removeAnswers(storage: KeyValueStore, practiceId: string, indexes: ReadonlySet<number>): void {
  const queue = readQueue(storage).map((practice) =>
    practice.practice_id === practiceId
      ? { ...practice, answers: practice.answers.filter((answer) => !indexes.has(answer.index)) }
      : practice,
  );
  writeQueue(storage, queue);
}

export type SendResult = {
  /** Answers the server confirmed (counted now, or already before). */
  sent: number;
  /** Answers the server refused for good (400, 403): taken off the queue, since sending again cannot help. */
  refused: number;
  /** Why sending stopped with answers still waiting: offline, signed out, the server busy. */
  failure?: ApiError;
};

/**
 * Sends `userId`'s waiting answers, a batch at a time (at most OFFLINE_PRACTICE.maxAnswersPerRequest),
 * taking each batch off the queue once the server confirms it. The server counts an answer once
 * however often it arrives, so a batch sent again after a lost reply does no harm. Stops at the
 * first failure that another try might get past, leaving the rest for then.
 */
export async function sendWaiting(storage: KeyValueStore, userId: string, now = new Date()): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: 0 };
  dropExpired(storage, now);
  const practices = readQueue(storage).filter((practice) => practice.user_id === userId);
  for (const { practice_id } of practices) {
    for (;;) {
      const current = readQueue(storage).find((practice) => practice.practice_id === practice_id);
      const batch = current?.answers.slice(0, OFFLINE_PRACTICE.maxAnswersPerRequest) ?? [];
      if (batch.length === 0) break;
      const indexes = new Set(batch.map((answer) => answer.index));
      try {
        await sendOfflinePractice(practice_id, batch);
        result.sent += batch.length;
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(0, '');
        if (failure.status !== 400 && failure.status !== 403) return { ...result, failure };
        result.refused += batch.length;
      }
      removeAnswers(storage, practice_id, indexes);
    }
  }
  return result;
}
