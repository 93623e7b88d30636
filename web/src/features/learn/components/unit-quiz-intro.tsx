import type { UnitDetail } from '@leafwise/contract';
import { COURSE } from '@leafwise/contract/constants';
import { Link, useLocation } from 'react-router';
import { type PracticeChoices, PracticeOptions } from '../../../components/practice-options.tsx';
import { focusSentence, passNeeded } from '../course-words.ts';
import { stepHref } from '../unit-steps.ts';
import { StartError, type Starting } from './start-error.tsx';
import { signInPath } from './unit-on-path.tsx';
import styles from './unit-page.module.css';

type UnitQuizIntroProps = {
  mode: 'practice' | 'checkpoint';
  unit: UnitDetail;
  signedIn: boolean;
  choices: PracticeChoices;
  onChoices: (choices: PracticeChoices) => void;
  onBegin: () => void;
  starting: Starting;
};

const trees = (count: number) => `${count} ${count === 1 ? 'tree' : 'trees'}`;

/** Before a practice or the checkpoint: what it asks, the ways to practise, and Start. */
export function UnitQuizIntro({ mode, unit, signedIn, choices, onChoices, onBegin, starting }: UnitQuizIntroProps) {
  const { pathname, search } = useLocation();
  const practice = mode === 'practice';
  const testingOut = !practice && unit.state === 'current' && unit.best === null;
  return (
    <section className={`surface ${styles.card}`} aria-labelledby="quiz-intro-title">
      <h2 id="quiz-intro-title" className={styles.cardTitle}>
        {practice ? 'Practice' : 'Checkpoint'}
      </h2>
      {practice ? (
        <p>
          {COURSE.practiceQuestions} questions on this unit’s {trees(unit.trees.length)}: name each tree from its
          pictures, and now and then the other way round, a name and four pictures to find it among. Practise as often
          as you like: every answer counts towards your reviews.
        </p>
      ) : (
        <p>
          {COURSE.checkpointQuestions} questions on this unit’s {trees(unit.trees.length)}, asked as in practice.{' '}
          <strong>{passNeeded(COURSE.checkpointQuestions)} right passes the unit</strong>
          {unit.state === 'done' ? '.' : ' and unlocks the next one.'}
        </p>
      )}
      {testingOut ? (
        <p className={styles.hint}>Taking it before you practise is testing out: pass it and the unit is done.</p>
      ) : null}
      {!practice && unit.best ? (
        <p>
          Your best so far: {unit.best.correct} of {unit.best.total}.
        </p>
      ) : null}
      <p className={styles.focus}>{focusSentence(unit.focus)}</p>
      {signedIn ? (
        <>
          <PracticeOptions legend="Ways to practise" value={choices} onChange={onChoices} />
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onBegin} disabled={starting.pending}>
              {starting.pending ? 'Starting...' : practice ? 'Start practice' : 'Take the checkpoint'}
            </button>
            <Link className="button button-secondary" to={stepHref(unit.id, practice ? 'checkpoint' : 'practice')}>
              {practice ? 'Go to the checkpoint' : 'Practise first'}
            </Link>
          </div>
          {starting.mode === mode ? <StartError starting={starting} onRetry={onBegin} /> : null}
        </>
      ) : (
        <div className={styles.signIn}>
          <p>
            Sign in to {practice ? 'practise' : 'take the checkpoint'}: your answers and the units you pass are kept.
          </p>
          <Link className="button" to={signInPath(`${pathname}${search}`)}>
            Sign in
          </Link>
        </div>
      )}
    </section>
  );
}
