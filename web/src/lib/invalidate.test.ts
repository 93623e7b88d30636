import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfter } from './invalidate.ts';
import {
  adminKey,
  courseOutlineKey,
  courseUnitKey,
  leaderboardKey,
  levelKey,
  photoCreditsKey,
  progressDueKey,
  progressSummaryKey,
  sessionKey,
} from './query-keys.ts';

/** The queries a change left stale, among those the cache holds. */
async function staleAfter(change: Parameters<typeof invalidateAfter>[1]) {
  const client = new QueryClient();
  const held = [
    sessionKey,
    progressSummaryKey('Europe/London'),
    levelKey,
    progressDueKey,
    courseOutlineKey,
    courseUnitKey('oaks-beech-chestnut'),
    leaderboardKey,
    photoCreditsKey,
    adminKey.species,
    adminKey.people,
  ];
  for (const key of held) client.setQueryData(key, { held: true });
  await invalidateAfter(client, change);
  return held.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
}

describe('what each change makes stale', () => {
  it('a new level: every figure of progress, the level itself included; never the session', async () => {
    expect(await staleAfter('level set')).toEqual(['progress/summary/Europe/London', 'progress/level', 'progress/due']);
  });

  it('the course moved on: its outline and units, and progress (its standing is there too)', async () => {
    expect(await staleAfter('course moved')).toEqual([
      'progress/summary/Europe/London',
      'progress/level',
      'progress/due',
      'course/outline',
      'course/units/oaks-beech-chestnut',
    ]);
  });

  it('a photo added or removed: the console and every credit, nothing of the learner', async () => {
    expect(await staleAfter('photo changed')).toEqual(['photos/credits', 'admin/species']);
  });
});
