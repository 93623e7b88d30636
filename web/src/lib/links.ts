import { paths } from './paths.ts';

// Links to one quiz, unit or species: apart from paths.ts, which every page loads, since only
// pages loaded on demand build them.

/** The query parameter that keeps a running quiz in the URL (/train?quiz=…), so a reload comes back to it. */
export const QUIZ_PARAM = 'quiz';

/** Where a session goes back to when it ends (/train?quiz=…&back=/progress%23confusions): the page it was started from. */
export const BACK_PARAM = 'back';

/**
 * A training or review session already started, on the training page; `back`, the page (and the
 * place on it) it was started from, which its end and its Back return to.
 */
export function trainingSessionPath(quizId: string, back?: string): string {
  const search = new URLSearchParams({ [QUIZ_PARAM]: quizId });
  if (back) search.set(BACK_PARAM, back);
  return `${paths.train}?${search.toString()}`;
}

/** A path inside this site, or null: a crafted ?back= or ?next= must not send anyone elsewhere. */
export function localPath(path: string | null): string | null {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

/** Where the page the learner is on stands, to come back to: its path, search and #place. */
export const hereFrom = (location: { pathname: string; search: string; hash: string }, place?: string): string =>
  `${location.pathname}${location.search}${place ? `#${place}` : location.hash}`;

/** The words of a button that goes back to `path`. */
export function backLabel(path: string | null): string {
  if (!path) return 'Back';
  if (path.startsWith(paths.learn)) return 'Back to the course';
  if (path.startsWith(paths.progress)) return 'Back to your progress';
  if (path.startsWith(paths.home)) return 'Back home';
  if (path.startsWith(paths.test)) return 'Back to the test';
  return 'Back';
}

/** A unit of the guided course. */
export const unitPath = (unitId: string) => `${paths.learn}/${encodeURIComponent(unitId)}`;

/** A species' page: every picture, its descriptions, its look-alikes. */
export const speciesPath = (slug: string) => `${paths.trees}/${encodeURIComponent(slug)}`;
