import { describe, expect, it } from 'vitest';
import { answeredLine, answerTimesLine, barHeight, isSuspicious, numbered, seconds } from './answer-times.ts';

describe('a challenge run in words', () => {
  it('gives answer times in seconds to one decimal', () => {
    expect(seconds(800)).toBe('0.8 s');
    expect(seconds(1249)).toBe('1.2 s');
    expect(seconds(3000)).toBe('3.0 s');
    expect(answerTimesLine([800, 1200, 450])).toBe('0.8 s, 1.2 s, 0.5 s');
    expect(answerTimesLine([])).toBe('No answers.');
  });

  it('flags a run whose median answer is under a second', () => {
    expect(isSuspicious({ median_ms: 999 })).toBe(true);
    expect(isSuspicious({ median_ms: 1000 })).toBe(false);
    expect(isSuspicious({ median_ms: null })).toBe(false);
  });

  it('draws long answers at full height and never below nothing', () => {
    expect(barHeight(2500)).toBe(0.5);
    expect(barHeight(60_000)).toBe(1);
    expect(barHeight(-5)).toBe(0);
    expect(numbered([900, 1500])).toEqual([
      { question: 1, ms: 900 },
      { question: 2, ms: 1500 },
    ]);
  });

  it('counts the answers and the right ones', () => {
    expect(answeredLine({ answered: 12, correct: 10 })).toBe('12 answered, 10 right');
  });
});
