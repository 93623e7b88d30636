import { COURSE_ERRORS, type StartQuizBody, TREE_ERRORS } from '@leafwise/contract';
import { courseState } from '../course/course-state.ts';
import type { CourseStore } from '../course/course-store.ts';
import { HttpError } from '../http-error.ts';
import type { ProgressData } from '../progress/progress-data.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import type { DrawnQuiz } from './draw-quiz.ts';
import { drawUnitQuiz } from './draw-unit.ts';

/**
 * POST /quizzes with mode practice or checkpoint: the unit's quiz, if the caller may take it. The
 * current unit and units already done may be practised and tested; a checkpoint of the current
 * unit taken without practising it first is how a learner tests out. A later unit is 403 until
 * the current one's checkpoint is passed; an unknown unit 404.
 */
export async function drawUnitQuizFor(
  course: CourseStore,
  progress: ProgressData,
  store: TreeStore,
  {
    userId,
    body,
    random,
  }: { userId: string; body: Extract<StartQuizBody, { mode: 'practice' | 'checkpoint' }>; random: () => number },
): Promise<DrawnQuiz> {
  const unit = course.unit(body.unit_id);
  if (!unit) throw new HttpError(404, COURSE_ERRORS.noSuchUnit);
  const state = courseState(course, (await progress.course(userId)).units);
  if (state.stateOf(unit) === 'locked') throw new HttpError(403, COURSE_ERRORS.locked(state.current?.title ?? ''));
  const drawn = drawUnitQuiz(store, unit, { mode: body.mode, names: body.names, slots: body.slots, random });
  if (!drawn) throw new HttpError(404, TREE_ERRORS.noneFound);
  return drawn;
}
