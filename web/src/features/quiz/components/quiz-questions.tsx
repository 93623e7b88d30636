import type { Quiz } from '@leafwise/contract';
import { useState } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFinishQuiz } from '../api/finish-quiz.ts';
import { resumeIndex } from '../quiz-progress.ts';
import { ExitButton } from './exit-button.tsx';
import { PictureQuestionView } from './picture-question-view.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { QuestionView } from './question-view.tsx';
import styles from './quiz.module.css';
import { Tally } from './tally.tsx';

const FINISH_FAILED = 'Your result could not be saved. Please try again.';

type QuizQuestionsProps = {
  quiz: Quiz;
  /** Said before "Question 2 of 10" (a course unit's title); nothing for a test. */
  label?: string;
  /** The exit button's words; ExitButton's own by default. */
  exitLabel?: string;
  onExit: () => void;
};

/**
 * A quiz played question by question from the first unanswered one (a test, a course unit's
 * practice): the tally and progress above, each question as a name or a picture question, and
 * the quiz finished after the last. The caller shows the result once it is finished.
 */
export function QuizQuestions({ quiz, label, exitLabel, onExit }: QuizQuestionsProps) {
  const [index, setIndex] = useState(() => resumeIndex(quiz));
  const finish = useFinishQuiz();
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  // The callers' checks (quizProblem) leave no quiz without questions here.
  if (!question) return null;

  function next() {
    if (index < total - 1) setIndex(index + 1);
    else finish.mutate(quiz.quiz_id);
  }

  const shared = {
    quizId: quiz.quiz_id,
    question,
    progress: `${label ? `${label} · ` : ''}Question ${index + 1} of ${total}`,
    names: quiz.names,
    onNext: next,
    nextBusy: finish.isPending,
    nextError: finish.isError ? (
      <ErrorWithRetry message={errorMessage(finish.error, FINISH_FAILED)} onRetry={next} />
    ) : null,
  };
  return (
    <div className={styles.run}>
      <div className={styles.toolbar}>
        <ExitButton onExit={onExit} label={exitLabel} />
        <Tally correct={quiz.correct} incorrect={quiz.incorrect} />
      </div>
      <ProgressBar value={index + (question.answer ? 1 : 0)} max={total} />
      {question.kind === 'picture' ? <PictureQuestionView {...shared} /> : <QuestionView {...shared} />}
    </div>
  );
}
