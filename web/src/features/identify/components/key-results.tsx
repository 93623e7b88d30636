import type { FieldGuideSpecies, KeyQuestion } from '@leafwise/contract';
import { type RefObject, useId, useState } from 'react';
import { Link } from 'react-router';
import { speciesPath } from '../../../lib/links.ts';
import { type NearMatch, questionsById, type Season } from '../identify-key.ts';
import styles from './identify-page.module.css';
import { choiceLabel } from './key-answers.tsx';

/** Cards shown before "Show all": the first answers still leave dozens. */
const CARDS_AT_ONCE = 12;
const NEAR_MATCHES_SHOWN = 6;

type KeyResultsProps = {
  candidates: readonly FieldGuideSpecies[];
  nearMatches: readonly NearMatch<FieldGuideSpecies>[];
  questions: readonly KeyQuestion[];
  season: Season;
  /** Focused after an answer when no question is left to ask. */
  headingRef: RefObject<HTMLHeadingElement | null> | undefined;
};

const countLine = (count: number) =>
  count === 0
    ? 'No tree in Leafwise fits every answer.'
    : count === 1
      ? 'One tree fits your answers.'
      : `${count} trees fit your answers.`;

/** The trees that still fit, as cards; the answer once one is left; and those that fail one answer. */
export function KeyResults({ candidates, nearMatches, questions, season, headingRef }: KeyResultsProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const [answer] = candidates.length === 1 ? candidates : [];
  const shown = showAll ? candidates : candidates.slice(0, CARDS_AT_ONCE);
  // In winter a bud says more about a bare tree than a leaf it no longer has.
  const part = season === 'winter' ? 'bud' : 'leaf';
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
          <img src={answer.drawings.leaf} alt="" width="120" height="120" />
          <img src={answer.drawings.form} alt="" width="120" height="120" />
          <div>
            <h3 className={styles.answerName}>{answer.name_common}</h3>
            <p className={styles.sci}>
              <i>{answer.name_sci}</i>
            </p>
            <p>{answer.look_for}</p>
            <Link to={speciesPath(answer.slug)}>Everything about the {answer.name_common}</Link>
          </div>
        </article>
      ) : (
        <ul className={styles.cards}>
          {shown.map((species) => (
            <li key={species.slug} className={styles.card}>
              <img src={species.drawings[part]} alt="" width="96" height="96" loading="lazy" />
              <Link to={speciesPath(species.slug)} className={styles.cardName}>
                {species.name_common}
              </Link>
              <i className={styles.sci}>{species.name_sci}</i>
            </li>
          ))}
        </ul>
      )}
      {!answer && candidates.length > shown.length ? (
        <button type="button" className="button button-secondary" onClick={() => setShowAll(true)}>
          Show all {candidates.length}
        </button>
      ) : null}
      {candidates.length <= 3 ? <NearMatches nearMatches={nearMatches} questions={questions} /> : null}
    </section>
  );
}

/** Trees that fit every answer but one, and what they have there instead: where a doubtful answer may have led astray. */
function NearMatches({ nearMatches, questions }: Pick<KeyResultsProps, 'nearMatches' | 'questions'>) {
  const id = useId();
  if (nearMatches.length === 0) return null;
  const byId = questionsById(questions);
  return (
    <section aria-labelledby={`${id}-near`} className={styles.near}>
      <h3 id={`${id}-near`} className={styles.nearTitle}>
        Close, but for one answer
      </h3>
      <ul className={styles.nearList}>
        {nearMatches.slice(0, NEAR_MATCHES_SHOWN).map(({ species, answer, has }) => {
          const question = byId.get(answer.question);
          return (
            <li key={species.slug}>
              <Link to={speciesPath(species.slug)}>{species.name_common}</Link>: {question?.text} You said “
              {choiceLabel(question, answer.choice)}”; it has “
              {has.map((choice) => choiceLabel(question, choice)).join('” or “')}”.
            </li>
          );
        })}
      </ul>
      {nearMatches.length > NEAR_MATCHES_SHOWN ? (
        <p className={styles.note}>And {nearMatches.length - NEAR_MATCHES_SHOWN} more: undo an answer to see them.</p>
      ) : null}
    </section>
  );
}
