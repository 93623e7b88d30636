/** The guided course (docs/course.md): how its units are practised and passed, and where a unit stands. */

/** How a unit is practised and passed. */
export const COURSE = {
  /** A checkpoint is passed with at least this share of its questions right (unanswered ones are wrong). */
  passMark: 0.8,
  /** Questions in a unit's practice: each of a lesson unit's trees at least once. */
  practiceQuestions: 8,
  /** Questions in a checkpoint: each of a lesson unit's trees at least once; a review asks as many of its trees. */
  checkpointQuestions: 10,
  /**
   * Of a practice's or a checkpoint's questions, this share (rounded) are picture questions: a
   * tree's name and four pictures to find it among.
   */
  pictureQuestionShare: 1 / 3,
} as const;

/** Whether a checkpoint with `correct` right answers of `total` questions is passed (COURSE.passMark). */
export const checkpointPassed = (correct: number, total: number): boolean =>
  total > 0 && correct >= Math.ceil(COURSE.passMark * total - 1e-9);

/** Where a unit stands for a learner: done (checkpoint passed), current (the first not done), or locked. */
export const UNIT_STATES = ['locked', 'current', 'done'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

/** A lesson teaches new trees; a review mixes the trees of earlier lessons. */
export const UNIT_KINDS = ['lesson', 'review'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Which pictures a unit practises (the catalog's COURSE_FOCUS): every slot, the leaf, or winter's bark and buds. */
export const UNIT_FOCUSES = ['all', 'leaf', 'winter'] as const;
export type UnitFocus = (typeof UNIT_FOCUSES)[number];

/**
 * A unit's steps, in order (docs/course.md, "Step by step"): its lesson, a study card for each of
 * its trees, a practice, then the checkpoint that passes it. A review unit has no study step.
 */
export const UNIT_STEPS = ['lesson', 'study', 'practice', 'checkpoint'] as const;
export type UnitStep = (typeof UNIT_STEPS)[number];
/** The steps the page says a learner has been through (PUT /course/units/:unitId/steps/:step); the server sees the others. */
export const MARKED_UNIT_STEPS = ['lesson', 'study'] as const;
export type MarkedUnitStep = (typeof MARKED_UNIT_STEPS)[number];
