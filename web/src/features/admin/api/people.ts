import type { AdminUser, AdminUserChange, AdminUserResponse, AdminUsersResponse } from '@leafwise/contract';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { adminQueryKeys } from '../admin-query-keys.ts';

type PeoplePages = InfiniteData<AdminUsersResponse, number>;

/** GET /api/admin/users: a page of the people matching `q`, newest sign-up first. */
async function getPeople(q: string, offset: number, signal: AbortSignal) {
  const search = new URLSearchParams({ offset: String(offset) });
  if (q) search.set('q', q);
  return await apiFetch<AdminUsersResponse>(`/api/admin/users?${search}`, { signal });
}

const loaded = (pages: AdminUsersResponse[]) => pages.reduce((count, page) => count + page.users.length, 0);

/** The people matching `q`, a page at a time; the last list stays in view while a new search loads. */
export const usePeople = (q: string) =>
  useInfiniteQuery({
    queryKey: [...adminQueryKeys.people, q],
    queryFn: ({ pageParam, signal }) => getPeople(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.users.length > 0 && loaded(pages) < last.total ? loaded(pages) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every list of people in the cache, with `change` made to each page. */
function editPeople(queryClient: QueryClient, change: (users: AdminUser[]) => AdminUser[]) {
  queryClient.setQueriesData<PeoplePages>({ queryKey: adminQueryKeys.people }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, users: change(page.users) })) } : data,
  );
}

// A change to a person shows on the board (a ban takes them off it) and in the audit trail. Not
// awaited, so the buttons come back at once; the lists catch up in the background.
function refreshAfterChange(queryClient: QueryClient) {
  void invalidateAfter(queryClient, 'person changed');
}

type ChangeInput = { userId: string; change: AdminUserChange };

/** POST /api/admin/users/:userId/:change: the person as they are after it. */
async function changePerson({ userId, change }: ChangeInput) {
  const answer = await apiFetch<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(userId)}/${change}`, {
    method: 'POST',
  });
  return answer.user;
}

export function useChangePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePerson,
    onSuccess: (user) => {
      editPeople(queryClient, (users) => users.map((each) => (each.user_id === user.user_id ? user : each)));
      refreshAfterChange(queryClient);
    },
  });
}

/** DELETE /api/admin/users/:userId: the account and everything of it go. */
const deletePerson = (userId: string) =>
  apiFetch<null>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: (_answer, userId) => {
      editPeople(queryClient, (users) => users.filter((each) => each.user_id !== userId));
      refreshAfterChange(queryClient);
    },
  });
}
