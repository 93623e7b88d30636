import type { CourseResponse, UnitSummary } from '@leafwise/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCourse } from '../api/get-course.ts';
import { byLevel, levelName, unitsDoneLine } from '../course-words.ts';
import styles from './learn-page.module.css';
import { signInPath, UnitOnPath } from './unit-on-path.tsx';

const LOAD_FAILED = 'The course could not be loaded.';

/**
 * /learn: the guided course as a path, unit after unit, each done, current or locked. The current
 * unit's next step is one tap; a visitor sees the same path as a newcomer, with a way to sign in.
 */
export function LearnPage() {
  useDocumentTitle('Learn');
  const course = useCourse();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Learn the trees, step by step</h1>
        <p className={styles.lede}>
          From the commonest trees to the rare ones, a few look-alikes at a time: read what tells them apart, study
          them, practise, then pass a short checkpoint to unlock the next unit.
        </p>
      </header>
      {course.isPending ? (
        <Loading>Loading the course...</Loading>
      ) : course.isError ? (
        <ErrorWithRetry
          message={errorMessage(course.error, LOAD_FAILED)}
          onRetry={() => course.refetch()}
          retrying={course.isFetching}
        />
      ) : course.data.units.length === 0 ? (
        <p className={styles.empty}>The course has no units yet. Please come back soon.</p>
      ) : (
        <CoursePath course={course.data} />
      )}
    </div>
  );
}

function CoursePath({ course }: { course: CourseResponse }) {
  const current = useRef<HTMLLIElement>(null);
  const scrolled = useRef(false);

  // Once, when the path first shows: the current unit in view, if it is below the fold. After the
  // frame, so the layout's scroll to the top of a new page has happened first.
  useEffect(() => {
    if (scrolled.current) return;
    scrolled.current = true;
    const frame = requestAnimationFrame(() => {
      const element = current.current;
      if (element && element.getBoundingClientRect().bottom > window.innerHeight) {
        // The first unit stays near the title and the summary; a later one comes to the middle.
        element.scrollIntoView({ block: element.dataset.position === '0' ? 'nearest' : 'center' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const titles = new Map(course.units.map((unit) => [unit.position, unit.title]));
  return (
    <>
      <Summary course={course} />
      {byLevel(course.units).map((section) => (
        <section key={section.level} className={styles.level} aria-labelledby={`level-${section.level}`}>
          <h2 id={`level-${section.level}`} className={styles.levelTitle}>
            {levelName(section.level)}
          </h2>
          <ol className={styles.path}>
            {section.units.map((unit: UnitSummary) => (
              <UnitOnPath
                key={unit.id}
                ref={unit.state === 'current' ? current : undefined}
                unit={unit}
                previousTitle={titles.get(unit.position - 1)}
                signedIn={course.signed_in}
              />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function Summary({ course }: { course: CourseResponse }) {
  const { units_done: done, units_total: total } = course;
  return (
    <section className={`surface ${styles.summary}`} aria-label="Your course">
      <p className={styles.count}>{unitsDoneLine(done, total)}</p>
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.barFill} style={{ width: `${total ? (100 * done) / total : 0}%` }} />
      </div>
      {course.signed_in ? (
        course.current_unit_id === null ? (
          <p className={styles.note}>You have finished the course: every tree, from the commonest to the rarest!</p>
        ) : null
      ) : (
        <p className={styles.note}>
          <Link to={signInPath(paths.learn)}>Sign in</Link> to start the course and keep your progress. New here?{' '}
          <Link to={paths.signup}>Create an account</Link>.
        </p>
      )}
    </section>
  );
}
