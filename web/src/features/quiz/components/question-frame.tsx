import type { TreeSlot } from '@leafwise/contract';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { AnswerExplanation } from './answer-explanation.tsx';
import type { QuestionStep } from './question-step.tsx';
import styles from './question-view.module.css';

// The answer call's own failures; a refused answer shows the server's reason instead.
const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';

type QuestionFrameProps = {
  step: QuestionStep;
  /** What the heading asks: "Identify this tree:", "Which is English oak?". */
  title: ReactNode;
  className?: string;
  /** Once answered: right or wrong, and which tree it was; null shows nothing. */
  outcome: ReactNode;
  /** The slots the question showed, for the explanation's comparison. */
  slots: readonly TreeSlot[];
  /** The pictures and the choices. */
  children: ReactNode;
};

/**
 * Every question's layout around its choices: the progress and the heading, then the outcome (a
 * live region), the answer's failure with a retry, Next, and what the answer teaches.
 */
export function QuestionFrame({ step, title, className, outcome, slots, children }: QuestionFrameProps) {
  const { quizId, question, progress, answer, answered, nextBusy, nextError } = step;
  return (
    <section
      className={className ? `${styles.question} ${className}` : styles.question}
      aria-labelledby={step.headingId}
    >
      <div className={styles.title}>
        <p className={styles.progress} id={step.progressId}>
          {progress}
        </p>
        <h1
          id={step.headingId}
          ref={step.heading}
          tabIndex={-1}
          aria-describedby={step.progressId}
          className={styles.heading}
        >
          {title}
        </h1>
      </div>
      {children}
      <div className={styles.after}>
        <div role="status" className={styles.outcome}>
          {answered && outcome ? (
            <p className={question.answer?.correct ? styles.right : styles.wrong}>{outcome}</p>
          ) : null}
        </div>
        {answer.isError && !answered ? (
          <ErrorWithRetry
            message={errorMessage(answer.error, ANSWER_FAILED)}
            onRetry={() => answer.variables && answer.mutate(answer.variables)}
          />
        ) : null}
        {answered ? (
          <div className={styles.next}>
            <button ref={step.next} type="button" className="button" onClick={step.goNext} disabled={nextBusy}>
              {nextBusy ? 'Saving...' : 'Next'}
            </button>
            {nextError}
          </div>
        ) : null}
        {/* Under Next, so moving on stays one tap away while the lesson is read. */}
        {answered ? <AnswerExplanation quizId={quizId} index={question.index} slots={slots} /> : null}
      </div>
    </section>
  );
}
