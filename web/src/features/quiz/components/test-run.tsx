import { LEVELS, type Quiz, TEST_SIZES } from '@leafwise/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ErrorWithRetry, Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFinishQuiz } from '../api/finish-quiz.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { quizProblem, resumeIndex } from '../quiz-progress.ts';
import challengeStyles from './challenge.module.css';
import { ChallengeRun } from './challenge-run.tsx';
import { ExitButton } from './exit-button.tsx';
import { QuestionView } from './question-view.tsx';
import styles from './quiz.module.css';
import { QuizResult } from './quiz-result.tsx';
import { Tally } from './tally.tsx';
import type { TestSettingsValue } from './test-settings.tsx';

const LOAD_FAILED = 'Your quiz could not be loaded.';
const FINISH_FAILED = 'Your result could not be saved. Please try again.';

type TestRunProps = {
  quizId: string;
  /** Back to the settings, filled in as this quiz was set up when it has loaded. */
  onExit: (settings?: TestSettingsValue) => void;
};

/** The settings a quiz was started with, to offer them again. */
function settingsOf(quiz: Quiz): TestSettingsValue {
  const size = TEST_SIZES.find((entry) => entry === quiz.questions.length);
  const level = LEVELS.find((entry) => entry.value === quiz.level)?.value;
  return { treeCount: size, level, type: quiz.type ?? 'all' };
}

/** A test from its first open question to "Quiz Complete!", or a leaderboard challenge. */
export function TestRun({ quizId, onExit: exitTo }: TestRunProps) {
  const quiz = useQuiz(quizId);
  const onExit = () => exitTo(quiz.data && settingsOf(quiz.data));
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
  if (quiz.data.mode === 'challenge') return <ChallengeRun quiz={quiz.data} onExit={() => exitTo()} />;
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
      >
        <TestScoreNotSubmitted />
      </QuizResult>
    );
  }
  return <TestQuestions quiz={quiz.data} onExit={onExit} />;
}

function TestQuestions({ quiz, onExit }: { quiz: Quiz; onExit: () => void }) {
  const [index, setIndex] = useState(() => resumeIndex(quiz));
  const finish = useFinishQuiz();
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  // TestRun's checks leave no quiz without questions here.
  if (!question) return null;

  function next() {
    if (index < total - 1) setIndex(index + 1);
    else finish.mutate(quiz.quiz_id);
  }

  return (
    <div className={styles.run}>
      <div className={styles.toolbar}>
        <ExitButton onExit={onExit} />
        <Tally correct={quiz.correct} incorrect={quiz.incorrect} />
      </div>
      <ProgressBar value={index + (question.answer ? 1 : 0)} max={total} />
      <QuestionView
        quizId={quiz.quiz_id}
        question={question}
        progress={`Question ${index + 1} of ${total}`}
        onNext={next}
        nextBusy={finish.isPending}
        nextError={
          finish.isError ? <ErrorWithRetry message={errorMessage(finish.error, FINISH_FAILED)} onRetry={next} /> : null
        }
      />
    </div>
  );
}

/** How much of the quiz is answered; the words ("Question 3 of 10") are with the heading. */
function ProgressBar({ value, max }: { value: number; max: number }) {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={styles.barFill} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}

/**
 * SPEC's end screen has a leaderboard submit button that is "currently disabled": a test's score
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
