/**
 * The service worker's runtime caches (web/vite.config.ts makes them). What a signed-in person's
 * requests brought in (their course standing, the photo credits) is kept in ACCOUNT_READS, each
 * answer under the account it was for (ACCOUNT_HEADER), and emptied whenever the app learns its
 * account has changed or ended (app/account-watch.ts), so the next person on a shared phone never
 * sees it (docs/offline.md, "A shared phone").
 */
export const ACCOUNT_READS = 'api-reads';

/** Set once the course's lessons have been asked for, for the worker to keep (keep-the-course.ts). */
export const COURSE_KEPT_KEY = 'leafwise-course-kept';

/**
 * Forgets what the account's requests left in the worker's caches, and that the lessons were kept
 * (the next account's are kept anew); nothing to do without them.
 */
export async function forgetAccountReads(): Promise<void> {
  try {
    localStorage.removeItem(COURSE_KEPT_KEY);
  } catch {
    // Storage refused: the lessons are simply asked for again on the next visit.
  }
  if (typeof caches === 'undefined') return;
  await caches.delete(ACCOUNT_READS).catch(() => false);
}
