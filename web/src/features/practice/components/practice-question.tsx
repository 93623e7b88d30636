import type { FieldGuideSpecies } from '@leafwise/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { OptionList } from '../../../components/option-list.tsx';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useQuizKeys } from '../../../components/use-quiz-keys.ts';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import { featureText } from '../../../lib/feature-text.ts';
import { guideNames } from '../../../lib/field-guide.ts';
import { speciesPath } from '../../../lib/links.ts';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { differenceBetween, type PracticeQuestion as Question } from '../draw-question.ts';
import styles from './practice.module.css';

type PracticeQuestionProps = {
  question: Question;
  /** "Question 3", read with the heading. */
  label: string;
  /** The species picked, once answered. */
  chosen: FieldGuideSpecies | undefined;
  onChoose: (species: FieldGuideSpecies) => void;
  onNext: () => void;
};

/**
 * One practice question: a drawing of one part, four names numbered for the 1-4 keys, then the
 * outcome, what tells the two apart after a miss, and Next (Enter). Focus goes to the heading for
 * a new question and to Next once it is answered.
 */
export function PracticeQuestion({ question, label, chosen, onChoose, onNext }: PracticeQuestionProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const { species, part, options } = question;
  const answered = chosen !== undefined;

  useEffect(() => {
    if (answered) next.current?.focus();
    else heading.current?.focus({ preventScroll: true });
  }, [answered]);

  useQuizKeys({
    option: answered
      ? undefined
      : {
          count: options.length,
          choose: (position) => {
            const option = options[position];
            if (option) onChoose(option);
          },
        },
    next: answered ? onNext : undefined,
  });

  return (
    <section className={`surface ${styles.question}`} aria-labelledby={`${id}-heading`}>
      <p className={styles.questionLabel} id={`${id}-label`}>
        {label}
      </p>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} aria-describedby={`${id}-label`} className={styles.heading}>
        Which tree is this?
      </h2>
      <div className={styles.picture}>
        <ZoomablePicture
          key={`${species.slug}-${part}`}
          src={species.drawings[part]}
          alt={SLOT_LABELS[part]}
          caption={SLOT_LABELS[part]}
          sizes="(min-width: 30rem) 20rem, 70vw"
        />
      </div>
      <OptionList
        options={options.map((option) => ({
          ...guideNames(option),
          key: option.slug,
          state: !answered
            ? 'open'
            : option.slug === species.slug
              ? 'right'
              : option.slug === chosen.slug
                ? 'wrong'
                : 'other',
        }))}
        labelledBy={`${id}-heading`}
        locked={answered}
        answered={answered}
        onChoose={(position) => {
          const option = options[position];
          if (option) onChoose(option);
        }}
      />
      <div role="status" className={styles.outcome}>
        {answered ? <Outcome shown={species} chosen={chosen} /> : null}
      </div>
      {answered ? (
        <button ref={next} type="button" className={`button ${styles.next}`} onClick={onNext}>
          Next question
        </button>
      ) : null}
    </section>
  );
}

/** Right or wrong, and what to take from it; after a miss, how to tell the two apart and where to read more. */
function Outcome({ shown, chosen }: { shown: FieldGuideSpecies; chosen: FieldGuideSpecies }) {
  if (shown.slug === chosen.slug) {
    return (
      <div className={styles.explain}>
        <p className={styles.right}>
          Right! This is {shown.name_common} (<ScientificName tree={guideNames(shown)} />
          ).
        </p>
        <p className={styles.lookFor}>{shown.look_for}</p>
        <p>
          <Link to={speciesPath(shown.slug)}>All about {shown.name_common}</Link>
        </p>
      </div>
    );
  }
  const difference = differenceBetween(shown, chosen);
  return (
    <div className={styles.explain}>
      <p className={styles.wrong}>
        Not quite: this is {shown.name_common} (<ScientificName tree={guideNames(shown)} />
        ), not {chosen.name_common}.
      </p>
      <h3 className={styles.apartHeading}>How to tell them apart</h3>
      {difference.kind === 'compared' ? (
        <>
          {difference.features.length > 0 ? (
            <ul className={styles.apart}>
              <li>
                <strong>{shown.name_common}:</strong> {featureText(difference.features.map((feature) => feature.a))}
              </li>
              <li>
                <strong>{chosen.name_common}:</strong> {featureText(difference.features.map((feature) => feature.b))}
              </li>
            </ul>
          ) : null}
          {difference.notes.length > 0 ? (
            <ul className={styles.notes}>
              {difference.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <ul className={styles.apart}>
          <li>
            <strong>{shown.name_common}:</strong> {difference.shown}
          </li>
          <li>
            <strong>{chosen.name_common}:</strong> {difference.chosen}
          </li>
        </ul>
      )}
      <ul className={styles.links} aria-label="Read more">
        <li>
          <Link to={speciesPath(shown.slug)}>All about {shown.name_common}</Link>
        </li>
        <li>
          <Link to={speciesPath(chosen.slug)}>All about {chosen.name_common}</Link>
        </li>
      </ul>
    </div>
  );
}
