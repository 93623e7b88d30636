import type { UnitDetail } from '@leafwise/contract';
import { COURSE_ERRORS } from '@leafwise/contract/constants';
import { Link } from 'react-router';
import { unitPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { useCourse } from '../api/get-course.ts';
import { LockIcon } from './course-icons.tsx';
import { DocumentTitle } from './document-title.tsx';
import { UnitHeader } from './unit-header.tsx';
import { signInPath } from './unit-on-path.tsx';
import styles from './unit-page.module.css';

/**
 * A unit after the learner's current one, opened by its address: why it is locked (the server's
 * own words), and the way to the unit that unlocks it.
 */
export function LockedUnit({ unit, signedIn }: { unit: UnitDetail; signedIn: boolean }) {
  const course = useCourse();
  const current = course.data?.units.find((entry) => entry.id === course.data.current_unit_id);
  return (
    <div className={styles.page}>
      <DocumentTitle page={unit.title} />
      <UnitHeader unit={unit} heading />
      <section className={`surface ${styles.card} ${styles.locked}`} aria-labelledby="locked-title">
        <h2 id="locked-title" className={styles.cardTitle}>
          <LockIcon /> Locked for now
        </h2>
        <p>
          {current
            ? COURSE_ERRORS.locked(current.title)
            : 'Units open one after another: pass the checkpoint of the unit before it first.'}
        </p>
        <div className={styles.actions}>
          {current ? (
            <Link className="button" to={unitPath(current.id)}>
              Go to {current.title}
            </Link>
          ) : null}
          <Link className="button button-secondary" to={paths.learn}>
            See the whole course
          </Link>
        </div>
        {signedIn ? null : (
          <p className={styles.hint}>
            Already on your way through the course? <Link to={signInPath(unitPath(unit.id))}>Sign in</Link> to carry on
            where you left off.
          </p>
        )}
      </section>
    </div>
  );
}
