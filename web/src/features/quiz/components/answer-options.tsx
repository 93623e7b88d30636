import type { NameChoice, Question } from '@leafwise/contract';
import { ScientificName } from '../../../components/scientific-name.tsx';
import styles from './answer-options.module.css';

type AnswerOptionsProps = {
  question: Question;
  /** The id of the heading that asks the question. */
  labelledBy: string;
  /** The tree chosen while the answer is on its way to the server. */
  pendingTreeId: number | undefined;
  onChoose: (treeId: number) => void;
  /**
   * Which name leads each option (the quiz's `names`): with `scientific` the Latin name, and the
   * common one only once the question is answered, for those learning the Latin names.
   */
  names?: NameChoice;
};

type OptionState = 'open' | 'pending' | 'right' | 'wrong' | 'other';

function optionState(question: Question, treeId: number, pendingTreeId: number | undefined): OptionState {
  const { answer } = question;
  if (!answer) return pendingTreeId === undefined ? 'open' : pendingTreeId === treeId ? 'pending' : 'other';
  if (treeId === answer.correct_tree_id) return 'right';
  return treeId === answer.chosen_tree_id ? 'wrong' : 'other';
}

// Said after the name, so a screen reader hears the outcome as well as seeing it in colour and icon.
const OUTCOME: Partial<Record<OptionState, string>> = {
  right: 'the right answer',
  wrong: 'your answer, wrong',
  pending: 'checking',
};
const MARK: Partial<Record<OptionState, string>> = { right: '✓', wrong: '✗' };

/** The four trees to choose from, numbered for the 1-4 keys; answered, they lock and show which was right. */
export function AnswerOptions({ question, labelledBy, pendingTreeId, onChoose, names = 'common' }: AnswerOptionsProps) {
  const answered = question.answer !== null;
  const locked = answered || pendingTreeId !== undefined;
  return (
    <ol className={styles.options} aria-labelledby={labelledBy}>
      {question.options.map((option, position) => {
        const state = optionState(question, option.tree_id, pendingTreeId);
        const outcome = OUTCOME[state];
        return (
          <li key={option.tree_id}>
            <button
              type="button"
              className={`${styles.option} ${styles[state]}`}
              disabled={locked}
              onClick={() => onChoose(option.tree_id)}
            >
              <span className={styles.key} aria-hidden="true">
                {MARK[state] ?? position + 1}
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
