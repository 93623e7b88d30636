import { LEVELS } from '@leafwise/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { useLearnerLevel } from '../../../api/learner-level.ts';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetLevel } from '../api/set-level.ts';
import { Messages } from './messages.tsx';
import styles from './profile.module.css';

const SAVE_FAILED = 'Your level could not be saved. Please try again.';
/** The select's value for following the course. */
const FOLLOW = 'course';

const levelName = (level: number) => LEVELS.find((known) => known.value === level)?.name ?? String(level);

/**
 * The learner's level (docs/progress.md, "The learner's level"): the course's, until they choose
 * another. Home's main action, practice, reviews and what counts as due keep to it.
 */
export function LevelSetting() {
  const id = useId();
  const level = useLearnerLevel(true);
  const save = useSetLevel();
  // What the learner has picked; null shows what is saved.
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (level.isPending) return <Loading>Loading your level...</Loading>;
  if (level.isError) {
    return (
      <ErrorWithRetry
        message={errorMessage(level.error, 'Your level could not be loaded.')}
        onRetry={() => level.refetch()}
        retrying={level.isFetching}
      />
    );
  }

  const { chosen, course_level: courseLevel } = level.data;
  const value = draft ?? (chosen === null ? FOLLOW : String(chosen));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    save.mutate(value === FOLLOW ? null : Number(value), {
      onSuccess: (now) => {
        setDraft(null);
        setSaved(
          now.chosen === null
            ? `Your level now follows the course: ${levelName(now.level)} for now.`
            : `Your level is now ${levelName(now.level)}.`,
        );
      },
    });
  }

  return (
    <form className={styles.goalForm} onSubmit={submit}>
      <label htmlFor={`${id}-level`} className={styles.label}>
        Trees to learn
      </label>
      <div className={styles.goalRow}>
        <select
          id={`${id}-level`}
          className="text-input"
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
        >
          <option value={FOLLOW}>Follow the course: {levelName(courseLevel)}</option>
          {LEVELS.map((known) => (
            <option key={known.value} value={known.value}>
              {known.name}: {known.blurb}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Set level'}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.muted}>
        Practice, reviews and the trees due keep to your level; the course moves it on as you pass its units, unless you
        choose one here. Quick training and tests still reach every level you pick for them.
      </p>
      <Messages error={save.isError ? errorMessage(save.error, SAVE_FAILED) : null} success={saved} />
    </form>
  );
}
