const COURSE_KEPT_KEY = 'leafwise-course-kept';

/**
 * The course's lessons, asked for once per version of the app while the page is idle, so the
 * service worker keeps them (it keeps each answer from /api/course it sees) and they open
 * offline. One at a time, so a phone's connection stays free for what the learner is doing.
 */
export async function keepTheCourse(): Promise<void> {
  try {
    if (localStorage.getItem(COURSE_KEPT_KEY) === __BUILD_ID__ || !navigator.onLine) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const course = (await (await fetch('/api/course', { credentials: 'same-origin' })).json()) as {
      units?: { id: string }[];
    };
    for (const unit of course.units ?? []) {
      if (!navigator.onLine) return;
      await fetch(`/api/course/units/${encodeURIComponent(unit.id)}`, { credentials: 'same-origin' });
    }
    localStorage.setItem(COURSE_KEPT_KEY, __BUILD_ID__);
  } catch {
    // Offline or refused: the lessons opened online are still kept; the next visit tries again.
  }
}
