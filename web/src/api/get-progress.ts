import type { Progress } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';
import { progressSummaryKey } from '../lib/query-keys.ts';

/** The browser's time zone, so that "today" and the streak are the user's own days. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * GET /api/progress?tz=…: the signed-in user's trees seen, mastered and due, accuracy over time,
 * streak and the day's answers against the goal. Shared by the progress page, home and the quiz end
 * screens (features never import each other), under one key, so a change of goal (which
 * invalidates every ['progress'] query) reaches them all.
 */
const getProgress = (tz: string, signal?: AbortSignal) =>
  apiFetch<Progress>(`/api/progress?tz=${encodeURIComponent(tz)}`, { signal });

// Every answer changes it, so it is asked again each time a page shows it.
const progressQueryOptions = (tz = timeZone()) =>
  queryOptions({
    queryKey: progressSummaryKey(tz),
    queryFn: ({ signal }) => getProgress(tz, signal),
    staleTime: 0,
  });

export const useProgress = () => useQuery(progressQueryOptions());
