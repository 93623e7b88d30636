import { ACCOUNT_HEADER } from '@leafwise/contract/constants';
import { COURSE_KEPT_KEY } from './cache-names.ts';
import { accountOfReads } from './remembered-user.ts';

/**
 * The course's lessons, asked for once per version of the app while the page is idle, so the
 * service worker keeps them (it keeps each answer from /api/course it sees) and they open
 * offline. One at a time, so a phone's connection stays free for what the learner is doing.
 */
export async function keepTheCourse(): Promise<void> {
  try {
    if (localStorage.getItem(COURSE_KEPT_KEY) === __BUILD_ID__ || !navigator.onLine) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Kept for the account remembered here, as the pages ask for them (cache-names.ts).
    const read = (path: string) =>
      fetch(path, { credentials: 'same-origin', headers: { [ACCOUNT_HEADER]: accountOfReads() } });
    const course = (await (await read('/api/course')).json()) as { units?: { id: string }[] };
    for (const unit of course.units ?? []) {
      if (!navigator.onLine) return;
      await read(`/api/course/units/${encodeURIComponent(unit.id)}`);
    }
    localStorage.setItem(COURSE_KEPT_KEY, __BUILD_ID__);
  } catch {
    // Offline or refused: the lessons opened online are still kept; the next visit tries again.
  }
}
