import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  adminKey,
  challengeAllowanceKey,
  courseKey,
  leaderboardKey,
  photosKey,
  progressKey,
  quizzesKey,
} from './query-keys.ts';

/** What happened, for which the app refreshes what it shows (keys prefix-match, as TanStack does). */
const STALE_AFTER = {
  /** Offline practice answers reached the server: every figure of progress. */
  'practice sent': [progressKey],
  /** The daily goal changed: the day's summary (the goal itself is set in place). */
  'goal set': [progressKey],
  /** The level changed: what is due, home's main action and the summary. */
  'level set': [progressKey],
  /** A unit's step noted, a checkpoint finished, a unit refused as locked: the course's standing. */
  'course moved': [courseKey, progressKey],
  /** A challenge started or ended: how many are left today. */
  'challenge started': [challengeAllowanceKey],
  /** A score submitted: the run, and the board. */
  'score submitted': [quizzesKey, leaderboardKey],
  /** A player banned from the board. */
  'player banned': [leaderboardKey],
  /** A photo added or removed in the console: the console's species, and every credit shown. */
  'photo changed': [adminKey.species, photosKey],
  /** A person changed in the console (ban, role, sessions, deletion): every console list naming them. */
  'person changed': [adminKey.people, adminKey.board, adminKey.challengeRuns, adminKey.audit],
  /** An entry taken off the board in the console. */
  'board entry removed': [adminKey.board, adminKey.people, adminKey.audit, leaderboardKey],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof STALE_AFTER;

/** Refreshes everything `change` makes stale. */
export function invalidateAfter(client: QueryClient, change: Change): Promise<void> {
  return Promise.all(STALE_AFTER[change].map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => {});
}
