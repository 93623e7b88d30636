import type { Quiz } from '@leafwise/contract';
import { type ReactNode, useState } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFinishQuiz } from '../api/finish-quiz.ts';
import { groupCount, nextStep, placeInGroup, resumeStep, studyGroup, type TrainingStep } from '../training-steps.ts';
import { LoadedQuiz } from './loaded-quiz.tsx';
import { QuestionView } from './question-view.tsx';
import styles from './quiz.module.css';
import { QuizResult } from './quiz-result.tsx';
import { StudyTree } from './study-tree.tsx';

const LOAD_FAILED = 'Your session could not be loaded.';
const FINISH_FAILED = 'Your training could not be saved. Please try again.';

type TrainingRunProps = {
  quizId: string;
  onBack: () => void;
  /** The words of the way back at the end: to where the session was started from. */
  backLabel?: string;
  /** What a link to a session that is not there (or not this player's) shows. */
  notFound: ReactNode;
};

/** A training session: study three trees, answer two questions on them, twice over, then the counts. */
export function TrainingRun({ quizId, onBack, backLabel, notFound }: TrainingRunProps) {
  return (
    <LoadedQuiz
      quizId={quizId}
      notFound={notFound}
      title="Training"
      loading="Loading your training..."
      loadFailed={LOAD_FAILED}
      backLabel="Back"
      onBack={onBack}
    >
      {(quiz) => <TrainingSteps quiz={quiz} onBack={onBack} backLabel={backLabel} />}
    </LoadedQuiz>
  );
}

function TrainingSteps({ quiz, onBack, backLabel = 'Back' }: { quiz: Quiz; onBack: () => void; backLabel?: string }) {
  const [step, setStep] = useState<TrainingStep>(() => resumeStep(quiz));
  const finish = useFinishQuiz();
  const groups = groupCount(quiz);

  function advance() {
    const next = nextStep(quiz, step);
    if (next !== 'finish') return setStep(next);
    finish.mutate(quiz.quiz_id, { onSuccess: () => setStep({ kind: 'done' }) });
  }

  if (step.kind === 'done') {
    return (
      <QuizResult
        title={quiz.mode === 'review' ? 'Review Complete!' : 'Training Complete!'}
        correct={quiz.correct}
        incorrect={quiz.incorrect}
        backLabel={backLabel}
        onBack={onBack}
        quiz={quiz}
      />
    );
  }

  if (step.kind === 'study') {
    const trees = studyGroup(quiz, step.group);
    const tree = trees[step.tree];
    if (!tree) return null;
    const last = step.tree === trees.length - 1;
    return (
      <div className={styles.run}>
        <StudyTree
          tree={tree}
          progress={`Group ${step.group + 1} of ${groups} · Study tree ${step.tree + 1} of ${trees.length}`}
          nextLabel={last ? 'Start the quiz' : 'Next Tree'}
          onNext={advance}
        />
      </div>
    );
  }

  const question = quiz.questions[step.index];
  if (!question) return null;
  const { group, position, size } = placeInGroup(quiz, step.index);
  return (
    <div className={styles.run}>
      <QuestionView
        quizId={quiz.quiz_id}
        question={question}
        progress={`Group ${group + 1} of ${groups} · Question ${position + 1} of ${size}`}
        onNext={advance}
        nextBusy={finish.isPending}
        nextError={
          finish.isError ? (
            <ErrorWithRetry message={errorMessage(finish.error, FINISH_FAILED)} onRetry={advance} />
          ) : null
        }
      />
    </div>
  );
}
