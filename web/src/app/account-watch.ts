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
 * those `keep` names: a refusal a page still shows), and what the service worker kept. Synchronous
 * for the queries, so the next render shows none of it.
 */
function forgetAccount(client: QueryClient, keep: (query: Query) => boolean = () => false): void {
  const forgotten = (query: Query) => !isSessionQuery(query) && !keep(query);
  // A query a page is showing is reset, which drops its answer at once and asks again (cancelling
  // a read still on its way, made for the last account): removed, the page would wait on it for ever.
  void client.resetQueries({ predicate: (query) => forgotten(query) && query.getObserversCount() > 0 });
  client.removeQueries({ predicate: (query) => forgotten(query) && query.getObserversCount() === 0 });
  void forgetAccountReads();
}

/** A page on screen that explains a lapsed session in its own words (a query of its says so in its meta). */
const explainsSignedOut = (query: Query) => query.meta?.explainsSignedOut === true && query.getObserversCount() > 0;

/**
 * A shared phone forgets the last person (docs/offline.md, "A shared phone"). Log out empties the
 * caches of personal answers; so does every other way the app learns its session has ended or
 * changed hands, before it shows anything:
 * - the server says who is signed in and it is not who this device last saw (a session ended by
 *   an admin, a ban, a password reset or its expiry, found at the next visit; a sign-in as someone
 *   else): the queries' answers and the worker's kept reads go, and the new account is remembered;
 * - a signed-in read is refused as signed out (401): the same, and the session is asked about
 *   again, so a signed-in page sends the learner to log in; a page that explains the refusal itself
 *   (the leaderboard's "Please log in to view the leaderboard.", `meta.explainsSignedOut`) keeps it
 *   on screen and asks when the learner chooses to log in.
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
  // Once is enough: the reads a page asks again meanwhile are refused too, and must not start it over.
  const session = client.getQueryState(sessionQueryKey);
  if (!session?.data || session.isInvalidated) return;
  rememberUser(null);
  forgetAccount(client, (query) => query === refused || explainsSignedOut(query));
  // Asked again at once, so a signed-in page sends the learner to log in and come back; unless the
  // page on screen explains it itself, with its own way to log in.
  const explained = client.getQueryCache().findAll({ predicate: explainsSignedOut }).length > 0;
  void client.invalidateQueries({ queryKey: sessionQueryKey, refetchType: explained ? 'none' : 'active' });
}
