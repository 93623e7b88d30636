import { describe, expect, it } from 'vitest';
import { nextAction, placeFromSearch, quizSearch, stepHref, stepSearch, stepsOf } from './unit-steps.ts';

const QUIZ = '0b7f6f9e-2f4c-4a8e-9c1d-5a6b7c8d9e0f';

describe('a unit step by step', () => {
  it('shows a lesson unit four steps and a review three: a review studies no new trees', () => {
    expect(stepsOf('lesson')).toEqual(['lesson', 'study', 'practice', 'checkpoint']);
    expect(stepsOf('review')).toEqual(['lesson', 'practice', 'checkpoint']);
  });

  it('keeps the step and the quiz under way in the URL, the lesson being the unit with none', () => {
    expect(stepSearch('lesson')).toEqual({});
    expect(stepSearch('study')).toEqual({ step: 'study' });
    expect(stepHref('oaks-beech-chestnut', 'lesson')).toBe('/learn/oaks-beech-chestnut');
    expect(stepHref('oaks-beech-chestnut', 'checkpoint')).toBe('/learn/oaks-beech-chestnut?step=checkpoint');
    const search = new URLSearchParams(quizSearch('checkpoint', QUIZ));
    expect(placeFromSearch(search)).toEqual({ step: 'checkpoint', quizId: QUIZ });
  });

  it('reads an address it does not know as the lesson', () => {
    expect(placeFromSearch(new URLSearchParams(''))).toEqual({ step: 'lesson', quizId: null });
    expect(placeFromSearch(new URLSearchParams('step=exam'))).toEqual({ step: 'lesson', quizId: null });
    expect(placeFromSearch(new URLSearchParams('step=STUDY'))).toEqual({ step: 'lesson', quizId: null });
  });
});

describe("the path's one button for the current unit", () => {
  const unit = { kind: 'lesson' as const, best: null, trees_known: 0 };

  it('starts a new unit at its lesson', () => {
    expect(nextAction(unit)).toEqual({ label: 'Start', step: 'lesson' });
  });

  it('continues at practice once it is begun: a checkpoint tried, or a lesson unit’s trees named', () => {
    expect(nextAction({ ...unit, trees_known: 2 })).toEqual({ label: 'Continue', step: 'practice' });
    expect(nextAction({ ...unit, best: { correct: 6, total: 10 } })).toEqual({ label: 'Continue', step: 'practice' });
    expect(nextAction({ ...unit, kind: 'review', best: { correct: 3, total: 10 } })).toEqual({
      label: 'Continue',
      step: 'practice',
    });
  });

  it('starts a review at its lesson though its trees were named before, in the units it mixes', () => {
    expect(nextAction({ ...unit, kind: 'review', trees_known: 13 })).toEqual({ label: 'Start', step: 'lesson' });
  });
});
