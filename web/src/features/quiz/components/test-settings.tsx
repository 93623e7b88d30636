import type { Level, NameChoice, SlotChoice, TreeType } from '@leafwise/contract';
import { LEVELS, TEST_SIZES } from '@leafwise/contract/constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { DEFAULT_PRACTICE, PracticeOptions, PracticeSwitch } from '../../../components/practice-options.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { matchingTrees, useTreeCounts } from '../api/get-tree-counts.ts';
import { startErrorMessage, useStartQuiz } from '../api/start-quiz.ts';
import { shortfallNote } from '../test-shortfall.ts';
import styles from './test-settings.module.css';

type TestSize = (typeof TEST_SIZES)[number];
/**
 * "all" is All Trees, sent as no type at all. `names`, `slots` and `form` are the advanced options
 * (ways to practise), common names, every picture and no whole tree when left out.
 */
export type TestSettingsValue = {
  treeCount?: TestSize;
  level?: Level;
  type?: TreeType | 'all';
  names?: NameChoice;
  slots?: SlotChoice;
  /** Each question also shows the whole tree's shape (decision 013). */
  form?: boolean;
};

const TYPES: readonly { value: TreeType | 'all'; label: string }[] = [
  { value: 'all', label: 'All Trees' },
  { value: 'deciduous', label: 'Deciduous' },
  { value: 'evergreen', label: 'Evergreen' },
];
// Shown and kept disabled (docs/product.md#test-settings-and-the-test): categories still to come.
const LATER_TYPES = ['Fruit', 'Coniferous', 'Fungi'] as const;

type TestSettingsProps = {
  value: TestSettingsValue;
  onChange: (value: TestSettingsValue) => void;
  onStarted: (quizId: string) => void;
  /** Below the form: the leaderboard challenge's way in. */
  children?: ReactNode;
};

/** Number of trees, difficulty and type; Start only once all three are chosen. */
export function TestSettings({ value, onChange, onStarted, children }: TestSettingsProps) {
  const id = useId();
  useDocumentTitle('Test');
  const start = useStartQuiz();
  const counts = useTreeCounts();
  const { treeCount, level, type } = value;
  const practice = { names: value.names ?? DEFAULT_PRACTICE.names, slots: value.slots ?? DEFAULT_PRACTICE.slots };
  // Open from the start when an advanced option is already chosen, so it is not forgotten behind the fold.
  const [advanced, setAdvanced] = useState(
    () => practice.names !== DEFAULT_PRACTICE.names || practice.slots !== DEFAULT_PRACTICE.slots || value.form === true,
  );
  const ready = treeCount !== undefined && level !== undefined && type !== undefined;
  const matching = ready && counts.data ? matchingTrees(counts.data.counts, level, type) : undefined;
  const shortfall = ready && matching !== undefined ? shortfallNote(treeCount, matching, level, type) : undefined;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!ready || start.isPending) return;
    start.mutate(
      {
        mode: 'test',
        level,
        tree_count: treeCount,
        ...(type === 'all' ? {} : { type }),
        ...(practice.names === DEFAULT_PRACTICE.names ? {} : { names: practice.names }),
        ...(practice.slots === DEFAULT_PRACTICE.slots ? {} : { slots: practice.slots }),
        ...(value.form ? { form: true } : {}),
      },
      { onSuccess: (quiz) => onStarted(quiz.quiz_id) },
    );
  }

  // Reset Options clears the three choices. The advanced options stay: they are how the
  // player likes to practise (Latin names, one picture, the whole tree), not part of choosing a test.
  function reset() {
    start.reset();
    onChange({ names: value.names, slots: value.slots, form: value.form });
  }

  return (
    <div className="column-page">
      <header>
        <h1>Test</h1>
        <p>
          Choose how many trees, how hard and which kind, then name each tree from its leaf, bark, buds and seed. Every
          right answer counts for you and every wrong one against you.
        </p>
      </header>
      <form className={`surface ${styles.form}`} onSubmit={submit} aria-label="Test settings">
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Number of trees</legend>
          <div className={styles.choices}>
            {TEST_SIZES.map((size) => (
              <Choice
                key={size}
                name={`${id}-count`}
                label={String(size)}
                checked={treeCount === size}
                onSelect={() => onChange({ ...value, treeCount: size })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Difficulty</legend>
          <div className={styles.levels}>
            {LEVELS.map((entry) => (
              <Choice
                key={entry.value}
                name={`${id}-level`}
                label={entry.name}
                hint={entry.blurb}
                checked={level === entry.value}
                onSelect={() => onChange({ ...value, level: entry.value })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} aria-describedby={`${id}-later`}>
          <legend className={styles.legend}>Type</legend>
          <div className={styles.choices}>
            {TYPES.map((entry) => (
              <Choice
                key={entry.value}
                name={`${id}-type`}
                label={entry.label}
                checked={type === entry.value}
                onSelect={() => onChange({ ...value, type: entry.value })}
              />
            ))}
            {LATER_TYPES.map((label) => (
              <Choice key={label} name={`${id}-type`} label={label} checked={false} disabled />
            ))}
          </div>
          <p id={`${id}-later`} className={styles.note}>
            Fruit, Coniferous and Fungi are coming later.
          </p>
        </fieldset>
        <details
          className={styles.advanced}
          open={advanced}
          onToggle={(event) => setAdvanced(event.currentTarget.open)}
        >
          <summary className={styles.summary}>Advanced options</summary>
          <PracticeOptions
            legend="Ways to practise"
            value={practice}
            onChange={(chosen) => onChange({ ...value, ...chosen })}
          >
            <PracticeSwitch
              checked={value.form === true}
              onChange={(on) => onChange({ ...value, form: on })}
              label="The whole tree too"
              hint="Each question also shows the tree's shape at a distance: its crown, branches and trunk."
            />
          </PracticeOptions>
        </details>
        {/* Always in the page (hidden while empty), so a screen reader hears the line appear as the choices change. */}
        <p id={`${id}-shortfall`} role="status" className={shortfall ? styles.shortfall : 'visually-hidden'}>
          {shortfall}
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            className="button"
            disabled={!ready || start.isPending}
            aria-describedby={shortfall ? `${id}-shortfall` : undefined}
          >
            {start.isPending ? 'Starting...' : 'Start'}
          </button>
          <button type="button" className="button button-secondary" onClick={reset}>
            Reset Options
          </button>
        </div>
        {start.isError ? <ErrorWithRetry message={startErrorMessage(start.error)} onRetry={() => submit()} /> : null}
      </form>
      {children}
    </div>
  );
}

type ChoiceProps = {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onSelect?: () => void;
};

/** A radio button drawn as a pill: one choice of a group, by click, tap or arrow keys. */
function Choice({ name, label, hint, checked, disabled = false, onSelect }: ChoiceProps) {
  const id = useId();
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </label>
  );
}
