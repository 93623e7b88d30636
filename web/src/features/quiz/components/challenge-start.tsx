import { CHALLENGE, TREE_ERRORS } from '@leafwise/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ErrorWithRetry } from '../../../components/load-states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useStartQuiz } from '../api/start-quiz.ts';
import { QUIZ_PARAM } from '../quiz-progress.ts';
import styles from './challenge.module.css';

/**
 * The way into the one-minute leaderboard challenge, on /test and on /leaderboard: starts it and
 * goes to /test?quiz=<id>, where it runs like any quiz (and a reload resumes it).
 */
export function ChallengeStart() {
  const id = useId();
  const navigate = useNavigate();
  const start = useStartQuiz();
  const begin = () =>
    start.mutate(
      { mode: 'challenge' },
      { onSuccess: (quiz) => navigate(`${paths.test}?${new URLSearchParams({ [QUIZ_PARAM]: quiz.quiz_id })}`) },
    );

  return (
    <section className={`surface ${styles.start}`} aria-labelledby={`${id}-title`}>
      <div className={styles.startText}>
        <p className={styles.kicker}>
          <StopwatchIcon /> Leaderboard challenge
        </p>
        <h2 id={`${id}-title`} className={styles.startTitle}>
          One minute, every tree
        </h2>
        <p>
          Identify as many trees as you can in {CHALLENGE.seconds} seconds at the Ancient level, rare ones included.
          Every right answer counts for you and every wrong one against you; then put your score on the leaderboard. You
          can play {CHALLENGE.perDay} a day.
        </p>
      </div>
      <div className={styles.startAction}>
        <button type="button" className="button" onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Start the challenge'}
        </button>
        {start.error instanceof ApiError && start.error.status === 429 ? (
          // The day's challenges are used up: trying again now would only say so again.
          <p role="alert" className={styles.capped}>
            {start.error.message}
          </p>
        ) : start.isError ? (
          <ErrorWithRetry message={errorMessage(start.error, TREE_ERRORS.noneFound)} onRetry={begin} />
        ) : null}
      </div>
    </section>
  );
}

export function StopwatchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="13.5" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 13.5V9.5M9.5 2.5h5M12 2.5v3.5M18.5 6.5l1.5-1.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
