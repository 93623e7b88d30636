import type { FastifyBaseLogger } from 'fastify';
import type { SessionCache } from './auth/session-cache.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import { freshRead } from './db/fresh-read.ts';
import type { LeaderboardCache } from './leaderboards/leaderboard-cache.ts';
import { listPhotos } from './photos/photos-repository.ts';
import type { ProgressCache } from './progress/progress-cache.ts';
import type { PhotoCuts } from './quizzes/picture-variants.ts';
import type { TreeStore } from './trees/tree-store.ts';

type Caches = {
  sessions: SessionCache | undefined;
  progress: ProgressCache;
  leaderboards: LeaderboardCache;
  trees: TreeStore;
  photoCuts: PhotoCuts;
};

/**
 * The one place where what this process keeps in memory learns that the database changed
 * (docs/decisions/005-caching.md). The database's triggers tell the change feed of every write to
 * the tables below, whoever makes it: a route, better-auth, `npm run admin`, another instance, a
 * cascade, plain SQL. So no writer has to remember any cache. A cache of a new table needs a
 * trigger (a migration like 0010_change_feed.sql) and a line here.
 *
 * Also returns a promise that settles when the photos last asked for are in (tests wait on it).
 */
export function invalidateOnChange(
  db: Db,
  feed: ChangeFeed,
  { sessions, progress, leaderboards, trees, photoCuts }: Caches,
  log: FastifyBaseLogger,
): { photosLoaded(): Promise<void>; stop(): void } {
  let loading: Promise<void> = Promise.resolve();
  const reloadPhotos = freshRead(async () => {
    trees.setPhotos(await listPhotos(db));
    // A photo taken down leaves no quiz cut of itself behind either (picture-variants.ts).
    photoCuts.forgetRemoved((fileBase) => trees.hasPhotoFiles(fileBase));
  });

  const stop = feed.subscribe(({ table, userId }) => {
    switch (table) {
      case 'users':
        // Name, role, ban, daily goal, deletion: who is signed in, what progress and boards show.
        sessions?.forget(userId);
        progress.forget(userId);
        leaderboards.changed();
        return;
      case 'sessions':
        sessions?.forget(userId);
        return;
      case 'review_cards':
      case 'course_units':
      case 'course_steps':
        progress.forget(userId);
        return;
      case 'leaderboard_entries':
        leaderboards.changed();
        return;
      case 'photos':
        loading = reloadPhotos().catch((error) => {
          // The photos shown stay as they were; the next change tries again.
          log.error({ err: error }, 'could not reload the photos after a change');
        });
        return;
      default:
        // Every table of the feed is handled above (FEED_TABLES in db/change-feed.ts).
        return table satisfies never;
    }
  });
  return { photosLoaded: () => loading, stop };
}
