import { DAILY_GOAL } from './progress.ts';
import { CHOICES_PER_QUESTION } from './quizzes.ts';

/**
 * What the API says when it refuses something, in one Zod-free module: the web app shows some of
 * these itself (a banned account at login, a locked unit), and a page that only shows a message
 * should not have to load the schemas.
 */

/** A wait in words, rounded up to the minute: "1 min", "3 h", "3 h 12 min". */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** The words for a banned account (docs/product.md#strings), wherever one is refused (login, any signed-in call). */
export const BANNED_MESSAGE = 'Your account has been banned.';

/** Refusals of requests that change something but did not come from the site itself (docs/accounts.md). */
export const REQUEST_ERRORS = {
  foreignOrigin: 'This request must come from the Leafwise site itself.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/** Passwords refused beyond their length (docs/accounts.md; OWASP ASVS 5.0 V6.2). */
export const PASSWORD_ERRORS = {
  common: 'This password is too common. Please choose one that is harder to guess.',
  blank: 'A password cannot be only spaces. Please choose one that is harder to guess.',
} as const;

/** GET /trees and the wrong options of a question. */
export const TREE_ERRORS = {
  noneFound: 'No trees found for the given criteria.',
  incorrectOptions: 'Failed to fetch incorrect options',
} as const;

const OPTION_ERROR = `option must be the position of one of the options, 0 to ${CHOICES_PER_QUESTION - 1}`;

export const QUIZ_ERRORS = {
  notFound: 'No such quiz.',
  noSuchQuestion: 'No such question in this quiz.',
  alreadyAnswered: 'This question has already been answered.',
  notAnOption: 'tree_id must be the id of one of the options',
  notAnOptionPosition: OPTION_ERROR,
  pictureByOption: 'Answer a picture question with option, the position of the picture chosen, not tree_id.',
  finished: 'This quiz is finished.',
  timeUp: 'Time is up for this challenge.',
  tooQuick: 'Too quick: take a moment to look at the pictures, then answer.',
  /** Over CHALLENGE.perDay; `wait` says how long until the next one, e.g. "3 h 12 min". */
  challengesUsed: (perDay: number, wait: string) =>
    `You have played ${perDay} challenges in the last 24 hours, the most there are in a day. The next one opens in ${wait}.`,
} as const;

export const COURSE_ERRORS = {
  noSuchUnit: 'No such unit in the course.',
  /** Starting a practice or a checkpoint of a unit after the current one. */
  locked: (currentTitle: string) => `This unit is locked: pass the checkpoint of "${currentTitle}" first.`,
} as const;

const DAILY_GOAL_ERROR = `daily_goal must be a whole number from ${DAILY_GOAL.min} to ${DAILY_GOAL.max}`;

export const PROGRESS_ERRORS = {
  nothingDue: 'Nothing is due for review right now.',
  dailyGoal: DAILY_GOAL_ERROR,
} as const;

export const LEADERBOARD_ERRORS = {
  notAChallenge: 'Only a leaderboard challenge can be put on the leaderboard.',
  alreadySubmitted: 'This run is already on the leaderboard.',
  tooLate: 'This run ended too long ago to be put on the leaderboard.',
  zeroScore: 'A score of 0 is not put on the leaderboard. Name more trees right than wrong, then submit.',
  banned: BANNED_MESSAGE,
} as const;

export const EXPLANATION_ERRORS = {
  /** A challenge explains itself only once its minute is over, so teaching never eats the clock. */
  challengeRunning: 'The debrief opens when the challenge is over.',
  sameTree: 'ids must name two different trees',
} as const;
