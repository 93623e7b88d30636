import type { TreeSlot } from '@leafwise/contract';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useAnswerQuestion } from '../api/answer-question.ts';
import { AnswerExplanation } from './answer-explanation.tsx';
import styles from './question-view.module.css';

// The answer call's own failures; a refused answer shows the server's reason instead.
const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';

/**
 * What every kind of question does around its options (a name question, QuestionView, and a
 * picture question, PictureQuestionView): focus goes to the heading when a question appears and
 * to Next once the learner has answered it here; Next moves on only once answered and not busy.
 */
export function useQuestionStep({
  index,
  answered,
  onNext,
  nextBusy,
}: {
  index: number;
  answered: boolean;
  onNext: () => void;
  nextBusy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** When the question appeared, for a challenge's least time to answer. */
  const shownAt = useRef(Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question (its index) is what moves focus.
  useEffect(() => {
    heading.current?.focus();
    shownAt.current = Date.now();
  }, [index]);

  /** Set when the learner answers here, so a question shown already answered (a reload) keeps focus. */
  const answeredHere = useRef(false);
  useEffect(() => {
    if (answered && answeredHere.current) next.current?.focus();
  }, [answered]);

  function goNext() {
    if (answered && !nextBusy) onNext();
  }

  return { heading, next, shownAt, answeredHere, goNext };
}

type AnswerFooterProps = {
  quizId: string;
  index: number;
  answer: ReturnType<typeof useAnswerQuestion>;
  answered: boolean;
  next: RefObject<HTMLButtonElement | null>;
  goNext: () => void;
  nextBusy: boolean;
  nextError?: ReactNode;
  /** The slots the question showed, for the explanation's comparison. */
  slots: readonly TreeSlot[];
};

/** Under a question's outcome: the answer's failure with a retry, then Next, then what the answer teaches. */
export function AnswerFooter({
  quizId,
  index,
  answer,
  answered,
  next,
  goNext,
  nextBusy,
  nextError,
  slots,
}: AnswerFooterProps) {
  return (
    <>
      {answer.isError && !answered ? (
        <ErrorWithRetry
          message={errorMessage(answer.error, ANSWER_FAILED)}
          onRetry={() => answer.variables && answer.mutate(answer.variables)}
        />
      ) : null}
      {answered ? (
        <div className={styles.next}>
          <button ref={next} type="button" className="button" onClick={goNext} disabled={nextBusy}>
            {nextBusy ? 'Saving...' : 'Next'}
          </button>
          {nextError}
        </div>
      ) : null}
      {/* Under Next, so moving on stays one tap away while the lesson is read. */}
      {answered ? <AnswerExplanation quizId={quizId} index={index} slots={slots} /> : null}
    </>
  );
}
