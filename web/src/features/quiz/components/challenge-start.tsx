import { CHALLENGE, TREE_ERRORS } from '@leafwise/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { paths } from '../../../lib/paths.ts';
import { useChallengeAllowance } from '../api/get-challenge-allowance.ts';
import { useStartQuiz } from '../api/start-quiz.ts';
import { QUIZ_PARAM } from '../quiz-progress.ts';
import styles from './challenge.module.css';

/**
 * The way into the one-minute leaderboard challenge, on /leaderboard and on the signed-in home (never
 * on the test settings, which do not enable it: docs/product.md#leaderboard): starts it and goes to /test?quiz=<id>,
 * where it runs like any quiz (and a reload resumes it).
 */
export function ChallengeStart() {
  const id = useId();
  const navigate = useNavigate();
  const start = useStartQuiz();
  const queryClient = useQueryClient();
  const allowance = useChallengeAllowance().data;
  const resumes = Boolean(allowance?.open_quiz_id);
  const usedUp = allowance !== undefined && allowance.left === 0 && !resumes;
  const begin = () =>
    start.mutate(
      { mode: 'challenge' },
      {
        onSuccess: (quiz) => navigate(`${paths.test}?${new URLSearchParams({ [QUIZ_PARAM]: quiz.quiz_id })}`),
        onSettled: () => invalidateAfter(queryClient, 'challenge started'),
      },
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
          Every right answer counts for you and every wrong one against you; then put your score on the leaderboard.{' '}
          {allowance && !usedUp
            ? `You can play ${CHALLENGE.perDay} a day: ${allowance.left} left today.`
            : `You can play ${CHALLENGE.perDay} a day.`}
        </p>
      </div>
      <div className={styles.startAction}>
        <button type="button" className="button" onClick={begin} disabled={start.isPending || usedUp}>
          {start.isPending ? 'Starting...' : resumes ? 'Resume the challenge' : 'Start the challenge'}
        </button>
        {usedUp && allowance.next_at ? (
          <p className={styles.capped}>
            You have played today's {allowance.per_day} challenges. The next one opens {opensAt(allowance.next_at)}.
          </p>
        ) : start.error instanceof ApiError && start.error.status === 429 ? (
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

/** "at 14:32", or "tomorrow at 09:10", in the player's own time. */
function opensAt(iso: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === new Date().toDateString() ? `at ${time}` : `tomorrow at ${time}`;
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
