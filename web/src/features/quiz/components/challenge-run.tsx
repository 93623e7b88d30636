import type { Quiz } from '@leafwise/contract';
import { CHALLENGE } from '@leafwise/contract/constants';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { answerMutationKey } from '../api/answer-question.ts';
import { useFinishQuiz } from '../api/finish-quiz.ts';
import { useSubmitScore } from '../api/submit-score.ts';
import { resumeIndex } from '../quiz-progress.ts';
import styles from './challenge.module.css';
import { StopwatchIcon } from './challenge-start.tsx';
import { ExitButton } from './exit-button.tsx';
import { QuestionView } from './question-view.tsx';
import quizStyles from './quiz.module.css';
import { QuizResult } from './quiz-result.tsx';
import { Tally } from './tally.tsx';
import { useSecondsLeft } from './use-seconds-left.ts';

const FINISH_FAILED = 'Your result could not be saved. Please try again.';
const SUBMIT_FAILED = 'Your score could not be put on the leaderboard. Please try again.';
/** Said to screen readers as the time runs down; the timer itself is not a live region. */
const ANNOUNCED_AT = new Set([30, 10]);
/**
 * How long an answer's outcome stays before the next question comes by itself, against the clock:
 * long enough to see it was right, a little longer to read which tree it was when it was not.
 * Next is still there for a player who is quicker.
 */
const AUTO_NEXT_MS = { right: 700, wrong: 1200 } as const;

/**
 * The one-minute leaderboard challenge: questions one after another under a countdown, each moving
 * on by itself after its answer, then the score, "Submit score" and the way back to the board. The
 * count runs to the server's deadline, measured from when its answer arrived (`time_left_ms`), so a
 * wrong clock on this device does not matter; the server refuses answers that come too late anyway.
 */
export function ChallengeRun({ quiz }: { quiz: Quiz }) {
  const navigate = useNavigate();
  const [endsAt] = useState(() => Date.now() + (quiz.time_left_ms ?? 0));
  const seconds = useSecondsLeft(endsAt);
  const [ranOut, setRanOut] = useState(false);
  const over = seconds === 0 || ranOut || quiz.finished_at !== null;
  // A very quick player can answer every question before the minute is up: then the clock has nothing to count.
  const allAnswered = quiz.questions.every((question) => question.answer !== null);
  return (
    <div className={quizStyles.run}>
      <div className={`${quizStyles.toolbar} ${styles.stickyBar}`}>
        {over ? null : <ExitButton onExit={() => navigate(paths.leaderboard)} label="Back to the leaderboard" />}
        {over && allAnswered ? null : <Countdown seconds={seconds} />}
      </div>
      {over ? (
        <ChallengeEnd quiz={quiz} allAnswered={allAnswered} />
      ) : (
        <ChallengeQuestions quiz={quiz} onAllAnswered={() => setRanOut(true)} />
      )}
    </div>
  );
}

function Countdown({ seconds }: { seconds: number }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (ANNOUNCED_AT.has(seconds)) setSaid(`${seconds} seconds left`);
    else if (seconds === 0) setSaid('Time is up');
  }, [seconds]);
  const minutes = Math.floor(seconds / 60);
  const clock = `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <div className={`${styles.countdown} ${seconds <= 10 ? styles.hurry : ''}`}>
      <StopwatchIcon />
      <span role="timer" aria-label="Time left" className={styles.clock}>
        {clock}
      </span>
      <span aria-hidden="true" className={styles.unit}>
        left
      </span>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </div>
  );
}

function ChallengeQuestions({ quiz, onAllAnswered }: { quiz: Quiz; onAllAnswered: () => void }) {
  const [index, setIndex] = useState(() => resumeIndex(quiz));
  const question = quiz.questions[index];
  const next = () => (index < quiz.questions.length - 1 ? setIndex(index + 1) : onAllAnswered());
  // An event, not a dependency: the countdown re-renders every moment, which must not restart the pause.
  const moveOn = useEffectEvent(next);
  const outcome = question?.answer ? (question.answer.correct ? 'right' : 'wrong') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new outcome on this question (its index) starts the pause.
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(moveOn, AUTO_NEXT_MS[outcome]);
    return () => window.clearTimeout(timer);
  }, [outcome, index]);
  if (!question) return null;
  return (
    <>
      <Tally correct={quiz.correct} incorrect={quiz.incorrect} />
      <QuestionView
        quizId={quiz.quiz_id}
        question={question}
        progress={`Question ${index + 1}`}
        onNext={next}
        minAnswerMs={CHALLENGE.minAnswerMs}
      />
    </>
  );
}

/**
 * Time is up: once the answers on their way have landed, the quiz is finished and its score shown,
 * and the way out leads back to the board the run was for.
 */
function ChallengeEnd({ quiz, allAnswered }: { quiz: Quiz; allAnswered: boolean }) {
  const navigate = useNavigate();
  const finish = useFinishQuiz();
  const answering = useIsMutating({ mutationKey: answerMutationKey(quiz.quiz_id) }) > 0;
  const finished = quiz.finished_at !== null;
  const { mutate, isIdle } = finish;

  useEffect(() => {
    if (!finished && !answering && isIdle) mutate(quiz.quiz_id);
  }, [finished, answering, isIdle, mutate, quiz.quiz_id]);

  if (finish.isError) {
    return <ErrorWithRetry message={errorMessage(finish.error, FINISH_FAILED)} onRetry={() => mutate(quiz.quiz_id)} />;
  }
  const title = allAnswered ? 'Every question answered!' : 'Time is up!';
  if (!finished) return <Loading>{title} Adding up your score...</Loading>;
  return (
    <QuizResult
      title={title}
      score={quiz.score}
      correct={quiz.correct}
      incorrect={quiz.incorrect}
      backLabel="Back to the leaderboard"
      onBack={() => navigate(paths.leaderboard)}
      quiz={quiz}
    >
      <SubmitScore quiz={quiz} />
    </QuizResult>
  );
}

function SubmitScore({ quiz }: { quiz: Quiz }) {
  const submit = useSubmitScore(quiz.quiz_id);
  const submitted = quiz.submitted_at !== null || submit.isSuccess;
  const entry = submit.data?.entry;
  // The board takes no 0 (the server refuses it too), so there is nothing to submit.
  if (quiz.score === 0 && !submitted) {
    return (
      <p className={styles.note}>A score of 0 does not go on the leaderboard: name more trees right than wrong.</p>
    );
  }
  return (
    <div className={styles.submit}>
      <button type="button" className="button" onClick={() => submit.mutate()} disabled={submitted || submit.isPending}>
        {submit.isPending ? 'Submitting...' : submitted ? 'Score submitted' : 'Submit score'}
      </button>
      <div role="status">
        {submitted ? (
          <p className={styles.submitted}>
            {entry
              ? entry.score > (submit.data?.score ?? 0)
                ? `On the leaderboard. Your best is still ${entry.score}, at rank ${entry.rank}.`
                : `On the leaderboard at rank ${entry.rank}.`
              : 'This score is on the leaderboard.'}{' '}
            <Link to={paths.leaderboard}>See the leaderboard</Link>
          </p>
        ) : null}
      </div>
      {submit.isError && !submitted ? (
        <ErrorWithRetry message={errorMessage(submit.error, SUBMIT_FAILED)} onRetry={() => submit.mutate()} />
      ) : null}
    </div>
  );
}
