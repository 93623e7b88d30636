import type { Quiz } from '@leafwise/contract';
import type { UnitQuizRunProps } from '../../../lib/unit-quiz-run.ts';
import { LoadedQuiz } from './loaded-quiz.tsx';
import { QuizQuestions } from './quiz-questions.tsx';
import { QuizResult } from './quiz-result.tsx';

const LOAD_FAILED = 'Your quiz could not be loaded.';

/** Named before each question's number, and the tab's title. */
const LABELS: Partial<Record<Quiz['mode'], string>> = { practice: 'Practice', checkpoint: 'Checkpoint' };
const labelOf = (quiz: Quiz | undefined) => (quiz && LABELS[quiz.mode]) ?? 'Quiz';

const isUnitQuiz = (quiz: Quiz, unitId: string) =>
  (quiz.mode === 'practice' || quiz.mode === 'checkpoint') && quiz.unit_id === unitId;

/**
 * A unit's quiz from its first open question to its end screen: name questions and picture
 * questions in turn, a tally and a progress bar above, the debrief at the end.
 */
export function UnitQuizRun({ quizId, unitId, exitLabel, onExit, notFound, endTitle, endContent }: UnitQuizRunProps) {
  return (
    <LoadedQuiz
      quizId={quizId}
      notFound={notFound}
      belongs={(quiz) => isUnitQuiz(quiz, unitId)}
      title={labelOf}
      loading="Loading your quiz..."
      loadFailed={LOAD_FAILED}
      backLabel={exitLabel}
      onBack={onExit}
    >
      {(quiz) =>
        quiz.finished_at ? (
          <QuizResult
            title={endTitle(quiz)}
            correct={quiz.correct}
            incorrect={quiz.incorrect}
            backLabel={exitLabel}
            onBack={onExit}
            quiz={quiz}
          >
            {endContent(quiz)}
          </QuizResult>
        ) : (
          <QuizQuestions quiz={quiz} label={labelOf(quiz)} exitLabel={exitLabel} onExit={onExit} />
        )
      }
    </LoadedQuiz>
  );
}
