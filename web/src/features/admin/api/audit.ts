import type { AuditResponse } from '@leafwise/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { AuditFilter } from '../action-labels.ts';
import { adminQueryKeys } from '../admin-query-keys.ts';

type AuditSearch = { action: AuditFilter; q: string };

/** GET /api/admin/audit: a page of the trail, newest first, older than `before` when given. */
async function getAudit({ action, q }: AuditSearch, before: number | undefined, signal: AbortSignal) {
  const search = new URLSearchParams();
  if (action) search.set('action', action);
  if (q) search.set('q', q);
  if (before !== undefined) search.set('before', String(before));
  return await apiFetch<AuditResponse>(`/api/admin/audit?${search}`, { signal });
}

/** The audit trail as filtered, a page at a time; read again on every visit, for it grows with every action. */
export const useAuditTrail = (filter: AuditSearch) =>
  useInfiniteQuery({
    queryKey: [...adminQueryKeys.audit, filter.action, filter.q],
    queryFn: ({ pageParam, signal }) => getAudit(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
