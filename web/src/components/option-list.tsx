import type { NameChoice } from '@leafwise/contract';
import styles from './option-list.module.css';
import { ScientificName } from './scientific-name.tsx';

/** Where an option stands: not yet chosen, on its way to the server, or the outcome once answered. */
export type OptionState = 'open' | 'pending' | 'right' | 'wrong' | 'other';

/** One tree to choose, with its names and where it stands. */
export type ListedOption = {
  key: string | number;
  tree_name_common: string;
  tree_name_sci: string;
  tree_name_synonym?: string;
  state: OptionState;
};

type OptionListProps = {
  options: readonly ListedOption[];
  /** The id of the heading that asks the question. */
  labelledBy: string;
  /** No choosing: answered, or an answer on its way. */
  locked: boolean;
  /** The common name shows under a Latin-led option once the question is answered. */
  answered: boolean;
  onChoose: (position: number) => void;
  /**
   * Which name leads each option: with `scientific` the Latin name, and the common one only once
   * the question is answered, for those learning the Latin names.
   */
  names?: NameChoice;
};

// Said after the name, so a screen reader hears the outcome as well as seeing it in colour and icon.
const OUTCOME: Partial<Record<OptionState, string>> = {
  right: 'the right answer',
  wrong: 'your answer, wrong',
  pending: 'checking',
};
const MARK: Partial<Record<OptionState, string>> = { right: '✓', wrong: '✗' };

/**
 * The trees to choose from, numbered for the 1-4 keys; answered, they lock and show which was
 * right. The quizzes and the offline practice both ask with it.
 */
export function OptionList({ options, labelledBy, locked, answered, onChoose, names = 'common' }: OptionListProps) {
  return (
    <ol className={styles.options} aria-labelledby={labelledBy}>
      {options.map((option, position) => {
        const outcome = OUTCOME[option.state];
        return (
          <li key={option.key}>
            <button
              type="button"
              className={`${styles.option} ${styles[option.state]}`}
              disabled={locked}
              onClick={() => onChoose(position)}
            >
              <span className={styles.key} aria-hidden="true">
                {MARK[option.state] ?? position + 1}
              </span>
              {names === 'scientific' ? (
                <span className={styles.names}>
                  <ScientificName tree={option} className={styles.common} />
                  {answered ? <span className={styles.sci}>{option.tree_name_common}</span> : null}
                </span>
              ) : (
                <span className={styles.names}>
                  <span className={styles.common}>{option.tree_name_common}</span>
                  {/* The old name only where the quiz asks in scientific names: the card stays short. */}
                  <i className={styles.sci}>{option.tree_name_sci}</i>
                </span>
              )}
              {outcome ? <span className="visually-hidden">, {outcome}</span> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
