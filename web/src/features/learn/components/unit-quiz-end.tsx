import type { Quiz, UnitDetail } from '@leafwise/contract';
import { COURSE } from '@leafwise/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { unitPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { unitKnownLine } from '../../../lib/tree-stages.ts';
import { useCourse } from '../api/get-course.ts';
import { checkpointVerdict, passNeeded } from '../course-words.ts';
import { StartError, type Starting } from './start-error.tsx';
import styles from './unit-page.module.css';

/** The end screen's title: a practice's, or whether the checkpoint was passed. */
export function endTitle(quiz: Quiz): string {
  if (quiz.mode !== 'checkpoint') return 'Practice complete!';
  return quiz.checkpoint?.passed ? 'Checkpoint passed!' : 'Not passed yet';
}

type UnitQuizEndProps = {
  quiz: Quiz;
  unit: UnitDetail;
  onBegin: (mode: 'practice' | 'checkpoint') => void;
  starting: Starting;
};

/** Under the end screen's counts: after a practice, the checkpoint; after a checkpoint, its verdict and the next step. */
export function UnitQuizEnd({ quiz, unit, onBegin, starting }: UnitQuizEndProps) {
  const retry = () => starting.mode && onBegin(starting.mode);
  if (quiz.mode !== 'checkpoint' || !quiz.checkpoint) {
    return (
      <div className={styles.end}>
        <p>
          Ready for the checkpoint? It asks {COURSE.checkpointQuestions} questions;{' '}
          {passNeeded(COURSE.checkpointQuestions)} right passes the unit.
        </p>
        <div className={styles.endActions}>
          <button type="button" className="button" onClick={() => onBegin('checkpoint')} disabled={starting.pending}>
            Take the checkpoint
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onBegin('practice')}
            disabled={starting.pending}
          >
            Practise again
          </button>
        </div>
        <StartError starting={starting} onRetry={retry} />
      </div>
    );
  }
  const { passed } = quiz.checkpoint;
  return (
    <div className={styles.end}>
      <CourseChanged />
      <p className={passed ? styles.passed : styles.notPassed}>{checkpointVerdict(quiz.checkpoint)}</p>
      <p>{unitKnownLine(unit.trees_known, unit.trees.length)}</p>
      {passed ? (
        <NextUnit after={unit.position} />
      ) : (
        <div className={styles.endActions}>
          <button type="button" className="button" onClick={() => onBegin('practice')} disabled={starting.pending}>
            Practise again
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onBegin('checkpoint')}
            disabled={starting.pending}
          >
            Try the checkpoint again
          </button>
        </div>
      )}
      <StartError starting={starting} onRetry={retry} />
    </div>
  );
}

/** A finished checkpoint may have passed the unit: the path and the units are read again. */
function CourseChanged() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void invalidateAfter(queryClient, 'course moved');
  }, [queryClient]);
  return null;
}

/** The unit after this one, one tap away; or the end of the course. */
function NextUnit({ after }: { after: number }) {
  const course = useCourse();
  const next = course.data?.units.find((unit) => unit.position === after + 1);
  if (course.isPending) return <p className={styles.hint}>Finding your next unit...</p>;
  if (course.isError) {
    return (
      <Link className="button" to={paths.learn}>
        See the course
      </Link>
    );
  }
  if (!next) {
    return (
      <div className={styles.endActions}>
        <p>That was the last unit: you have finished the course!</p>
        <Link className="button" to={paths.learn}>
          See the course
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.endActions}>
      <Link className="button" to={unitPath(next.id)}>
        Next unit: {next.title}
      </Link>
      <Link className="button button-secondary" to={paths.learn}>
        See the course
      </Link>
    </div>
  );
}
