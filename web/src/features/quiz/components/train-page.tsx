import { TRAINING } from '@leafwise/contract/constants';
import { type ReactNode, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { BACK_PARAM, backLabel, localPath } from '../../../lib/links.ts';
import { startErrorMessage, useStartQuiz } from '../api/start-quiz.ts';
import { QUIZ_PARAM } from '../quiz-progress.ts';
import styles from './quiz.module.css';
import { ReviewIntro } from './review-intro.tsx';
import { TrainingRun } from './training-run.tsx';

type TrainPageProps = {
  /** The app's not-found screen, for a ?quiz= that names no session of the player's. */
  notFound: ReactNode;
  /** The guided course's card (the course feature's), pointing to the learner's next unit. */
  course?: ReactNode;
};

/** /train: what training is and a button to begin; with ?quiz=<id> the session it began. */
export function TrainPage({ notFound, course }: TrainPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const quizId = searchParams.get(QUIZ_PARAM);
  // Started from another page (the course, progress, home): its end goes back there, to the same place.
  const back = localPath(searchParams.get(BACK_PARAM));
  if (quizId) {
    return (
      <TrainingRun
        key={quizId}
        quizId={quizId}
        onBack={() => (back ? navigate(back) : setSearchParams({}))}
        backLabel={backLabel(back)}
        notFound={notFound}
      />
    );
  }
  return <TrainIntros onStarted={(id) => setSearchParams({ [QUIZ_PARAM]: id })} course={course} />;
}

function TrainIntros({ onStarted, course }: { onStarted: (quizId: string) => void; course: ReactNode }) {
  useDocumentTitle('Training');
  return (
    <div className={styles.intros}>
      <TrainingIntro onStarted={onStarted} />
      {/* The card loads with the course's code; the rest of the page does not wait for it. */}
      <Suspense fallback={null}>{course}</Suspense>
      <ReviewIntro onStarted={onStarted} />
    </div>
  );
}

function TrainingIntro({ onStarted }: { onStarted: (quizId: string) => void }) {
  const start = useStartQuiz();
  const begin = () => start.mutate({ mode: 'training' }, { onSuccess: (quiz) => onStarted(quiz.quiz_id) });
  const groups = TRAINING.treesLoaded / TRAINING.treesPerGroup;

  return (
    <section className={`surface ${styles.intro}`} aria-labelledby="training-title">
      <h1 id="training-title">Training</h1>
      <p>
        Quick training picks {TRAINING.treesLoaded} trees from the whole catalog, rare ones included, and takes them{' '}
        {TRAINING.treesPerGroup} at a time:
      </p>
      <ol className={styles.steps}>
        <li>
          <strong>Study</strong> each tree: its leaf, bark, buds and seed, with a description of each. Press{' '}
          <em>Next Tree</em> when you are ready for the next one.
        </li>
        <li>
          <strong>Quiz:</strong> name {TRAINING.quizzedPerGroup} of those {TRAINING.treesPerGroup} trees from their leaf
          alone, choosing from four. You see straight away whether you were right.
        </li>
        <li>
          <strong>Repeat</strong> with the next {TRAINING.treesPerGroup} trees ({groups} rounds in all), then see how
          many you got right.
        </li>
      </ol>
      <p className={styles.tip}>
        Tip: click a picture to enlarge it, and click it again to shrink it. Keys 1 to 4 answer, Enter moves on.
      </p>
      <div>
        <button type="button" className="button" onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Start Quick Training'}
        </button>
      </div>
      {start.isError ? <ErrorWithRetry message={startErrorMessage(start.error)} onRetry={begin} /> : null}
    </section>
  );
}
