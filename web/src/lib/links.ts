import { paths } from './paths.ts';

// Links to one quiz, unit or species: apart from paths.ts, which every page loads, since only
// pages loaded on demand build them.

/** The query parameter that keeps a running quiz in the URL (/train?quiz=…), so a reload comes back to it. */
export const QUIZ_PARAM = 'quiz';

/** A training or review session already started, on the training page. */
export const trainingSessionPath = (quizId: string) => `${paths.train}?${QUIZ_PARAM}=${encodeURIComponent(quizId)}`;

/** A unit of the guided course. */
export const unitPath = (unitId: string) => `${paths.learn}/${encodeURIComponent(unitId)}`;

/** A species' page: every picture, its descriptions, its look-alikes. */
export const speciesPath = (slug: string) => `${paths.trees}/${encodeURIComponent(slug)}`;
