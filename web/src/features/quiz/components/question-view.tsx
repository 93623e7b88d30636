import type { NameChoice, Option, Question } from '@leafwise/contract';
import { TREE_SLOTS } from '@leafwise/contract/constants';
import { type ReactNode, useId } from 'react';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useQuizKeys } from '../../../components/use-quiz-keys.ts';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { AnswerOptions } from './answer-options.tsx';
import { AnswerFooter, useQuestionStep } from './question-step.tsx';
import styles from './question-view.module.css';

type QuestionViewProps = {
  quizId: string;
  question: Question;
  /** "Question 2 of 10" and the like, read with the heading. */
  progress: ReactNode;
  onNext: () => void;
  /** While moving on is in progress (finishing the quiz), Next waits. */
  nextBusy?: boolean;
  nextError?: ReactNode;
  /** The least time from showing the question to sending its answer (a challenge's floor). */
  minAnswerMs?: number;
  /** Which name leads the options (the quiz's `names`). */
  names?: NameChoice;
};

/**
 * One question: its pictures, four options, then the outcome and Next. Focus goes to the heading
 * when a question appears and to Next once it is answered; 1-4 answer and Enter moves on.
 */
export function QuestionView({
  quizId,
  question,
  progress,
  onNext,
  nextBusy = false,
  nextError,
  minAnswerMs = 0,
  names = 'common',
}: QuestionViewProps) {
  const id = useId();
  const answer = useAnswerQuestion(quizId);
  const pendingTreeId = answer.isPending ? answer.variables?.treeId : undefined;
  const answered = question.answer !== null;
  const { heading, next, shownAt, answeredHere, goNext } = useQuestionStep({
    index: question.index,
    answered,
    onNext,
    nextBusy,
  });

  function choose(treeId: number) {
    if (answered || answer.isPending) return;
    answeredHere.current = true;
    answer.mutate({ index: question.index, treeId, notBefore: shownAt.current + minAnswerMs });
  }

  useQuizKeys({
    option: answered
      ? undefined
      : {
          count: question.options.length,
          choose: (position) => {
            const option = question.options[position];
            if (option) choose(option.tree_id);
          },
        },
    next: answered ? goNext : undefined,
  });

  const slots = TREE_SLOTS.filter((slot) => question.pictures[slot]);
  const single = slots.length === 1;
  const five = slots.length === 5;
  const right = question.options.find((option) => option.tree_id === question.answer?.correct_tree_id);

  return (
    <section className={styles.question} aria-labelledby={`${id}-heading`}>
      <div className={styles.title}>
        <p className={styles.progress} id={`${id}-progress`}>
          {progress}
        </p>
        <h1
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          aria-describedby={`${id}-progress`}
          className={styles.heading}
        >
          Identify this tree:
        </h1>
      </div>
      <div className={`${styles.pictures} ${single ? styles.single : ''} ${five ? styles.five : ''}`}>
        {slots.map((slot) => (
          <ZoomablePicture
            key={`${question.index}-${slot}`}
            src={question.pictures[slot] as string}
            alt={SLOT_LABELS[slot]}
            caption={single ? undefined : SLOT_LABELS[slot]}
            sizes={
              single ? '(min-width: 30rem) 28rem, 100vw' : '(min-width: 68rem) 16rem, (min-width: 48rem) 25vw, 35vw'
            }
          />
        ))}
      </div>
      <AnswerOptions
        question={question}
        labelledBy={`${id}-heading`}
        pendingTreeId={pendingTreeId}
        onChoose={choose}
        names={names}
      />
      <div className={styles.after}>
        <div role="status" className={styles.outcome}>
          {answered && right ? (
            <p className={question.answer?.correct ? styles.right : styles.wrong}>
              {question.answer?.correct ? 'Correct! ' : 'Not quite. '}
              This is <TreeNames tree={right} names={names} />.
            </p>
          ) : null}
        </div>
        <AnswerFooter
          quizId={quizId}
          index={question.index}
          answer={answer}
          answered={answered}
          next={next}
          goNext={goNext}
          nextBusy={nextBusy}
          nextError={nextError}
          slots={slots}
        />
      </div>
    </section>
  );
}

/** A tree's two names, the one the learner practises first: "English oak (Quercus robur)". */
export function TreeNames({ tree, names }: { tree: Omit<Option, 'tree_id'>; names: NameChoice }) {
  return names === 'scientific' ? (
    <>
      <ScientificName tree={tree} /> ({tree.tree_name_common})
    </>
  ) : (
    <>
      {tree.tree_name_common} (<ScientificName tree={tree} />)
    </>
  );
}
