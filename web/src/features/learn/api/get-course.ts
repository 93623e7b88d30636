import type { CourseResponse } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { courseKey, courseOutlineKey } from '../../../lib/query-keys.ts';
import { accountOfReads } from '../../../lib/remembered-user.ts';

/** Every query of the course's (the outline and each unit): a finished checkpoint invalidates them all. */
export const courseQueryKey = courseKey;

/** GET /api/course: the units in order with where the learner stands in each (a visitor: a newcomer's). */
const getCourse = (signal?: AbortSignal) =>
  apiFetch<CourseResponse>('/api/course', { signal, account: accountOfReads() });

// Asked again on every visit: a checkpoint passed, or a tree named right anywhere, changes it.
const courseQueryOptions = () =>
  queryOptions({ queryKey: courseOutlineKey, queryFn: ({ signal }) => getCourse(signal), staleTime: 0 });

export const useCourse = () => useQuery(courseQueryOptions());
