import type { Quiz } from '@leafwise/contract';
import type { ReactNode } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isMissingQuiz, isQuizId, useQuiz } from '../api/get-quiz.ts';
import { quizProblem } from '../quiz-progress.ts';

type LoadedQuizProps = {
  quizId: string;
  /** What a link to a quiz that is not there (or not this player's) shows. */
  notFound: ReactNode;
  /** Whether a quiz belongs where it is opened: a unit's page plays only its own unit's quizzes. */
  belongs?: (quiz: Quiz) => boolean;
  /** The tab's title: "Test quiz", "Training", or from the quiz once it is known ("Practice"). */
  title: string | ((quiz: Quiz | undefined) => string);
  /** While the quiz loads: "Loading your quiz...". */
  loading: string;
  /** When it cannot be loaded: "Your quiz could not be loaded.". */
  loadFailed: string;
  /** The way out beside a failure: "Back to Test Settings", "Back". */
  backLabel: string;
  onBack: () => void;
  /** The quiz, loaded and playable. */
  children: (quiz: Quiz) => ReactNode;
};

/**
 * Every run's way to a quiz from its id (a test, a training, a unit's practice or checkpoint): the
 * not-found screen for a quiz that is not there, then the loading line, a failure to load with
 * Try again, or a quiz that cannot be played, each with the way out, and else the quiz.
 */
export function LoadedQuiz({ quizId, notFound, belongs, ...found }: LoadedQuizProps) {
  const quiz = useQuiz(quizId);
  // Before anything names the tab, so the not-found screen's own title stands.
  if (!isQuizId(quizId) || isMissingQuiz(quiz.error)) return notFound;
  if (quiz.data && belongs && !belongs(quiz.data)) return notFound;
  return <FoundQuiz quizId={quizId} {...found} />;
}

function FoundQuiz({
  quizId,
  title,
  loading,
  loadFailed,
  backLabel,
  onBack,
  children,
}: Omit<LoadedQuizProps, 'notFound' | 'belongs'>) {
  const quiz = useQuiz(quizId);
  useDocumentTitle(typeof title === 'string' ? title : title(quiz.data));
  const back = (
    <button type="button" className="button" onClick={onBack}>
      {backLabel}
    </button>
  );
  if (quiz.isPending) return <Loading>{loading}</Loading>;
  if (quiz.isError) {
    return (
      <ErrorWithRetry
        message={errorMessage(quiz.error, loadFailed)}
        onRetry={() => quiz.refetch()}
        retrying={quiz.isFetching}
      >
        {back}
      </ErrorWithRetry>
    );
  }
  const problem = quizProblem(quiz.data);
  if (problem) return <ErrorWithRetry message={problem}>{back}</ErrorWithRetry>;
  return children(quiz.data);
}
