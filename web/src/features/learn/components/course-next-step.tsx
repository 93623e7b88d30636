import type { CourseResponse } from '@leafwise/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCourse } from '../api/get-course.ts';
import { unitsDoneLine } from '../course-words.ts';
import { nextAction, stepHref } from '../unit-steps.ts';
import styles from './course-next-step.module.css';

/** The learner's next unit, in a sentence and a button; undefined once every unit is done. */
function nextUnit(course: CourseResponse) {
  const unit = course.units.find((entry) => entry.id === course.current_unit_id);
  if (!unit) return undefined;
  const action = nextAction(unit);
  const words = course.units_done === 0 && action.label === 'Start' ? 'Start the course' : 'Continue the course';
  return { unit, to: stepHref(unit.id, action.step), words };
}

/**
 * "Continue the course: <unit>", for home's day panel: the first and most prominent next step.
 * Quiet while it loads or if the course cannot be read: the rest of the panel stands on its own.
 */
export function CourseNextStep() {
  const course = useCourse();
  if (!course.isSuccess) return null;
  const next = nextUnit(course.data);
  return (
    <div className={styles.step}>
      {next ? (
        <Link className={`button ${styles.go}`} to={next.to}>
          {next.words}: {next.unit.title}
        </Link>
      ) : (
        <Link className="button button-secondary" to={paths.learn}>
          You have finished the course: see it again
        </Link>
      )}
      <p className={styles.note}>
        The course: {unitsDoneLine(course.data.units_done, course.data.units_total)}.{' '}
        <Link to={paths.learn}>See the whole path</Link>
      </p>
    </div>
  );
}

/** The Train page's card: what the course is, and the learner's next unit. */
export function CourseCard() {
  return (
    <section className={`surface ${styles.card}`} aria-labelledby="course-card-title">
      <h2 id="course-card-title">Learn step by step</h2>
      <p>
        New to trees, or want a plan? The course takes you from the commonest trees to the rare ones, a few look-alikes
        at a time: read what tells them apart, study them, practise, then pass a short checkpoint to unlock the next
        unit.
      </p>
      <CourseNextStep />
    </section>
  );
}
