import type { Quiz } from '@leafwise/contract';
import { LEVELS, TEST_SIZES } from '@leafwise/contract/constants';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { isMissingQuiz, isQuizId, useQuiz } from '../api/get-quiz.ts';
import { quizProblem } from '../quiz-progress.ts';
import { settingsFromSearch } from '../test-settings-search.ts';
import challengeStyles from './challenge.module.css';
import { ChallengeRun } from './challenge-run.tsx';
import { QuizQuestions } from './quiz-questions.tsx';
import { QuizResult } from './quiz-result.tsx';
import type { TestSettingsValue } from './test-settings.tsx';

const LOAD_FAILED = 'Your quiz could not be loaded.';

type TestRunProps = {
  quizId: string;
  /** Back to the settings, filled in as this quiz was set up when it has loaded. */
  onExit: (settings?: TestSettingsValue) => void;
  /** What a link to a quiz that is not there (or not this player's) shows. */
  notFound: ReactNode;
};

/**
 * The settings a quiz was started with, to offer them again: as kept in the URL beside ?quiz=,
 * else as the quiz tells them (its number of questions is the size only when enough trees matched).
 */
function settingsOf(quiz: Quiz, kept: TestSettingsValue): TestSettingsValue {
  const size = TEST_SIZES.find((entry) => entry === quiz.questions.length);
  const level = LEVELS.find((entry) => entry.value === quiz.level)?.value;
  return {
    treeCount: kept.treeCount ?? size,
    level: kept.level ?? level,
    type: kept.type ?? quiz.type ?? 'all',
    names: quiz.names,
    slots: quiz.slots,
  };
}

/** A test from its first open question to "Quiz Complete!", or a leaderboard challenge. */
export function TestRun({ quizId, onExit, notFound }: TestRunProps) {
  const quiz = useQuiz(quizId);
  // Before anything names the tab, so the not-found screen's own title stands.
  if (!isQuizId(quizId) || isMissingQuiz(quiz.error)) return notFound;
  return <FoundTestRun quizId={quizId} onExit={onExit} />;
}

function FoundTestRun({ quizId, onExit: exitTo }: Omit<TestRunProps, 'notFound'>) {
  const quiz = useQuiz(quizId);
  const [searchParams] = useSearchParams();
  useDocumentTitle('Test quiz');
  const onExit = () => exitTo(quiz.data && settingsOf(quiz.data, settingsFromSearch(searchParams)));
  if (quiz.isPending) return <Loading>Loading your quiz...</Loading>;
  if (quiz.isError) {
    return (
      <ErrorWithRetry
        message={errorMessage(quiz.error, LOAD_FAILED)}
        onRetry={() => quiz.refetch()}
        retrying={quiz.isFetching}
      >
        <button type="button" className="button" onClick={onExit}>
          Back to Test Settings
        </button>
      </ErrorWithRetry>
    );
  }
  const problem = quizProblem(quiz.data);
  if (problem) {
    return (
      <ErrorWithRetry message={problem}>
        <button type="button" className="button" onClick={onExit}>
          Back to Test Settings
        </button>
      </ErrorWithRetry>
    );
  }
  if (quiz.data.mode === 'challenge') return <ChallengeRun quiz={quiz.data} />;
  if (quiz.data.finished_at) {
    const { score, correct, incorrect } = quiz.data;
    return (
      <QuizResult
        title="Quiz Complete!"
        score={score}
        correct={correct}
        incorrect={incorrect}
        backLabel="Back to Test Settings"
        onBack={onExit}
        quiz={quiz.data}
      >
        <TestScoreNotSubmitted />
      </QuizResult>
    );
  }
  return <QuizQuestions quiz={quiz.data} onExit={onExit} />;
}

/**
 * The end screen has a leaderboard submit button that is "currently disabled": a test's score
 * stays off the board, which only the timed challenge feeds, and the screen says where to go.
 */
function TestScoreNotSubmitted() {
  return (
    <div className={challengeStyles.submit}>
      <button type="button" className="button" disabled aria-describedby="test-score-not-submitted">
        Submit score
      </button>
      <p id="test-score-not-submitted" className={challengeStyles.note}>
        Submitting test scores is currently disabled. The leaderboard takes scores from the{' '}
        <Link to={paths.leaderboard}>one-minute leaderboard challenge</Link>.
      </p>
    </div>
  );
}
