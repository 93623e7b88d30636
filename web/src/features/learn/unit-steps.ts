import type { UnitKind, UnitStep, UnitSummary } from '@leafwise/contract';
import { UNIT_STEPS } from '@leafwise/contract/constants';
import { QUIZ_PARAM, unitPath } from '../../lib/links.ts';

/**
 * A unit step by step (docs/course.md): its lesson, a study card for each of its trees, practice, then
 * the checkpoint that passes it. The step is kept in the URL (?step=, and ?quiz= for a quiz under
 * way), so a reload or Back comes back to it.
 */
export type { UnitStep };

const STEP_PARAM = 'step';

export const STEP_LABELS: Record<UnitStep, string> = {
  lesson: 'Lesson',
  study: 'Study',
  practice: 'Practice',
  checkpoint: 'Checkpoint',
};

/** The steps a unit's stepper shows: a review teaches no new trees, so it has no study step (it may still offer one). */
export const stepsOf = (kind: UnitKind): readonly UnitStep[] =>
  kind === 'review' ? ['lesson', 'practice', 'checkpoint'] : UNIT_STEPS;

/** Where the URL stands: a quiz under way, else the step it names (the lesson when it names none it knows). */
export function placeFromSearch(search: URLSearchParams): { step: UnitStep; quizId: string | null } {
  const named = search.get(STEP_PARAM);
  const step = UNIT_STEPS.find((candidate) => candidate === named) ?? 'lesson';
  return { step, quizId: search.get(QUIZ_PARAM) };
}

/** The search for a step: the lesson is the unit's own address, with none. */
export const stepSearch = (step: UnitStep): Record<string, string> => (step === 'lesson' ? {} : { [STEP_PARAM]: step });

/** A link to a unit at a step. */
export function stepHref(unitId: string, step: UnitStep): string {
  const search = new URLSearchParams(stepSearch(step)).toString();
  return search ? `${unitPath(unitId)}?${search}` : unitPath(unitId);
}

/** The search while a quiz of the unit runs: its step too, so leaving the quiz comes back to that step. */
export const quizSearch = (step: 'practice' | 'checkpoint', quizId: string): Record<string, string> => ({
  [STEP_PARAM]: step,
  [QUIZ_PARAM]: quizId,
});

/**
 * The current unit's one big button on the path: Start at its lesson, or Continue at the first of
 * its steps the learner has not been through (docs/course.md, "Step by step"), so the course
 * teaches before it tests, whatever the learner has named right elsewhere. A checkpoint tried and
 * failed sends them back through practice (its step is done) to the checkpoint.
 */
export function nextAction(unit: Pick<UnitSummary, 'kind' | 'steps_done'>): {
  label: 'Start' | 'Continue';
  step: UnitStep;
} {
  const done = new Set(unit.steps_done);
  const next = stepsOf(unit.kind).find((step) => !done.has(step)) ?? 'lesson';
  const begun = stepsOf(unit.kind).some((step) => done.has(step));
  return begun ? { label: 'Continue', step: next } : { label: 'Start', step: 'lesson' };
}
