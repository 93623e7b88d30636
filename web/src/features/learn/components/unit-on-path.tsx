import type { UnitSummary } from '@leafwise/contract';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { unitPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { doneDate, focusSentence, lockedReason, unitKindLine } from '../course-words.ts';
import { nextAction, stepHref } from '../unit-steps.ts';
import { CheckIcon, LockIcon } from './course-icons.tsx';
import styles from './learn-page.module.css';

/** The login page, coming back to `next` once signed in (session-guards' ?next=). */
export const signInPath = (next: string) => `${paths.login}?next=${encodeURIComponent(next)}`;

type UnitOnPathProps = {
  unit: UnitSummary;
  /** The title of the unit before it: a locked unit unlocks when that one is passed. */
  previousTitle: string | undefined;
  signedIn: boolean;
  ref?: Ref<HTMLLIElement>;
};

/** One unit of the path: its place, title and kind, where the learner stands, and for the current one the next step. */
export function UnitOnPath({ unit, previousTitle, signedIn, ref }: UnitOnPathProps) {
  const { state } = unit;
  const action = nextAction(unit);
  return (
    <li
      ref={ref}
      className={`${styles.unit} ${styles[state]} ${unit.kind === 'review' ? styles.review : ''}`}
      aria-current={state === 'current' ? 'step' : undefined}
      data-position={unit.position}
    >
      <span className={styles.node} aria-hidden="true">
        {state === 'done' ? <CheckIcon /> : state === 'locked' ? <LockIcon /> : unit.position + 1}
      </span>
      <div className={styles.body}>
        {state === 'current' ? <p className={styles.badge}>Your next unit</p> : null}
        <p className={styles.meta}>
          {unitKindLine(unit)}
          {unit.focus === 'all' ? null : <span className={styles.focus}> · {focusLabel(unit.focus)}</span>}
        </p>
        <h3 className={styles.title}>
          {state === 'locked' ? (
            unit.title
          ) : (
            <Link to={unitPath(unit.id)} className={styles.titleLink}>
              {unit.title}
            </Link>
          )}
        </h3>
        {state === 'locked' ? <p className={styles.why}>{lockedReason(previousTitle)}</p> : <Standing unit={unit} />}
        {state === 'current' ? (
          <div className={styles.actions}>
            {signedIn ? (
              <Link
                className={`button ${styles.go}`}
                to={stepHref(unit.id, action.step)}
                aria-label={`${action.label}: ${unit.title}`}
              >
                {action.label}
              </Link>
            ) : (
              <>
                {/* Back to the path, not this unit: a learner signing in again may be further on. */}
                <Link className={`button ${styles.go}`} to={signInPath(paths.learn)}>
                  Sign in to start
                </Link>
                <Link className="button button-secondary" to={unitPath(unit.id)}>
                  Read the lesson
                </Link>
              </>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}

const focusLabel = (focus: UnitSummary['focus']) => (focus === 'winter' ? 'Winter: bark and buds' : 'Leaves only');

/** Done (when, tested out or not), and the figures: trees known, best checkpoint. */
function Standing({ unit }: { unit: UnitSummary }) {
  const figures = [
    `Trees known: ${unit.trees_known} of ${unit.trees.length}`,
    unit.best ? `Best checkpoint: ${unit.best.correct} of ${unit.best.total}` : null,
  ].filter(Boolean);
  return (
    <>
      {unit.state === 'done' && unit.done_at ? (
        <p className={styles.doneOn}>
          Done {doneDate(unit.done_at)}
          {unit.tested_out ? ', tested out' : ''}
        </p>
      ) : null}
      <p className={styles.figures}>{figures.join(' · ')}</p>
      {unit.state === 'current' && unit.focus !== 'all' ? (
        <p className={styles.figures}>{focusSentence(unit.focus)}</p>
      ) : null}
    </>
  );
}
