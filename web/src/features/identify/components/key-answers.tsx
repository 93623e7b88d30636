import type { KeyQuestion } from '@leafwise/contract';
import { useId } from 'react';
import { type KeyState, questionsById, type RankedQuestion, withoutAnswer } from '../identify-key.ts';
import styles from './identify-page.module.css';

/** A choice's label as the question offers it. */
export const choiceLabel = (question: KeyQuestion | undefined, choice: string) =>
  question?.choices.find((offered) => offered.id === choice)?.label ?? choice;

type AnswersGivenProps = {
  questions: readonly KeyQuestion[];
  state: KeyState;
  onChange: (state: KeyState) => void;
  onReopen: (question: string) => void;
  onReset: () => void;
};

/** The answers given and the questions skipped, in order, each one to change or undo. */
export function AnswersGiven({ questions, state, onChange, onReopen, onReset }: AnswersGivenProps) {
  const id = useId();
  const byId = questionsById(questions);
  const rows = [
    ...state.answers.map((answer) => ({
      question: byId.get(answer.question),
      said: choiceLabel(byId.get(answer.question), answer.choice),
    })),
    ...state.skipped.map((skipped) => ({ question: byId.get(skipped), said: 'Not sure' })),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.answers}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Your answers
      </h2>
      <ol className={styles.answerList}>
        {rows.map(({ question, said }) =>
          question ? (
            <li key={question.id} className={styles.answer}>
              <span className={styles.answerWords}>
                <span className={styles.answerQuestion}>{question.text}</span> <strong>{said}</strong>
              </span>
              <span className={styles.answerActions}>
                <button type="button" className={styles.linkButton} onClick={() => onReopen(question.id)}>
                  Change<span className="visually-hidden">: {question.text}</span>
                </button>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onChange(withoutAnswer(state, question.id))}
                >
                  Undo<span className="visually-hidden">: {question.text}</span>
                </button>
              </span>
            </li>
          ) : null,
        )}
      </ol>
      <button type="button" className="button button-secondary" onClick={onReset}>
        Start again
      </button>
    </section>
  );
}

type AllQuestionsProps = {
  ranked: readonly RankedQuestion[];
  current: string | undefined;
  onPick: (id: string) => void;
};

/** Every question not yet answered, best first, to answer in any order. */
export function AllQuestions({ ranked, current, onPick }: AllQuestionsProps) {
  if (ranked.length === 0) return null;
  return (
    <details className={styles.allQuestions}>
      <summary>Answer another question ({ranked.length})</summary>
      <ul className={styles.questionList}>
        {ranked.map(({ question, splits, skipped }) => (
          <li key={question.id}>
            <button
              type="button"
              className={styles.linkButton}
              aria-current={question.id === current ? 'step' : undefined}
              onClick={() => onPick(question.id)}
            >
              {question.text}
            </button>
            {skipped ? <span className={styles.tag}> Not sure</span> : null}
            {splits ? null : <span className={styles.tag}> Won’t narrow these down</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
