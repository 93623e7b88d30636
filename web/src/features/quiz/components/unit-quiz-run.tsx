import type { Quiz } from '@leafwise/contract';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isMissingQuiz, isQuizId, useQuiz } from '../api/get-quiz.ts';
import { quizProblem } from '../quiz-progress.ts';
import { QuizQuestions } from './quiz-questions.tsx';
import { QuizResult } from './quiz-result.tsx';

const LOAD_FAILED = 'Your quiz could not be loaded.';

/** A course unit's practice or checkpoint: what the course's unit page gives it (through the router). */
export type UnitQuizRunProps = {
  quizId: string;
  /** The unit the page is about: a quiz of another unit, or of another mode, is not found here. */
  unitId: string;
  /** Back to the unit: during the quiz it asks for a second click, as a test's exit does. */
  exitLabel: string;
  onExit: () => void;
  notFound: ReactNode;
  /** The end screen's title, and what it says and offers under the counts (a checkpoint's verdict, the next step). */
  endTitle: (quiz: Quiz) => string;
  endContent: (quiz: Quiz) => ReactNode;
};

/** Named before each question's number, and the tab's title. */
const LABELS: Partial<Record<Quiz['mode'], string>> = { practice: 'Practice', checkpoint: 'Checkpoint' };

const isUnitQuiz = (quiz: Quiz, unitId: string) =>
  (quiz.mode === 'practice' || quiz.mode === 'checkpoint') && quiz.unit_id === unitId;

/**
 * A unit's quiz from its first open question to its end screen: name questions and picture
 * questions in turn, a tally and a progress bar above, the debrief at the end.
 */
export function UnitQuizRun(props: UnitQuizRunProps) {
  const { quizId, unitId, notFound } = props;
  const quiz = useQuiz(quizId);
  if (!isQuizId(quizId) || isMissingQuiz(quiz.error)) return notFound;
  if (quiz.data && !isUnitQuiz(quiz.data, unitId)) return notFound;
  return <FoundUnitQuiz {...props} />;
}

function FoundUnitQuiz({ quizId, exitLabel, onExit, endTitle, endContent }: UnitQuizRunProps) {
  const quiz = useQuiz(quizId);
  const label = (quiz.data && LABELS[quiz.data.mode]) ?? 'Quiz';
  useDocumentTitle(label);
  const back = (
    <button type="button" className="button" onClick={onExit}>
      {exitLabel}
    </button>
  );
  if (quiz.isPending) return <Loading>Loading your quiz...</Loading>;
  if (quiz.isError) {
    return (
      <ErrorWithRetry
        message={errorMessage(quiz.error, LOAD_FAILED)}
        onRetry={() => quiz.refetch()}
        retrying={quiz.isFetching}
      >
        {back}
      </ErrorWithRetry>
    );
  }
  const problem = quizProblem(quiz.data);
  if (problem) return <ErrorWithRetry message={problem}>{back}</ErrorWithRetry>;
  if (quiz.data.finished_at) {
    return (
      <QuizResult
        title={endTitle(quiz.data)}
        correct={quiz.data.correct}
        incorrect={quiz.data.incorrect}
        backLabel={exitLabel}
        onBack={onExit}
        quiz={quiz.data}
      >
        {endContent(quiz.data)}
      </QuizResult>
    );
  }
  return <QuizQuestions quiz={quiz.data} label={label} exitLabel={exitLabel} onExit={onExit} />;
}
