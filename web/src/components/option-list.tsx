import type { NameChoice } from '@leafwise/contract';
import { ChoiceButton, ChoiceKey, type ChoiceState } from './choice.tsx';
import styles from './option-list.module.css';
import { ScientificName } from './scientific-name.tsx';

/** One tree to choose, with its names and where it stands. */
export type ListedOption = {
  key: string | number;
  tree_name_common: string;
  tree_name_sci: string;
  tree_name_synonym?: string;
  state: ChoiceState;
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

/**
 * The trees to choose from, numbered for the 1-4 keys; answered, they lock and show which was
 * right. The quizzes and the offline practice both ask with it.
 */
export function OptionList({ options, labelledBy, locked, answered, onChoose, names = 'common' }: OptionListProps) {
  return (
    <ol className={styles.options} aria-labelledby={labelledBy}>
      {options.map((option, position) => (
        <li key={option.key}>
          <ChoiceButton
            state={option.state}
            className={styles.option}
            disabled={locked}
            onClick={() => onChoose(position)}
          >
            <ChoiceKey state={option.state} position={position} className={styles.key} />
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
          </ChoiceButton>
        </li>
      ))}
    </ol>
  );
}
