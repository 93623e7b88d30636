import type { NameChoice, Question } from '@leafwise/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ChoiceState } from '../../../components/choice.tsx';
import { useQuizKeys } from '../../../components/use-quiz-keys.ts';
import { type AnswerInput, useAnswerQuestion } from '../api/answer-question.ts';

/** What a run gives every kind of question. */
export type QuestionProps = {
  quizId: string;
  question: Question;
  /** "Question 2 of 10" and the like, read with the heading. */
  progress: ReactNode;
  onNext: () => void;
  /** While moving on is in progress (finishing the quiz), Next waits. */
  nextBusy?: boolean;
  /** Why moving on failed, beside Next. */
  nextError?: ReactNode;
  /** Which name leads (the quiz's `names`). */
  names?: NameChoice;
};

type Choices = {
  /** How many choices the 1-4 keys choose among. */
  count: number;
  /** The answer the choice at `position` sends, given when the question appeared; none where there is no choice. */
  answerAt: (position: number, shownAt: number) => AnswerInput | undefined;
};

/**
 * What every kind of question does around its choices (a name question, QuestionView, and a
 * picture question, PictureQuestionView): a choice (a tap or 1-4) sends one answer; focus goes to
 * the heading when a question appears and to Next once the learner has answered it here; Next
 * (or Enter) moves on only once answered and not busy. QuestionFrame lays out what it returns.
 */
export function useQuestionStep(
  { quizId, question, progress, onNext, nextBusy = false, nextError }: QuestionProps,
  { count, answerAt }: Choices,
) {
  const id = useId();
  const answer = useAnswerQuestion(quizId);
  const answered = question.answer !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** When the question appeared, for a challenge's least time to answer. */
  const shownAt = useRef(Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question (its index) is what moves focus.
  useEffect(() => {
    heading.current?.focus();
    shownAt.current = Date.now();
  }, [question.index]);

  /** Set when the learner answers here, so a question shown already answered (a reload) keeps focus. */
  const answeredHere = useRef(false);
  useEffect(() => {
    if (answered && answeredHere.current) next.current?.focus();
  }, [answered]);

  function choose(position: number) {
    if (answered || answer.isPending) return;
    const input = answerAt(position, shownAt.current);
    if (!input) return;
    answeredHere.current = true;
    answer.mutate(input);
  }

  function goNext() {
    if (answered && !nextBusy) onNext();
  }

  useQuizKeys({
    option: answered ? undefined : { count, choose },
    next: answered ? goNext : undefined,
  });

  return {
    quizId,
    question,
    progress,
    nextError,
    headingId: `${id}-heading`,
    progressId: `${id}-progress`,
    heading,
    next,
    answer,
    answered,
    choose,
    goNext,
    nextBusy,
  };
}

export type QuestionStep = ReturnType<typeof useQuestionStep>;

/**
 * Where a choice stands. Answered: the right tree, the learner's wrong one, or another. Before:
 * the one on its way to the server (`sending` true), another while one is (false), or open
 * (undefined).
 */
export function choiceState(
  answer: Question['answer'],
  treeId: number | undefined,
  sending: boolean | undefined,
): ChoiceState {
  if (!answer || treeId === undefined) return sending === undefined ? 'open' : sending ? 'pending' : 'other';
  if (treeId === answer.correct_tree_id) return 'right';
  return treeId === answer.chosen_tree_id ? 'wrong' : 'other';
}
