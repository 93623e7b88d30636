import { type QuizMode, REVIEW, TRAINING } from '@leafwise/contract';

/** What says when a question appeared: its quiz, its place, and the answer before it. */
type QuestionTiming = {
  mode: QuizMode;
  /** How many trees the quiz gives to study (training and review). */
  studied: number;
  position: number;
  quizStartedAt: Date;
  previousAnsweredAt: Date | null;
};

/**
 * Whether the question comes straight after a study round (training and review show trees to
 * study before each group of questions): the time since the last answer is then study time, not
 * hesitation, so it says nothing about how hard the tree was to name.
 */
function followsStudy(mode: QuizMode, studied: number, position: number): boolean {
  if (mode === 'training') return position % TRAINING.quizzedPerGroup === 0;
  if (mode === 'review') return position < studied && position % REVIEW.treesPerGroup === 0;
  return false;
}

/**
 * When the question appeared: at the previous question's answer, or at the quiz's start for the
 * first; unknown (null) straight after a study round.
 */
export function shownAt({ mode, studied, position, quizStartedAt, previousAnsweredAt }: QuestionTiming): Date | null {
  if (followsStudy(mode, studied, position)) return null;
  return position === 0 ? quizStartedAt : previousAnsweredAt;
}
