import { type CourseStanding, UNIT_STEPS, type UnitState, type UnitStep } from '@leafwise/contract';
import type { CourseStepRow, CourseUnitRow, ReviewCardRow } from '../db/progress-schema.ts';
import type { CourseStore, CourseUnitEntry } from './course-store.ts';

/** What a learner's rows say of each unit (docs/course.md, "Unlocking"). */
export type CourseState = {
  /** The first unit not done, or undefined once all are. */
  current: CourseUnitEntry | undefined;
  unitsDone: number;
  stateOf(unit: CourseUnitEntry): UnitState;
  row(unit: CourseUnitEntry): CourseUnitRow | undefined;
};

/**
 * Units go in course order: a unit is done once a checkpoint of it was passed, the current unit is
 * the first not done, and every unit after it that is not done is locked. A done unit stays done
 * wherever it stands, so a unit added to the course before it later does not take it away.
 * Rows of units the course no longer has are ignored.
 */
export function courseState(course: CourseStore, rows: readonly CourseUnitRow[]): CourseState {
  const byUnit = new Map(rows.map((row) => [row.unit_id, row]));
  const isDone = (unit: CourseUnitEntry) => Boolean(byUnit.get(unit.id)?.done_at);
  const current = course.units.find((unit) => !isDone(unit));
  return {
    current,
    unitsDone: course.units.filter(isDone).length,
    stateOf: (unit) => (isDone(unit) ? 'done' : unit === current ? 'current' : 'locked'),
    row: (unit) => byUnit.get(unit.id),
  };
}

/** GET /progress's and GET /course's summary of the course. */
export function standingOf(course: CourseStore, state: CourseState): CourseStanding {
  return { units_done: state.unitsDone, units_total: course.units.length, current_unit_id: state.current?.id ?? null };
}

/** The trees a learner has named right at least once, in any mode: their cards with a right answer. */
export const knownTrees = (cards: readonly ReviewCardRow[]): ReadonlySet<number> =>
  new Set(cards.filter((card) => card.right > 0).map((card) => card.tree_id));

/** What the course needs of a learner beyond their units' rows: the trees they know and the steps they have been through. */
export type LearnerStanding = {
  known: ReadonlySet<number>;
  /** Each unit's steps the learner has been through (course_steps), by unit id. */
  steps: ReadonlyMap<string, ReadonlySet<UnitStep>>;
};

/** The steps a learner's course_steps rows record, by unit. */
export function stepsByUnit(rows: readonly Pick<CourseStepRow, 'unit_id' | 'step'>[]): Map<string, Set<UnitStep>> {
  const steps = new Map<string, Set<UnitStep>>();
  for (const { unit_id, step } of rows) {
    const known = UNIT_STEPS.find((candidate) => candidate === step);
    if (known) steps.set(unit_id, (steps.get(unit_id) ?? new Set()).add(known));
  }
  return steps;
}

/**
 * A unit's fields that are the learner's own (UnitSummarySchema's state, done_at, tested_out, best,
 * trees_known, steps_done).
 */
export function unitStanding(unit: CourseUnitEntry, state: CourseState, { known, steps }: LearnerStanding) {
  const row = state.row(unit);
  const unitState = state.stateOf(unit);
  const been = steps.get(unit.id);
  return {
    state: unitState,
    done_at: row?.done_at?.toISOString() ?? null,
    tested_out: row?.tested_out ?? false,
    best: row ? { correct: row.best_correct, total: row.best_total } : null,
    trees_known: unit.treeIds.filter((id) => known.has(id)).length,
    steps_done: UNIT_STEPS.filter((step) => (step === 'checkpoint' ? unitState === 'done' : been?.has(step))),
  };
}

/**
 * GET /course's answer as JSON: each unit's fixed part, serialised once at start, joined with the
 * learner's own fields. The route sends it past the Zod serialiser (as GET /progress does, decision
 * 007); the tests parse it with CourseResponseSchema.
 */
export function courseJson(
  course: CourseStore,
  state: CourseState,
  learner: LearnerStanding,
  signedIn: boolean,
): string {
  const units = course.units.map((unit) => {
    const own = JSON.stringify(unitStanding(unit, state, learner));
    return `${unit.outlineJson},${own.slice(1)}`;
  });
  const head = JSON.stringify({ signed_in: signedIn, ...standingOf(course, state) }).slice(0, -1);
  return `${head},"units":[${units.join(',')}]}`;
}
