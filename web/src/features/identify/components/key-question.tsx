import type { KeyQuestion } from '@leafwise/contract';
import { type RefObject, useId } from 'react';
import { candidatesOf, type KeySpecies, type KeyState, type Season, withAnswer, withSkipped } from '../identify-key.ts';
import { ChoicePictogram } from './choice-pictogram.tsx';
import styles from './identify-page.module.css';

type KeyQuestionCardProps = {
  question: KeyQuestion;
  species: readonly KeySpecies[];
  questions: readonly KeyQuestion[];
  state: KeyState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: (state: KeyState) => void;
};

const trees = (count: number) => (count === 1 ? '1 tree' : `${count} trees`);

/**
 * One question, each choice a button with its drawing and how many trees it would leave; a button
 * answers at once (radio buttons would answer on every arrow key). "Not sure" moves on.
 */
export function KeyQuestionCard({ question, species, questions, state, headingRef, onChange }: KeyQuestionCardProps) {
  const id = useId();
  const given = state.answers.find((answer) => answer.question === question.id)?.choice;
  const unseen = state.season === 'winter' && question.needs_leaves;
  return (
    <section className={`surface ${styles.question}`} aria-labelledby={`${id}-text`}>
      <h2 id={`${id}-text`} ref={headingRef} tabIndex={-1} className={styles.questionText}>
        {question.text}
      </h2>
      {unseen ? (
        <p className={styles.note}>
          A tree bare in winter is kept whatever you answer here: only evergreens are ruled out.
        </p>
      ) : null}
      <ul className={styles.choices} aria-labelledby={`${id}-text`}>
        {question.choices.map((choice) => {
          const left = candidatesOf(species, questions, withAnswer(state, question.id, choice.id)).length;
          return (
            <li key={choice.id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={given === choice.id}
                data-empty={left === 0 ? '' : undefined}
                onClick={() => onChange(withAnswer(state, question.id, choice.id))}
              >
                <ChoicePictogram question={question.id} choice={choice.id} />
                <span className={styles.choiceWords}>
                  <span className={styles.choiceLabel}>{choice.label}</span>
                  {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
                  <span className={styles.choiceCount}>{left === 0 ? 'no tree' : trees(left)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange(withSkipped(state, question.id))}
      >
        Not sure
      </button>
    </section>
  );
}

const SEASONS: readonly { value: Season; label: string }[] = [
  { value: 'leaf', label: 'In leaf' },
  { value: 'winter', label: 'Bare winter twigs' },
];

/** In leaf or bare: set from the date, November to March being winter, and the visitor's to change. */
export function SeasonSwitch({ season, onChange }: { season: Season; onChange: (season: Season) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.season}>
      <legend className={styles.seasonLegend}>What can you see?</legend>
      <div className={styles.seasonOptions}>
        {SEASONS.map((option) => (
          <label key={option.value} className={styles.seasonOption}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={season === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {season === 'winter' ? (
        <p className={styles.note}>Buds, bark and twigs are asked first; leaves last, as most trees are bare.</p>
      ) : null}
    </fieldset>
  );
}
