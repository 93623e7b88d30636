import { SCORE_FACTOR } from '@leafwise/contract/constants';

/** How a test's or a challenge's score is made, in words, from the contract's factor (contract/src/constants/quizzes.ts). */
export const SCORE_RULE = `How the score is made: (correct − incorrect) × ${SCORE_FACTOR}, never below 0.`;

/** The rule worked through for one quiz: "(7 − 3) × 14 = 56", or why it is 0. */
export function scoreWorking(correct: number, incorrect: number): string {
  const sum = `(${correct} − ${incorrect}) × ${SCORE_FACTOR}`;
  return correct > incorrect
    ? `Here ${sum} = ${(correct - incorrect) * SCORE_FACTOR}.`
    : `Here ${sum} is not above 0, so 0.`;
}
