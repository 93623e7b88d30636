import { SCORE_FACTOR, score } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import { SCORE_RULE, scoreWorking } from './score-rule.ts';

describe('the score rule', () => {
  it('names the factor the server scores with', () => {
    expect(SCORE_FACTOR).toBe(14);
    expect(SCORE_RULE).toBe('How the score is made: (correct − incorrect) × 14, never below 0.');
  });

  it("works through a quiz's figures to the score the server gives", () => {
    expect(scoreWorking(7, 3)).toBe(`Here (7 − 3) × 14 = ${score(7, 3)}.`);
    expect(score(7, 3)).toBe(56);
  });

  it('says why a score is 0 when the wrong answers are as many or more', () => {
    expect(scoreWorking(3, 7)).toBe('Here (3 − 7) × 14 is not above 0, so 0.');
    expect(scoreWorking(0, 0)).toBe('Here (0 − 0) × 14 is not above 0, so 0.');
    expect(score(3, 7)).toBe(0);
  });
});
