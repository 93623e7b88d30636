/**
 * The service worker's runtime caches (web/vite.config.ts makes them). What a signed-in person's
 * requests brought in (their course standing, the photo credits) is kept in ACCOUNT_READS, which
 * logging out empties, so the next person on a shared phone never sees it offline.
 */
export const ACCOUNT_READS = 'api-reads';

/** Forgets what the account's requests left in the worker's caches; nothing to do without them. */
export async function forgetAccountReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(ACCOUNT_READS).catch(() => false);
}
