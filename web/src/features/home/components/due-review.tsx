import { MAX_LEVEL } from '@leafwise/contract/constants';
import { Link, useNavigate } from 'react-router';
import { useStartReview } from '../../../api/start-review.ts';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { trainingSessionPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import styles from './today-panel.module.css';

const START_FAILED = 'The review could not be started. Please try again.';

/** The trees due for review and a way to review them now; with none due, when the next one is. */
export function DueReview({
  due,
  nextDueAt,
  level,
}: {
  due: number;
  nextDueAt: string | null;
  /** The learner's level: below Ancient, new trees come from the course; at Ancient, from quick training. */
  level: number;
}) {
  const navigate = useNavigate();
  const start = useStartReview();
  // The review comes back home when it ends.
  const review = () =>
    start.mutate(undefined, { onSuccess: (quiz) => navigate(trainingSessionPath(quiz.quiz_id, paths.home)) });
  return (
    <div className={styles.tile}>
      <h2 className={styles.tileTitle}>Review</h2>
      {due > 0 ? (
        <>
          <p className={styles.figure}>
            {due} {due === 1 ? 'tree' : 'trees'} due
          </p>
          <button type="button" className="button" onClick={review} disabled={start.isPending}>
            {start.isPending ? 'Starting...' : 'Review now'}
          </button>
          {start.isError ? <ErrorWithRetry message={errorMessage(start.error, START_FAILED)} onRetry={review} /> : null}
        </>
      ) : (
        <>
          <p className={styles.figure}>Nothing due</p>
          <p className={styles.note}>
            {nextDueAt
              ? `The next tree comes back for review ${relativeTime(nextDueAt)}. Meanwhile, meet new ones.`
              : 'Trees you have been asked about come back here when it is time to review them.'}
          </p>
          {level < MAX_LEVEL ? (
            <Link className="button button-secondary" to={paths.learn}>
              Learn new trees
            </Link>
          ) : (
            <Link className="button button-secondary" to={paths.train}>
              Start training
            </Link>
          )}
        </>
      )}
    </div>
  );
}
