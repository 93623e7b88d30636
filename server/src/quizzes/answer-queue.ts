import type { Db } from '../db/database.ts';
import { applyAnswersToCards } from '../progress/apply-answers.ts';
import { type AnswerInput, type RecordedAnswer, recordAnswers } from './quizzes-repository.ts';

type Waiting = {
  input: AnswerInput;
  resolve: (recorded: RecordedAnswer | undefined) => void;
  reject: (error: unknown) => void;
};

/**
 * The answers and the review cards they move (docs/progress.md), in one transaction: an answer is never
 * recorded without its card, nor a card moved by an answer that was not recorded.
 */
function recordBatch(db: Db, inputs: AnswerInput[]): Promise<(RecordedAnswer | undefined)[]> {
  return db.transaction(async (tx) => {
    const recorded = await recordAnswers(tx, inputs);
    await applyAnswersToCards(
      tx,
      recorded.flatMap((answer, i) =>
        answer
          ? [
              {
                user_id: inputs[i]?.userId as string,
                tree_id: answer.question.tree_id,
                correct: answer.question.correct === true,
                answered_at: answer.question.answered_at as Date,
                shown_at: answer.shownAt,
              },
            ]
          : [],
      ),
    );
    return recorded;
  });
}

/** Answers written per statement at most: enough to empty the queue of 50 busy clients at once. */
const MAX_BATCH = 200;

/**
 * Writes answers in batches, one batch at a time. Every statement costs a fixed price to send,
 * parse and plan (on the embedded database about half a millisecond of this process's own thread)
 * that the rows themselves don't, so answers that arrive while a statement runs wait and go
 * together in the next one. A lone answer waits only for the current turn of the event loop.
 *
 * A batch holds at most one answer per quiz, so each answer's running score can be counted in the
 * same statement; a second answer to the same quiz goes in the next batch, which also keeps the
 * first-come order of two answers to one question.
 */
export class AnswerQueue {
  readonly #db: Db;
  #waiting: Waiting[] = [];
  #draining = false;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The answer as recorded, or undefined when the database refused it (see recordAnswers). */
  record(input: AnswerInput): Promise<RecordedAnswer | undefined> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      if (!this.#draining) {
        this.#draining = true;
        void this.#drain();
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      // Let the requests that arrived while the last statement ran join this one.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.#takeBatch();
      try {
        const recorded = await recordBatch(
          this.#db,
          batch.map((waiting) => waiting.input),
        );
        for (const [i, waiting] of batch.entries()) waiting.resolve(recorded[i]);
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        // One answer the database cannot take must not fail the others: each goes again, alone.
        else for (const waiting of batch) await this.#recordAlone(waiting);
      }
    }
    this.#draining = false;
  }

  async #recordAlone({ input, resolve, reject }: Waiting): Promise<void> {
    try {
      const [recorded] = await recordBatch(this.#db, [input]);
      resolve(recorded);
    } catch (error) {
      reject(error);
    }
  }

  /** The oldest answers, one per quiz; the others keep their place in the queue. */
  #takeBatch(): Waiting[] {
    const quizzes = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of this.#waiting) {
      if (batch.length < MAX_BATCH && !quizzes.has(waiting.input.quizId)) {
        quizzes.add(waiting.input.quizId);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    this.#waiting = rest;
    return batch;
  }
}
