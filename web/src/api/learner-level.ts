import type { LearnerLevel } from '@leafwise/contract';
import { type Level, MAX_LEVEL } from '@leafwise/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';
import { levelKey } from '../lib/query-keys.ts';
import { rememberedLevel, rememberLevel } from '../lib/remembered-user.ts';

/**
 * The learner's level (docs/progress.md, "The learner's level"): chosen in the profile, else the
 * level of the course unit they are on. Under ['progress'], so everything that changes progress (a
 * checkpoint passed moves the course on) asks for it again. Kept on the device too, so that
 * offline the practice page keeps to it.
 */
/** Asked again whenever progress is (invalidate.ts). */
export const levelQueryKey = levelKey;

const getLevel = (signal?: AbortSignal) =>
  apiFetch<LearnerLevel>('/api/progress/level', { signal }).then((level) => {
    rememberLevel(level.level);
    return level;
  });

const levelQueryOptions = () => queryOptions({ queryKey: levelQueryKey, queryFn: ({ signal }) => getLevel(signal) });

/** The signed-in learner's level, as the server has it; nothing is asked for a visitor. */
export const useLearnerLevel = (signedIn: boolean) => useQuery({ ...levelQueryOptions(), enabled: signedIn });

/**
 * The level the pages keep to: the learner's, else (offline, or while it loads) the one last known
 * on this device; a visitor, or a learner not yet known here, gets `fallback`.
 */
export function useLevelToKeep<Fallback extends number | undefined = number>(
  signedIn: boolean | undefined,
  fallback: Fallback = MAX_LEVEL as Fallback,
): Level | Fallback {
  const level = useLearnerLevel(signedIn === true);
  if (signedIn === false) return fallback;
  return ((level.data?.level ?? rememberedLevel()) as Level | null) ?? fallback;
}
