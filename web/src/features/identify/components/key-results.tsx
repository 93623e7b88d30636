import type { FieldGuideSpecies, KeyQuestion } from '@leafwise/contract';
import { LEVELS, type Level } from '@leafwise/contract/constants';
import { type RefObject, useId, useState } from 'react';
import { Link } from 'react-router';
import { speciesPath } from '../../../lib/links.ts';
import { atLevelFirst, fittingForms, type KeyState, type NearMatch, questionsById } from '../identify-key.ts';
import styles from './identify-page.module.css';
import { choiceLabel } from './key-answers.tsx';
import { AlsoItsForms, formTitle, pointedTo } from './named-form-result.tsx';

/** Cards shown before "Show all": the first answers still leave dozens. */
const CARDS_AT_ONCE = 12;
/** Near matches listed while many trees still fit, and once few do. */
const NEAR_WHILE_MANY = 3;
const NEAR_AT_THE_END = 6;

type KeyResultsProps = {
  candidates: readonly FieldGuideSpecies[];
  /** In the order to show them (nearMatchesByRecency): the ones the latest answer ruled out first. */
  nearMatches: readonly NearMatch<FieldGuideSpecies>[];
  questions: readonly KeyQuestion[];
  /** The answers so far and the season: which named forms fit, and which part to picture. */
  state: KeyState;
  /** The learner's level: trees at or below it are listed before rarer ones. */
  level?: Level | undefined;
  /** Focused after an answer when no question is left to ask. */
  headingRef: RefObject<HTMLHeadingElement | null> | undefined;
};

const countLine = (count: number) =>
  count === 0
    ? 'No tree in Leafwise fits every answer.'
    : count === 1
      ? 'One tree fits your answers.'
      : `${count} trees fit your answers.`;

const levelName = (level: Level) => LEVELS.find((known) => known.value === level)?.name ?? `level ${level}`;

/** The trees that still fit, as cards; the answer once one is left; and those that fail one answer. */
export function KeyResults({ candidates, nearMatches, questions, state, level, headingRef }: KeyResultsProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const [answer] = candidates.length === 1 ? candidates : [];
  const ordered = atLevelFirst(candidates, level, (species) => species.level);
  const shown = showAll ? ordered : ordered.slice(0, CARDS_AT_ONCE);
  const rarer = level === undefined ? 0 : candidates.filter((species) => species.level > level).length;
  // In winter a bud says more about a bare tree than a leaf it no longer has.
  const part = state.season === 'winter' ? 'bud' : 'leaf';
  const formsOf = (species: FieldGuideSpecies) => fittingForms(species, questions, state);
  const answerForms = answer ? formsOf(answer) : undefined;
  // The named form the answers point to, where only a form fits: "Lombardy poplar, a form of black poplar".
  const named = answerForms ? pointedTo(answerForms) : undefined;
  return (
    <section className={styles.results} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {answer ? 'Your tree' : 'Trees that fit'}
      </h2>
      <p role="status" className={styles.count}>
        {countLine(candidates.length)}
      </p>
      {answer ? (
        <article className={`surface ${styles.answerCard}`}>
          <img src={named?.drawings.leaf ?? answer.drawings.leaf} alt="" width="120" height="120" />
          <img src={named?.drawings.form ?? answer.drawings.form} alt="" width="120" height="120" />
          <div>
            <h3 className={styles.answerName}>{named ? formTitle(named) : answer.name_common}</h3>
            <p className={styles.sci}>
              <i>{answer.name_sci}</i>
              {named ? named.name_sci.slice(answer.name_sci.length) : null}
            </p>
            <p>{named ? named.description : answer.look_for}</p>
            {answerForms?.itself ? (
              <AlsoItsForms forms={answerForms.forms} questions={questions} state={state} />
            ) : null}
            <Link to={speciesPath(answer.slug)}>
              Everything about the {answer.name_common}
              {answer.forms.length > 0 ? ' and its named forms' : ''}
            </Link>
          </div>
        </article>
      ) : (
        <>
          {level !== undefined && rarer > 0 && rarer < candidates.length ? (
            <p className={styles.note}>
              Trees up to your level, {levelName(level)}, come first;{' '}
              {rarer === 1 ? 'one rarer tree' : `${rarer} rarer ones`} after them.
            </p>
          ) : null}
          <ul className={styles.cards}>
            {shown.map((species) => {
              const form = pointedTo(formsOf(species));
              return (
                <li key={species.slug} className={styles.card}>
                  <img
                    src={form?.drawings[part] ?? species.drawings[part]}
                    alt=""
                    width="96"
                    height="96"
                    loading="lazy"
                  />
                  <Link to={speciesPath(species.slug)} className={styles.cardName}>
                    {form ? formTitle(form) : species.name_common}
                  </Link>
                  <i className={styles.sci}>{species.name_sci}</i>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {!answer && candidates.length > shown.length ? (
        <button type="button" className="button button-secondary" onClick={() => setShowAll(true)}>
          Show all {candidates.length}
        </button>
      ) : null}
      <NearMatches
        nearMatches={atLevelFirst(nearMatches, level, (match) => match.species.level)}
        questions={questions}
        most={candidates.length > 3 ? NEAR_WHILE_MANY : NEAR_AT_THE_END}
      />
    </section>
  );
}

type NearMatchesProps = Pick<KeyResultsProps, 'nearMatches' | 'questions'> & { most: number };

/**
 * Trees that fit every answer but one, with that answer and what their record holds instead: where
 * a doubtful answer may have led astray. Listed from the second answer on, while many trees still
 * fit too, so an answer that rules out a likely tree says so at once.
 */
function NearMatches({ nearMatches, questions, most }: NearMatchesProps) {
  const id = useId();
  if (nearMatches.length === 0) return null;
  const byId = questionsById(questions);
  return (
    <section aria-labelledby={`${id}-near`} className={styles.near}>
      <h3 id={`${id}-near`} className={styles.nearTitle}>
        Close, but …
      </h3>
      <ul className={styles.nearList}>
        {nearMatches.slice(0, most).map(({ species, answer, has }) => {
          const question = byId.get(answer.question);
          return (
            <li key={species.slug}>
              <Link to={speciesPath(species.slug)}>{species.name_common}</Link>: you answered “
              {choiceLabel(question, answer.choice)}” to “{question?.text}”; its record says “
              {has.map((choice) => choiceLabel(question, choice)).join('” or “')}”.
            </li>
          );
        })}
      </ul>
      {nearMatches.length > most ? (
        <p className={styles.note}>
          {nearMatches.length - most === 1 ? 'And one more' : `And ${nearMatches.length - most} more`}: change or undo
          an answer to see them.
        </p>
      ) : null}
    </section>
  );
}
