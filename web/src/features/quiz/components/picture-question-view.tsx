import type { NameChoice, PictureOption, PictureSlot, Question } from '@leafwise/contract';
import { PICTURE_SLOTS } from '@leafwise/contract/constants';
import { type ReactNode, useId } from 'react';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useQuizKeys } from '../../../components/use-quiz-keys.ts';
import { Picture } from '../../../components/zoomable-picture.tsx';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import styles from './picture-question-view.module.css';
import { AnswerFooter, useQuestionStep } from './question-step.tsx';
import questionStyles from './question-view.module.css';
import { TreeNames } from './question-view.tsx';

type PictureQuestionViewProps = {
  quizId: string;
  question: Question;
  progress: ReactNode;
  onNext: () => void;
  nextBusy?: boolean;
  nextError?: ReactNode;
  names?: NameChoice;
};

/** The slot a picture question's pictures show, from their file name (`…/options/2/bark.svg`). */
function pictureSlot(question: Question): PictureSlot {
  const file = question.picture_options?.[0]?.picture.split('/').at(-1) ?? '';
  return PICTURE_SLOTS.find((slot) => file.startsWith(slot)) ?? 'leaf';
}

type TileState = 'open' | 'pending' | 'right' | 'wrong' | 'other';

function tileState(question: Question, option: PictureOption, position: number, pending: number | undefined) {
  const { answer } = question;
  if (!answer || !option.tree) {
    if (pending === undefined) return 'open';
    return pending === position ? 'pending' : 'other';
  }
  if (option.tree.tree_id === answer.correct_tree_id) return 'right';
  return option.tree.tree_id === answer.chosen_tree_id ? 'wrong' : 'other';
}

const OUTCOME: Partial<Record<TileState, string>> = {
  right: 'the right answer',
  wrong: 'your answer, wrong',
  pending: 'checking',
};
const MARK: Partial<Record<TileState, string>> = { right: '✓', wrong: '✗' };

/**
 * A reverse question (a course unit's): a tree's name and four pictures of one part, to find it
 * among. The pictures are the tap targets, numbered for the 1-4 keys under each picture, never
 * over it; once answered the number gives way to the mark, beside the tree's name. It fits one
 * phone screen like a name question (decision 011).
 */
export function PictureQuestionView({
  quizId,
  question,
  progress,
  onNext,
  nextBusy = false,
  nextError,
  names = 'common',
}: PictureQuestionViewProps) {
  const id = useId();
  const answer = useAnswerQuestion(quizId);
  const pending = answer.isPending ? answer.variables?.option : undefined;
  const answered = question.answer !== null;
  const choices = question.picture_options ?? [];
  const slot = pictureSlot(question);
  const { heading, next, answeredHere, goNext } = useQuestionStep({
    index: question.index,
    answered,
    onNext,
    nextBusy,
  });

  function choose(position: number) {
    if (answered || answer.isPending) return;
    answeredHere.current = true;
    answer.mutate({ index: question.index, option: position });
  }

  useQuizKeys({
    option: answered ? undefined : { count: choices.length, choose },
    next: answered ? goNext : undefined,
  });

  const prompt = question.prompt;
  const rightPlace = choices.findIndex((option) => option.tree?.tree_id === question.answer?.correct_tree_id);
  const chosenPlace = choices.findIndex((option) => option.tree?.tree_id === question.answer?.chosen_tree_id);
  const chosen = choices[chosenPlace]?.tree;
  const locked = answered || pending !== undefined;

  return (
    <section className={`${questionStyles.question} ${styles.question}`} aria-labelledby={`${id}-heading`}>
      <div className={questionStyles.title}>
        <p className={questionStyles.progress} id={`${id}-progress`}>
          {progress}
        </p>
        <h1
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          aria-describedby={`${id}-progress`}
          className={questionStyles.heading}
        >
          Which is{' '}
          {names === 'scientific' && prompt ? (
            <ScientificName tree={prompt} />
          ) : (
            <span>{prompt?.tree_name_common}</span>
          )}
          ?
        </h1>
      </div>
      <ol className={styles.choices} aria-labelledby={`${id}-heading`}>
        {choices.map((option, position) => {
          const state = tileState(question, option, position, pending);
          const outcome = OUTCOME[state];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the places are the options; they never move.
            <li key={position}>
              <button
                type="button"
                className={`${styles.tile} ${styles[state]}`}
                disabled={locked}
                onClick={() => choose(position)}
              >
                <span className={styles.frame}>
                  <Picture
                    src={option.picture}
                    alt={`${SLOT_LABELS[slot]} ${position + 1}`}
                    sizes="(min-width: 48rem) 14rem, 45vw"
                  />
                </span>
                <span className={styles.label}>
                  <span className={styles.key} aria-hidden="true">
                    {MARK[state] ?? position + 1}
                  </span>
                  {option.tree ? (
                    <span className={styles.name}>
                      {names === 'scientific' ? <ScientificName tree={option.tree} /> : option.tree.tree_name_common}
                    </span>
                  ) : null}
                </span>
                {outcome ? <span className="visually-hidden">, {outcome}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
      <div className={questionStyles.after}>
        <div role="status" className={questionStyles.outcome}>
          {answered && prompt && rightPlace >= 0 ? (
            <p className={question.answer?.correct ? questionStyles.right : questionStyles.wrong}>
              {question.answer?.correct ? (
                <>
                  Correct! Picture {rightPlace + 1} is <TreeNames tree={prompt} names={names} />.
                </>
              ) : (
                <>
                  Not quite. <TreeNames tree={prompt} names={names} /> is picture {rightPlace + 1}
                  {chosen ? (
                    <>
                      ; picture {chosenPlace + 1} is <TreeNames tree={chosen} names={names} />
                    </>
                  ) : null}
                  .
                </>
              )}
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
          slots={[slot]}
        />
      </div>
    </section>
  );
}
