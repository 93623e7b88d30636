import type { DueList } from '@leafwise/contract';
import { PROGRESS_ERRORS, REVIEW } from '@leafwise/contract/constants';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useDue } from '../api/get-due.ts';
import { useStartQuiz } from '../api/start-quiz.ts';
import styles from './quiz.module.css';

const LOAD_FAILED = 'We could not check which trees are due. Please try again.';

/** "Review my trees": the trees due again (missed, or scheduled by FSRS), studied and asked like a training. */
export function ReviewIntro({ onStarted }: { onStarted: (quizId: string) => void }) {
  const due = useDue();
  const start = useStartQuiz();
  const begin = () => start.mutate({ mode: 'review' }, { onSuccess: (quiz) => onStarted(quiz.quiz_id) });

  return (
    <section className={`surface ${styles.intro}`} aria-labelledby="review-title">
      <h2 id="review-title">Review my trees</h2>
      {due.isPending ? (
        <Loading>Checking which trees are due...</Loading>
      ) : due.isError ? (
        <ErrorWithRetry message={errorMessage(due.error, LOAD_FAILED)} onRetry={() => due.refetch()} />
      ) : due.data.trees.length === 0 ? (
        <NothingDue due={due.data} />
      ) : (
        <>
          <DueSummary due={due.data} />
          <div>
            <button type="button" className="button" onClick={begin} disabled={start.isPending}>
              {start.isPending ? 'Starting...' : 'Review my trees'}
            </button>
          </div>
          {start.isError ? (
            <ErrorWithRetry message={errorMessage(start.error, PROGRESS_ERRORS.nothingDue)} onRetry={begin} />
          ) : null}
        </>
      )}
    </section>
  );
}

function DueSummary({ due }: { due: DueList }) {
  const session = due.trees.slice(0, REVIEW.maxTrees);
  const count = due.trees.length;
  const missed = due.trees.filter((tree) => !tree.last_correct).length;
  const reasons = [
    missed > 0 ? `${missed} you missed last time` : '',
    count > missed ? `${count - missed} whose time for review has come` : '',
  ].filter(Boolean);
  return (
    <>
      <p>
        {count === 1 ? '1 tree is' : `${count} trees are`} due: {reasons.join(' and ')}.{' '}
        {count > session.length ? `This session takes the ${session.length} most urgent. ` : ''}
        Study them, then name each one.
      </p>
      <ul className={styles.dueList} aria-label="Trees to review">
        {session.map((tree) => (
          <li key={tree.tree_id}>
            {tree.tree_name_common} <ScientificName tree={tree} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NothingDue({ due }: { due: DueList }) {
  return (
    <div role="status" className={styles.nothingDue}>
      <p>
        <strong>{PROGRESS_ERRORS.nothingDue}</strong>{' '}
        {due.next_due_at
          ? `Your next tree comes back ${relativeTime(due.next_due_at)}.`
          : 'The trees you miss in a training or a test will come back here.'}
      </p>
      <p>
        Meanwhile, meet new trees with a Quick Training above, or <Link to={paths.test}>take a test</Link> to find the
        ones you do not know yet.
      </p>
    </div>
  );
}
