import type { DueList } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { progressDueKey } from '../../../lib/query-keys.ts';

/** GET /api/progress/due: the trees a review would bring back, most urgent first. */
const getDue = (signal?: AbortSignal) => apiFetch<DueList>('/api/progress/due', { signal });

// Every answer changes it, so it is asked again each time the page shows it.
const dueQueryOptions = () =>
  queryOptions({ queryKey: progressDueKey, queryFn: ({ signal }) => getDue(signal), staleTime: 0 });

export const useDue = () => useQuery(dueQueryOptions());
