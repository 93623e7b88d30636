import type { ChallengeRun } from '@leafwise/contract';

/**
 * A median answer quicker than this is worth a look: reading four pictures and choosing takes a
 * person longer, round after round, while a script answers as fast as the server lets it.
 */
export const SUSPICIOUS_MEDIAN_MS = 1000;

/** Answers slower than this are drawn at full height, so one long pause does not flatten the rest. */
export const CHART_CEILING_MS = 5000;

/** "0.8 s": seconds to one decimal. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** "0.8 s, 1.2 s, 3.0 s", or words when there is no answer. */
export const answerTimesLine = (answerMs: readonly number[]): string =>
  answerMs.length === 0 ? 'No answers.' : answerMs.map(seconds).join(', ');

export const isSuspicious = ({ median_ms }: Pick<ChallengeRun, 'median_ms'>): boolean =>
  median_ms !== null && median_ms < SUSPICIOUS_MEDIAN_MS;

/** Each answer numbered from 1, in order: the chart draws one bar per question. */
export const numbered = (answerMs: readonly number[]): { question: number; ms: number }[] =>
  answerMs.map((ms, index) => ({ question: index + 1, ms }));

/** An answer's bar in the run's chart, as a share (0 to 1) of the chart's height. */
export const barHeight = (ms: number): number => Math.min(Math.max(ms, 0), CHART_CEILING_MS) / CHART_CEILING_MS;

/** "12 answered, 10 right". */
export const answeredLine = ({ answered, correct }: Pick<ChallengeRun, 'answered' | 'correct'>): string =>
  `${answered} answered, ${correct} right`;
