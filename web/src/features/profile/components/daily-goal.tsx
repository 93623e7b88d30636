import { DAILY_GOAL } from '@leafwise/contract/constants';
import { type FormEvent, useState } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDailyGoal } from '../api/get-daily-goal.ts';
import { useSetDailyGoal } from '../api/set-daily-goal.ts';
import { Messages } from './messages.tsx';
import styles from './profile.module.css';

const OUT_OF_RANGE = `Choose a whole number of answers from ${DAILY_GOAL.min} to ${DAILY_GOAL.max}.`;
const SAVE_FAILED = 'Your daily goal could not be saved. Please try again.';

type Outcome = { saved: number } | { error: string } | null;

/** How many answers a day home counts towards: a number, saved on its own. */
export function DailyGoalSetting() {
  const goal = useDailyGoal();
  const save = useSetDailyGoal();
  // What the user has typed; null shows the saved goal.
  const [draft, setDraft] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (goal.isPending) return <Loading>Loading your daily goal...</Loading>;
  if (goal.isError) {
    return (
      <ErrorWithRetry
        message={errorMessage(goal.error, 'Your daily goal could not be loaded.')}
        onRetry={() => goal.refetch()}
        retrying={goal.isFetching}
      />
    );
  }

  const value = draft ?? String(goal.data);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = Number(value);
    if (value.trim() === '' || !Number.isInteger(wanted) || wanted < DAILY_GOAL.min || wanted > DAILY_GOAL.max) {
      return setOutcome({ error: OUT_OF_RANGE });
    }
    setOutcome(null);
    save.mutate(
      { daily_goal: wanted },
      {
        onSuccess: (saved) => {
          setDraft(null);
          setOutcome({ saved });
        },
        onError: (error) => setOutcome({ error: errorMessage(error, SAVE_FAILED) }),
      },
    );
  }

  const error = outcome && 'error' in outcome ? outcome.error : null;
  return (
    <form className={styles.goalForm} onSubmit={submit} noValidate>
      <label htmlFor="daily-goal" className={styles.label}>
        Answers a day
      </label>
      <div className={styles.goalRow}>
        <input
          id="daily-goal"
          className={`text-input ${styles.goalInput}`}
          type="number"
          inputMode="numeric"
          min={DAILY_GOAL.min}
          max={DAILY_GOAL.max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby="daily-goal-hint"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Setting...' : 'Set goal'}
        </button>
      </div>
      <p id="daily-goal-hint" className={styles.muted}>
        From {DAILY_GOAL.min} to {DAILY_GOAL.max}; {DAILY_GOAL.default} unless you change it. Every answer counts, in
        training, tests and reviews.
      </p>
      <Messages
        error={error}
        success={outcome && 'saved' in outcome ? `Daily goal saved: ${outcome.saved} answers a day.` : null}
      />
    </form>
  );
}
