/**
 * The offline practice (docs/progress.md): questions drawn in the browser from the field guide,
 * answered with or without a connection, kept on the device and sent to
 * POST /api/progress/offline-practice when it can be. Never scored, never on the leaderboard.
 */
export const OFFLINE_PRACTICE = {
  /** The most answers one request sends; a longer practice goes in several. */
  maxAnswersPerRequest: 200,
  /** The most answers one practice holds (indexes 0 to this minus one); the page starts a new one after. */
  maxAnswers: 10_000,
  /** Answers older than this are refused: a phone left in a drawer for months says little about today. */
  maxAgeDays: 30,
  /** How far ahead of the server's clock a device's may be before an answer counts as from the future. */
  clockSkewSeconds: 60,
  /**
   * New answers one account may add in 24 hours: at a few seconds an answer, hours of practice,
   * far more than any walk. A practice sent again adds nothing and is always taken.
   */
  answersPerDay: 1_000,
  /** Sends one account may make in a minute: the most answers a day takes go in five. */
  requestsPerMinute: 20,
  /**
   * An answer that reaches the server more than this many days after it was given counts in the
   * history, but its day does not count toward the streak: a streak is days practised and heard
   * of soon after, not days written into the past (docs/progress.md, "How far offline answers count").
   */
  streakGraceDays: 2,
} as const;

/** What POST /api/progress/offline-practice says when it refuses a practice. */
export const OFFLINE_PRACTICE_ERRORS = {
  notYours: 'This practice was recorded by another account; it cannot be added to yours.',
  duplicateIndex: (index: number) => `index ${index} appears more than once`,
  unknownSlug: (field: string, slug: string) => `${field}: no species is called "${slug}"`,
  future: (field: string) => `${field}: answered_at is in the future; check the device's clock`,
  tooOld: (field: string) =>
    `${field}: answered_at is more than ${OFFLINE_PRACTICE.maxAgeDays} days ago, too old to count`,
  /** 429: over OFFLINE_PRACTICE.answersPerDay; `wait` says when more can go, e.g. "3 h 12 min". */
  tooManyAnswers: (wait: string) =>
    `You have sent ${OFFLINE_PRACTICE.answersPerDay.toLocaleString('en-GB')} practice answers in the last 24 hours, the most that count in a day. The rest stay on this device and can go in ${wait}.`,
  /** 429: over OFFLINE_PRACTICE.requestsPerMinute. */
  tooManySends: 'Practice answers are arriving too fast. They stay on this device and go again in a minute.',
} as const;
