import type { Miss, Quiz } from '@leafwise/contract';
import { REVIEW } from '@leafwise/contract/constants';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CompareTrees } from '../../../components/compare-trees.tsx';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { hereFrom, trainingSessionPath } from '../../../lib/links.ts';
import { useDebrief } from '../api/get-debrief.ts';
import { useStartQuiz } from '../api/start-quiz.ts';
import styles from './quiz-debrief.module.css';
import { QuizStanding } from './quiz-standing.tsx';

/**
 * What a finished quiz taught (docs/teaching.md), on every end screen: each missed tree with what it was
 * taken for and the two compared, "Review these now" for exactly those trees, and where the learner
 * stands now.
 */
export function QuizDebrief({ quiz }: { quiz: Quiz }) {
  const debrief = useDebrief(quiz.quiz_id);
  return (
    <div className={styles.debrief}>
      {debrief.isPending ? <Loading>Looking back over your answers...</Loading> : null}
      {debrief.isError ? (
        <ErrorWithRetry
          message={errorMessage(debrief.error, 'Your misses could not be loaded.')}
          onRetry={() => debrief.refetch()}
          retrying={debrief.isFetching}
        />
      ) : null}
      {debrief.isSuccess ? <Misses misses={debrief.data.misses} /> : null}
      <QuizStanding quiz={quiz} />
    </div>
  );
}

function Misses({ misses }: { misses: Miss[] }) {
  if (misses.length === 0) {
    return (
      <section aria-labelledby="debrief-misses" className={styles.section}>
        <h2 id="debrief-misses">Nothing missed</h2>
        <p>You named every tree you answered. Well done!</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="debrief-misses" className={styles.section}>
      <h2 id="debrief-misses">What you missed</h2>
      {/* The next step first: on a phone the list can run long. */}
      <ReviewTheseNow treeIds={misses.map((miss) => miss.comparison.trees[0].tree_id)} />
      <ul className={styles.misses}>
        {misses.map((miss) => (
          <MissItem key={miss.index} miss={miss} />
        ))}
      </ul>
    </section>
  );
}

function MissItem({ miss }: { miss: Miss }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [right, chosen] = miss.comparison.trees;
  return (
    <li className={styles.miss}>
      <div className={styles.missLine}>
        {right.tree_img_leaf ? (
          <img className={styles.thumb} src={right.tree_img_leaf} alt="" width="56" height="56" />
        ) : null}
        <p>
          <strong>{right.tree_name_common}</strong>{' '}
          <span className={styles.took}>you took it for {chosen.tree_name_common}</span>
        </p>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={`${id}-compare`}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Hide' : 'Compare them'}
          <span className="visually-hidden">
            {' '}
            : {right.tree_name_common} and {chosen.tree_name_common}
          </span>
        </button>
      </div>
      {open ? (
        <CompareTrees id={`${id}-compare`} comparison={miss.comparison} roles={['The right answer', 'Your answer']} />
      ) : null}
    </li>
  );
}

/** A review of exactly the missed trees, each once (two are drilled), on the training page. */
function ReviewTheseNow({ treeIds }: { treeIds: number[] }) {
  const start = useStartQuiz();
  const navigate = useNavigate();
  const location = useLocation();
  const trees = [...new Set(treeIds)].slice(0, REVIEW.chosenMaxTrees);
  // The review comes back here when it ends: a unit's checkpoint, a test's end.
  const begin = () =>
    start.mutate(
      { mode: 'review', tree_ids: trees },
      { onSuccess: (quiz) => navigate(trainingSessionPath(quiz.quiz_id, hereFrom(location))) },
    );
  return (
    <div className={styles.review}>
      <button type="button" className="button" onClick={begin} disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Review these now'}
      </button>
      <span className={styles.hint}>
        {trees.length === 1
          ? 'Study this tree again, then name it.'
          : `Study these ${trees.length} trees again, then name each one.`}
      </span>
      {start.isError ? (
        <ErrorWithRetry
          message={errorMessage(start.error, 'The review could not start. Please try again.')}
          onRetry={begin}
        />
      ) : null}
    </div>
  );
}
