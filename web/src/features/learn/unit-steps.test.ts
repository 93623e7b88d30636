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
  const unit = { kind: 'lesson' as const, steps_done: [] };

  it('starts a new unit at its lesson', () => {
    expect(nextAction(unit)).toEqual({ label: 'Start', step: 'lesson' });
  });

  it('continues at the first step not yet done, in order, whatever the learner named right elsewhere', () => {
    expect(nextAction({ ...unit, steps_done: ['lesson'] })).toEqual({ label: 'Continue', step: 'study' });
    expect(nextAction({ ...unit, steps_done: ['lesson', 'study'] })).toEqual({ label: 'Continue', step: 'practice' });
    expect(nextAction({ ...unit, steps_done: ['lesson', 'study', 'practice'] })).toEqual({
      label: 'Continue',
      step: 'checkpoint',
    });
    // Practice reached from the stepper, the study skipped: the study is what is left to do first.
    expect(nextAction({ ...unit, steps_done: ['lesson', 'practice'] })).toEqual({ label: 'Continue', step: 'study' });
  });

  it('takes a review through its lesson, practice and checkpoint: it has no study step', () => {
    expect(nextAction({ kind: 'review', steps_done: [] })).toEqual({ label: 'Start', step: 'lesson' });
    expect(nextAction({ kind: 'review', steps_done: ['lesson'] })).toEqual({ label: 'Continue', step: 'practice' });
    expect(nextAction({ kind: 'review', steps_done: ['lesson', 'study'] })).toEqual({
      label: 'Continue',
      step: 'practice',
    });
  });
});
