/** Progress and review (docs/progress.md): today's goal, milestones, when a tree counts as mastered, what a review takes. */

/**
 * Today's goal: answers a day, in any mode; each user sets their own on the profile.
 */
export const DAILY_GOAL = { default: 20, min: 5, max: 200 } as const;

/** Trees mastered at which home congratulates the user: the highest one reached is shown. */
export const MILESTONES = [10, 25, 50, 100] as const;

/** When a tree counts as mastered, when a right answer counts as Hard, how many confusions are listed. */
export const PROGRESS = {
  /**
   * FSRS stability, in days, from which a tree counts as mastered: the time until the odds of
   * naming it fall to 90% is at least three weeks (Anki calls such cards "mature").
   */
  masteredStabilityDays: 21,
  /**
   * The most an offline practice answer (graded by the device, its time told by the device) may
   * raise a tree's FSRS stability to: just short of mastered. A tree is mastered through answers
   * the server saw given; offline practice keeps a tree already mastered so, and brings others to
   * the edge (docs/progress.md, "How far offline answers count").
   */
  offlineStabilityCeilingDays: 20,
  /**
   * A right answer that took longer than this counts as Hard, not Good. The time runs from the
   * previous answer in the same quiz (or from the quiz's start for its first question); questions
   * that follow a study round are never Hard, since the time includes the studying.
   */
  hardAfterSeconds: 30,
  /** The most pairs GET /progress/confusions lists. */
  confusionsListed: 10,
} as const;

/** A review session: the due trees, most urgent first, studied and asked in groups. */
export const REVIEW = {
  maxTrees: 6,
  treesPerGroup: 3,
  /** A drill on two confused trees: both studied, then this many questions, half on each. */
  drillQuestions: 6,
  drillTrees: 2,
  /** The most trees a review of chosen trees takes (an end screen's missed trees): a whole test's worth. */
  chosenMaxTrees: 50,
} as const;
