import type { Quiz } from '@leafwise/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SCORE_RULE, scoreWorking } from '../../../lib/score-rule.ts';
import styles from './quiz.module.css';
import { QuizDebrief } from './quiz-debrief.tsx';

type QuizResultProps = {
  title: string;
  correct: number;
  incorrect: number;
  /** Shown when the mode keeps a score (tests do, training does not). */
  score?: number;
  backLabel: string;
  onBack: () => void;
  /** More to do before going back (a challenge's "Submit score"). */
  children?: ReactNode;
  /** The quiz that ended, for its debrief: what was missed and where the learner stands now. */
  quiz?: Quiz;
};

/** The end screen: how it went, what it taught (given the quiz), and the way back. */
export function QuizResult({ title, correct, incorrect, score, backLabel, onBack, children, quiz }: QuizResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const ruleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`surface ${styles.result}`} aria-labelledby="quiz-result-title">
      <h1 id="quiz-result-title" ref={heading} tabIndex={-1} className={styles.focusHeading}>
        {title}
      </h1>
      <dl className={styles.stats}>
        {score === undefined ? null : (
          <div className={`stat-figure ${styles.stat} ${styles.score}`}>
            <dt>Score</dt>
            <dd aria-describedby={ruleId}>{score}</dd>
          </div>
        )}
        <div className={`stat-figure ${styles.stat} ${styles.correct}`}>
          <dt>Correct</dt>
          <dd>{correct}</dd>
        </div>
        <div className={`stat-figure ${styles.stat} ${styles.incorrect}`}>
          <dt>Incorrect</dt>
          <dd>{incorrect}</dd>
        </div>
      </dl>
      {/* Right under the figures: a score of 0 beside 3 correct answers is a puzzle without it. */}
      {score === undefined ? null : (
        <p id={ruleId} className={styles.rule}>
          {SCORE_RULE} {scoreWorking(correct, incorrect)}
        </p>
      )}
      {children}
      {quiz ? <QuizDebrief quiz={quiz} /> : null}
      <button type="button" className={children ? 'button button-secondary' : 'button'} onClick={onBack}>
        {backLabel}
      </button>
    </section>
  );
}
