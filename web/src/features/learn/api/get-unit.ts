import type { UnitResponse } from '@leafwise/contract';
import { UnitParamsSchema } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { courseUnitKey } from '../../../lib/query-keys.ts';
import { accountOfReads } from '../../../lib/remembered-user.ts';

/** Whether `id` could name a unit at all: anything else in the URL is a broken link, not worth asking about. */
export const isUnitId = (id: string) => UnitParamsSchema.shape.unitId.safeParse(id).success;

/** The server's answer for a unit the course does not have. */
export const isMissingUnit = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/course/units/:unitId: the unit's lesson, its trees in full for the study cards, and the learner's standing. */
const getUnit = (unitId: string, signal?: AbortSignal) =>
  apiFetch<UnitResponse>(`/api/course/units/${encodeURIComponent(unitId)}`, { signal, account: accountOfReads() });

const unitQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: courseUnitKey(unitId),
    queryFn: ({ signal }) => getUnit(unitId, signal),
    staleTime: 0,
    enabled: isUnitId(unitId),
    // A missing unit stays missing: no point asking three times before showing the not-found screen.
    retry: (failures, error) => !isMissingUnit(error) && failures < 2,
  });

export const useUnit = (unitId: string) => useQuery(unitQueryOptions(unitId));
