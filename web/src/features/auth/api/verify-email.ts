import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { verifyEmailKey } from '../../../lib/query-keys.ts';

const verifyEmail = (token: string) =>
  apiFetch<{ status: boolean }>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

/** A query, not a mutation, so the link is checked once per page load, even when React mounts twice. */
const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: verifyEmailKey(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
}
