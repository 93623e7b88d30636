import type { OpenQuiz, Progress } from '@leafwise/contract';
import { MILESTONES } from '@leafwise/contract/constants';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useProgress } from '../../../api/get-progress.ts';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { QUIZ_PARAM, trainingSessionPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { useOpenQuiz } from '../api/get-open-quiz.ts';
import { DueReview } from './due-review.tsx';
import { GoalMeter } from './goal-meter.tsx';
import styles from './today-panel.module.css';

const LOAD_FAILED = 'Your day could not be loaded. Please try again.';

/**
 * The top of home for someone signed in: what to do now (the next unit of the course, the trees
 * due, a quiz left half-way), the streak, today's goal and the highest milestone reached, all from
 * what the server keeps.
 */
export function TodayPanel({ name, course }: { name: string; course?: ReactNode }) {
  const progress = useProgress();
  const open = useOpenQuiz();
  return (
    <section className={`surface ${styles.panel}`} aria-labelledby="today-title">
      <h1 id="today-title" className={styles.title}>
        Welcome back, {name}
      </h1>
      {/* The next unit of the course leads: it loads with the course's code, and the rest does not wait for it. */}
      <Suspense fallback={null}>{course}</Suspense>
      {progress.isPending || open.isPending ? (
        <Loading>Loading your day...</Loading>
      ) : progress.isError || open.isError ? (
        <ErrorWithRetry
          message={errorMessage(progress.error ?? open.error, LOAD_FAILED)}
          onRetry={() => {
            if (progress.isError) progress.refetch();
            if (open.isError) open.refetch();
          }}
          retrying={progress.isFetching || open.isFetching}
        />
      ) : (
        <Today progress={progress.data} open={open.data} />
      )}
    </section>
  );
}

function Today({ progress, open }: { progress: Progress; open: OpenQuiz | null }) {
  const milestone = MILESTONES.findLast((trees) => progress.mastered >= trees);
  return (
    <>
      {milestone ? (
        <p className={styles.milestone}>
          <LeafBadge /> You have mastered {milestone} trees
        </p>
      ) : null}
      {open ? <ContinueQuiz quiz={open} /> : null}
      <div className={styles.tiles}>
        <DueReview due={progress.due} nextDueAt={progress.next_due_at} level={progress.level.level} />
        <div className={styles.tile}>
          <h2 className={styles.tileTitle}>Streak</h2>
          <p className={styles.figure}>
            {progress.streak_days} {progress.streak_days === 1 ? 'day' : 'days'}
          </p>
          <p className={styles.note}>
            {progress.streak_days === 0
              ? 'Answer a question today to start one.'
              : progress.practised_today
                ? 'You have practised today.'
                : 'Answer a question today to keep it going.'}
          </p>
        </div>
        <GoalMeter answers={progress.answers_today} goal={progress.daily_goal} />
      </div>
    </>
  );
}

const MODE_NAMES: Record<OpenQuiz['mode'], string> = { training: 'training', test: 'test', review: 'review' };

/** A training or review continues on /train, a test on /test: each page resumes the quiz in ?quiz=. */
function ContinueQuiz({ quiz }: { quiz: OpenQuiz }) {
  const to =
    quiz.mode === 'test'
      ? `${paths.test}?${new URLSearchParams({ [QUIZ_PARAM]: quiz.quiz_id })}`
      : trainingSessionPath(quiz.quiz_id);
  return (
    <p className={styles.continue}>
      <Link className="button button-secondary" to={to}>
        Continue your {MODE_NAMES[quiz.mode]} ({quiz.answered} of {quiz.total} answered)
      </Link>
    </p>
  );
}

function LeafBadge() {
  return (
    <svg className={styles.badgeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
