import { PROGRESS } from '@leafwise/contract';
import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { confusionsOf } from '../src/progress/confusions.ts';
import { addDays, localDay, streak, weekStart } from '../src/progress/days.ts';
import { dueCards, isDue, nextDueAt } from '../src/progress/due.ts';
import { type CardState, gradeOf, newCardState, review } from '../src/progress/scheduler.ts';
import { accuracyOverTime } from '../src/progress/summarise.ts';

// The clock is injected: each answer says when it was given, and nothing here reads the system time.
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const DAY = 86_400_000;

const answer = (correct: boolean, answeredAt: Date, shownAt?: Date) => ({
  user_id: 'u',
  tree_id: 1,
  correct,
  answered_at: answeredAt,
  shown_at: shownAt ?? null,
});

/** A card after these answers, each `gapMs` after the one before (or at its due time when null). */
function afterAnswers(outcomes: boolean[], gapMs: number | null = MINUTE): { state: CardState; when: Date } {
  let state = newCardState(T0);
  let when = T0;
  for (const correct of outcomes) {
    state = review(state, answer(correct, when));
    when = gapMs === null ? state.due : at(when.getTime() - T0.getTime() + gapMs);
  }
  return { state, when };
}

describe('the scheduler (FSRS through ts-fsrs)', () => {
  it('rates a wrong answer Again, a quick right one Good, and a right one after a long pause Hard', () => {
    expect(gradeOf(answer(false, at(5_000), T0))).toBe(Rating.Again);
    expect(gradeOf(answer(true, at(5_000), T0))).toBe(Rating.Good);
    expect(gradeOf(answer(true, at(PROGRESS.hardAfterSeconds * 1000), T0))).toBe(Rating.Good);
    expect(gradeOf(answer(true, at(PROGRESS.hardAfterSeconds * 1000 + 1), T0))).toBe(Rating.Hard);
    // A long pause on a wrong answer is still Again; with no known start, a right answer is Good.
    expect(gradeOf(answer(false, at(10 * MINUTE), T0))).toBe(Rating.Again);
    expect(gradeOf(answer(true, at(10 * MINUTE)))).toBe(Rating.Good);
  });

  it('brings a tree answered wrong back sooner than one answered right, and a hesitant one in between', () => {
    const fresh = newCardState(T0);
    const wrong = review(fresh, answer(false, T0));
    const right = review(fresh, answer(true, T0));
    const slow = review(fresh, answer(true, at(PROGRESS.hardAfterSeconds * 1000 + 1_000), T0));
    expect(wrong.due.getTime()).toBeLessThan(slow.due.getTime());
    expect(slow.due.getTime()).toBeLessThan(right.due.getTime());
    // Wrong: again within the sitting. Right on first sight: days away.
    expect(wrong.due.getTime() - T0.getTime()).toBeLessThanOrEqual(MINUTE);
    expect(right.due.getTime() - T0.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(wrong.state).toBe(State.Learning);
    expect(right.state).toBe(State.Review);
  });

  it('also after some history: a lapse comes back within minutes, a success days later', () => {
    const { state, when } = afterAnswers([true, true], null);
    const lapse = review(state, answer(false, when));
    const success = review(state, answer(true, when));
    expect(lapse.due.getTime() - when.getTime()).toBeLessThanOrEqual(MINUTE);
    expect(success.due.getTime() - when.getTime()).toBeGreaterThan(5 * DAY);
    expect(lapse.lapses).toBe(1);
    expect(lapse.stability).toBeLessThan(state.stability);
  });

  it('makes a tree mastered only after several right answers spread over weeks', () => {
    const stabilities = [1, 2, 3, 4].map((n) => afterAnswers(Array(n).fill(true), null).state.stability);
    expect(stabilities).toEqual([...stabilities].sort((a, b) => a - b));
    expect(stabilities[1]).toBeLessThan(PROGRESS.masteredStabilityDays);
    expect(stabilities[3]).toBeGreaterThanOrEqual(PROGRESS.masteredStabilityDays);
    // Right answers a minute apart teach FSRS little: no mastery from one sitting.
    expect(afterAnswers(Array(6).fill(true)).state.stability).toBeLessThan(PROGRESS.masteredStabilityDays);
  });

  it('takes an answer older than the last review as given at that review', () => {
    const { state } = afterAnswers([true]);
    const late = review(state, answer(false, at(-DAY)));
    expect(late.last_review).toEqual(state.last_review);
    expect(late.due.getTime()).toBeGreaterThanOrEqual((state.last_review as Date).getTime());
  });
});

describe('what is due, and in which order', () => {
  const card = (tree: number, due: Date, last_correct: boolean, wrong: number) => ({ tree, due, last_correct, wrong });
  const now = at(DAY);

  it('counts a tree due when its time has come or its last answer was wrong, and says when the next one is', () => {
    expect(isDue(card(1, at(DAY + 1), true, 0), now)).toBe(false);
    expect(isDue(card(1, at(DAY), true, 0), now)).toBe(true);
    expect(isDue(card(1, at(DAY + MINUTE), false, 1), now)).toBe(true);
    expect(
      nextDueAt([card(1, at(3 * DAY), true, 0), card(2, at(2 * DAY), true, 0), card(3, T0, true, 0)], now),
    ).toEqual(at(2 * DAY));
    expect(nextDueAt([card(3, T0, true, 0)], now)).toBeNull();
  });

  it('puts the trees missed last time first, then the most often missed, then the longest overdue', () => {
    const cards = [
      card(1, at(DAY - 5 * MINUTE), true, 0),
      card(2, at(2 * DAY), true, 3), // not due
      card(3, at(DAY - 10 * MINUTE), true, 2),
      card(4, at(DAY + MINUTE), false, 1),
      card(5, at(DAY - 2 * DAY), true, 0),
      card(6, at(DAY + MINUTE), false, 4),
      card(7, at(DAY - 20 * MINUTE), true, 2),
    ];
    expect(dueCards(cards, now).map((c) => c.tree)).toEqual([6, 4, 7, 3, 5, 1]);
  });
});

describe('confusions', () => {
  const mistake = (shown: number, chosen: number, times: number, minutes: number) => ({
    shown,
    chosen,
    times,
    last_at: at(minutes * MINUTE),
  });

  it('counts each pair once, turned the way it went most, most mixed up first', () => {
    const confusions = confusionsOf(
      [mistake(1, 2, 4, 10), mistake(2, 1, 1, 50), mistake(3, 4, 2, 5), mistake(5, 6, 2, 30), mistake(8, 7, 3, 1)],
      10,
    );
    expect(confusions).toEqual([
      { shown_tree_id: 1, chosen_tree_id: 2, times: 4, reverse_times: 1, last_at: at(50 * MINUTE).toISOString() },
      { shown_tree_id: 8, chosen_tree_id: 7, times: 3, reverse_times: 0, last_at: at(MINUTE).toISOString() },
      // Two each: the more recent first.
      { shown_tree_id: 5, chosen_tree_id: 6, times: 2, reverse_times: 0, last_at: at(30 * MINUTE).toISOString() },
      { shown_tree_id: 3, chosen_tree_id: 4, times: 2, reverse_times: 0, last_at: at(5 * MINUTE).toISOString() },
    ]);
    expect(confusionsOf([mistake(1, 2, 1, 10), mistake(2, 1, 1, 20)], 10)[0]).toMatchObject({
      shown_tree_id: 2,
      chosen_tree_id: 1,
      times: 1,
      reverse_times: 1,
    });
    expect(confusionsOf([mistake(1, 2, 1, 10), mistake(3, 4, 1, 20)], 1)).toHaveLength(1);
  });
});

describe('days, streaks and the chart', () => {
  it('reads the local date in the given time zone', () => {
    const lateEvening = new Date('2026-03-02T23:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-03-02');
    expect(localDay(lateEvening, 'Europe/Berlin')).toBe('2026-03-03');
    expect(localDay(lateEvening, 'America/New_York')).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStart('2026-03-08')).toBe('2026-03-02'); // a Sunday, in the week starting Monday 2 March
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
  });

  it('counts consecutive days up to today, or up to yesterday while today is not practised yet', () => {
    const days = new Set(['2026-03-01', '2026-03-02', '2026-03-03', '2026-02-27']);
    expect(streak(days, '2026-03-03')).toBe(3);
    expect(streak(days, '2026-03-04')).toBe(3);
    expect(streak(days, '2026-03-05')).toBe(0);
    expect(streak(new Set(), '2026-03-05')).toBe(0);
  });

  it('charts by day for a month of history, then by week', () => {
    const tallies = [
      { day: '2026-01-05', level: 1, right: 1, wrong: 1, on_time: 2 },
      { day: '2026-03-02', level: 1, right: 2, wrong: 0, on_time: 2 },
      { day: '2026-03-03', level: 1, right: 1, wrong: 3, on_time: 4 },
      { day: '2026-03-03', level: 2, right: 1, wrong: 0, on_time: 1 },
    ];
    expect(accuracyOverTime(tallies.slice(1), '2026-03-04')).toEqual({
      period: 'day',
      points: [
        { start: '2026-03-02', level: 1, right: 2, wrong: 0 },
        { start: '2026-03-03', level: 1, right: 1, wrong: 3 },
        { start: '2026-03-03', level: 2, right: 1, wrong: 0 },
      ],
    });
    expect(accuracyOverTime(tallies, '2026-03-04')).toEqual({
      period: 'week',
      points: [
        { start: '2026-01-05', level: 1, right: 1, wrong: 1 },
        { start: '2026-03-02', level: 1, right: 3, wrong: 3 },
        { start: '2026-03-02', level: 2, right: 1, wrong: 0 },
      ],
    });
  });
});
