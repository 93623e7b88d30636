import { NOT_AUTHENTICATED } from '@leafwise/contract/constants';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type Session, sessionQueryKey } from '../features/auth/api/get-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { forgetAccountReads } from '../lib/cache-names.ts';
import { lastSeenUser, rememberUser } from '../lib/remembered-user.ts';

const isSessionQuery = (query: Query) => query.queryKey[0] === sessionQueryKey[0];

/** A refusal that says the caller has no live session: any 401 of a read, or our routes' own words for it. */
const saysSignedOut = (error: unknown, read: boolean) =>
  error instanceof ApiError && error.status === 401 && (read || error.message === NOT_AUTHENTICATED);

/**
 * Empties every cache of the account's answers: what the queries hold (all but the session's, and
 * `keep`, a refusal a page still shows), and what the service worker kept. Synchronous for the
 * queries, so the next render shows none of it.
 */
function forgetAccount(client: QueryClient, keep?: Query): void {
  client.removeQueries({ predicate: (query) => !isSessionQuery(query) && query !== keep });
  void forgetAccountReads();
}

/**
 * A shared phone forgets the last person (docs/offline.md, "A shared phone"). Log out empties the
 * caches of personal answers; so does every other way the app learns its session has ended or
 * changed hands, before it shows anything:
 * - the server says who is signed in and it is not who this device last saw (a session ended by
 *   an admin, a ban, a password reset or its expiry, found at the next visit; a sign-in as someone
 *   else): the queries' answers and the worker's kept reads go, and the new account is remembered;
 * - a signed-in read is refused as signed out (401): the same, keeping only that refusal for its
 *   page to explain (the leaderboard's "Please log in to view the leaderboard."), and the session is
 *   asked about again when a page next needs it.
 * Subscribed to the query cache, whose events come before React renders what changed.
 */
export function watchAccount(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (isSessionQuery(query)) {
      if (action.type !== 'success') return;
      const session = query.state.data as Session | null | undefined;
      const userId = session?.user.id ?? null;
      const changed = lastSeenUser() !== userId;
      rememberUser(userId, undefined, session?.session.expiresAt);
      if (changed) forgetAccount(client);
      return;
    }
    if (action.type === 'error' && saysSignedOut(action.error, true)) signedOut(client, query);
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && saysSignedOut(event.action.error, false)) {
      signedOut(client);
    }
  });
}

function signedOut(client: QueryClient, refused?: Query): void {
  if (!client.getQueryData(sessionQueryKey)) return;
  rememberUser(null);
  forgetAccount(client, refused);
  // Not asked now: the page that was refused says so in its own words first.
  void client.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'none' });
}
