import type { Quiz } from '@leafwise/contract';
import { LEVELS, TEST_SIZES } from '@leafwise/contract/constants';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { settingsFromSearch } from '../test-settings-search.ts';
import challengeStyles from './challenge.module.css';
import { ChallengeRun } from './challenge-run.tsx';
import { LoadedQuiz } from './loaded-quiz.tsx';
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
export function TestRun({ quizId, onExit: exitTo, notFound }: TestRunProps) {
  const quiz = useQuiz(quizId);
  const [searchParams] = useSearchParams();
  const onExit = () => exitTo(quiz.data && settingsOf(quiz.data, settingsFromSearch(searchParams)));
  return (
    <LoadedQuiz
      quizId={quizId}
      notFound={notFound}
      title="Test quiz"
      loading="Loading your quiz..."
      loadFailed={LOAD_FAILED}
      backLabel="Back to Test Settings"
      onBack={onExit}
    >
      {(found) => {
        if (found.mode === 'challenge') return <ChallengeRun quiz={found} />;
        if (!found.finished_at) return <QuizQuestions quiz={found} onExit={onExit} />;
        return (
          <QuizResult
            title="Quiz Complete!"
            score={found.score}
            correct={found.correct}
            incorrect={found.incorrect}
            backLabel="Back to Test Settings"
            onBack={onExit}
            quiz={found}
          >
            <TestScoreNotSubmitted />
          </QuizResult>
        );
      }}
    </LoadedQuiz>
  );
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
