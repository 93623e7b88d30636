import { UserResponseSchema } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const userQueryKey = userKey;

/**
 * GET /api/users/email/:email: the server's record of the user (docs/product.md#the-users-api),
 * with the user_id the other calls take.
 */
async function getUserByEmail(email: string) {
  const answer = await apiFetch<unknown>(`/api/users/email/${encodeURIComponent(email)}`);
  return UserResponseSchema.parse(answer).user;
}

const userQueryOptions = (email: string) =>
  queryOptions({ queryKey: userQueryKey(email), queryFn: () => getUserByEmail(email) });

export function useUser(email: string) {
  return useQuery(userQueryOptions(email));
}
