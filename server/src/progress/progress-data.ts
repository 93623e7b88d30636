import { type Confusion, PROGRESS } from '@leafwise/contract';
import type { Db } from '../db/database.ts';
import type { ReviewCardRow } from '../db/progress-schema.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import { confusionsOf } from './confusions.ts';
import { localDay } from './days.ts';
import type { ProgressCache } from './progress-cache.ts';
import { answersByDay, listCards, listMistakes } from './progress-repository.ts';
import { historyOf, summarise } from './summarise.ts';

/** A user's progress as the routes read it, through the cache (progress-cache.ts). */
export type ProgressData = {
  cards(userId: string): Promise<ReviewCardRow[]>;
  /** The pairs most mixed up, among trees still in the catalog. */
  confusions(userId: string): Promise<Confusion[]>;
  /** GET /progress's answer as JSON, as of `now` in `tz`. */
  summaryJson(userId: string, tz: string, now: Date): Promise<string>;
};

export function progressData(db: Db, store: TreeStore, cache: ProgressCache): ProgressData {
  const cards = (userId: string) => cache.remember(userId, 'cards', () => listCards(db, userId));
  const history = (userId: string, tz: string, today: string) =>
    cache.remember(userId, `history ${tz} ${today}`, async () => historyOf(await answersByDay(db, userId, tz), today));
  return {
    cards: async (userId) => {
      await cache.check(userId);
      return cards(userId);
    },
    /**
     * The answer changes with the time only when a card falls due (`next_due_at`) or the day
     * changes (in the key), so it is built, and serialised, once until then: a request served
     * from memory costs the lookup alone. Serialised here rather than by the route's Zod schema,
     * as the trees route does (decision 003); the tests check the JSON against that schema.
     */
    summaryJson: async (userId, tz, now) => {
      await cache.check(userId);
      const today = localDay(now, tz);
      const kept = await cache.remember(
        userId,
        `summary ${tz} ${today}`,
        async () => {
          const [own, past] = await Promise.all([cards(userId), history(userId, tz, today)]);
          const progress = summarise(store, own, past, now, tz);
          const until = progress.next_due_at ? Date.parse(progress.next_due_at) : Number.POSITIVE_INFINITY;
          return { json: JSON.stringify(progress), until };
        },
        ({ until }) => now.getTime() < until,
      );
      return kept.json;
    },
    confusions: async (userId) => {
      await cache.check(userId);
      return cache.remember(userId, 'confusions', async () => {
        const mistakes = await listMistakes(db, userId);
        // A species taken out of the catalog has nothing left to compare.
        const known = mistakes.filter((mistake) => store.get(mistake.shown) && store.get(mistake.chosen));
        return confusionsOf(known, PROGRESS.confusionsListed);
      });
    },
  };
}
