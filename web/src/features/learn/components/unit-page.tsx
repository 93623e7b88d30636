import type { UnitDetail } from '@leafwise/contract';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import type { StudyCardProps } from '../../../lib/study-card.ts';
import type { UnitQuizRunProps } from '../../../lib/unit-quiz-run.ts';
import { isMissingUnit, isUnitId, useUnit } from '../api/get-unit.ts';
import { useMarkStep } from '../api/mark-step.ts';
import { useStartUnitQuiz } from '../api/start-unit-quiz.ts';
import { placeFromSearch, quizSearch, stepSearch, type UnitStep } from '../unit-steps.ts';
import { usePracticeChoices } from '../use-practice-choices.ts';
import { DocumentTitle } from './document-title.tsx';
import { LockedUnit } from './locked-unit.tsx';
import type { Starting } from './start-error.tsx';
import { UnitHeader } from './unit-header.tsx';
import { UnitLesson } from './unit-lesson.tsx';
import styles from './unit-page.module.css';
import { endTitle, UnitQuizEnd } from './unit-quiz-end.tsx';
import { UnitQuizIntro } from './unit-quiz-intro.tsx';
import { UnitStepper } from './unit-stepper.tsx';
import { UnitStudy } from './unit-study.tsx';

type UnitPageProps = {
  /** The app's not-found screen: for an id that is no unit's, or a ?quiz= that is no quiz of this unit's. */
  notFound: ReactNode;
  StudyCard: ComponentType<StudyCardProps>;
  /** The quiz feature's run of a practice or a checkpoint, given through the router. */
  QuizRun: ComponentType<UnitQuizRunProps>;
};

const LOAD_FAILED = 'This unit could not be loaded.';

/** /learn/:unitId: a unit step by step, its lesson, study cards, practice and checkpoint (?step=, ?quiz=). */
export function UnitPage(props: UnitPageProps) {
  const { unitId = '' } = useParams();
  const unit = useUnit(unitId);
  // Before anything names the tab, so the not-found screen's own title stands.
  if (!isUnitId(unitId) || isMissingUnit(unit.error)) return props.notFound;
  return <FoundUnit key={unitId} unitId={unitId} {...props} />;
}

function FoundUnit({ unitId, ...parts }: UnitPageProps & { unitId: string }) {
  const unit = useUnit(unitId);
  if (unit.isPending) return <Loading>Loading the unit...</Loading>;
  if (unit.isError) {
    return (
      <ErrorWithRetry
        message={errorMessage(unit.error, LOAD_FAILED)}
        onRetry={() => unit.refetch()}
        retrying={unit.isFetching}
      >
        <Link className="button button-secondary" to={paths.learn}>
          Back to the course
        </Link>
      </ErrorWithRetry>
    );
  }
  const { unit: detail, signed_in: signedIn } = unit.data;
  if (detail.state === 'locked') return <LockedUnit unit={detail} signedIn={signedIn} />;
  return <UnitSteps unit={detail} signedIn={signedIn} {...parts} />;
}

type UnitStepsProps = UnitPageProps & { unit: UnitDetail; signedIn: boolean };

function UnitSteps({ unit, signedIn, notFound, StudyCard, QuizRun }: UnitStepsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { step, quizId } = placeFromSearch(searchParams);
  const [choices, setChoices] = usePracticeChoices();
  const start = useStartUnitQuiz();
  const { mutate: markStep } = useMarkStep();
  const lessonRead = unit.steps_done.includes('lesson');

  // The lesson shown is the lesson read: the unit's Continue goes on from it (docs/course.md).
  useEffect(() => {
    if (signedIn && step === 'lesson' && !quizId && !lessonRead) markStep({ unitId: unit.id, step: 'lesson' });
  }, [signedIn, step, quizId, lessonRead, markStep, unit.id]);

  // Each step starts at the top of the page: the layout does that only for a new path.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the quiz are what move the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step, quizId]);

  const goTo = (next: UnitStep) => setSearchParams(stepSearch(next));
  function begin(mode: 'practice' | 'checkpoint') {
    if (start.isPending) return;
    start.mutate(
      { mode, unitId: unit.id, choices },
      { onSuccess: (quiz) => setSearchParams(quizSearch(mode, quiz.quiz_id)) },
    );
  }
  const starting: Starting = { pending: start.isPending, error: start.error, mode: start.variables?.mode };

  if (quizId) {
    return (
      // The quiz feature's code may still be on its way: the page says so rather than going blank.
      <Suspense fallback={<Loading>Loading your quiz...</Loading>}>
        <QuizRun
          key={quizId}
          quizId={quizId}
          unitId={unit.id}
          exitLabel="Back to the unit"
          onExit={() => goTo('lesson')}
          notFound={notFound}
          endTitle={endTitle}
          endContent={(quiz) => <UnitQuizEnd quiz={quiz} unit={unit} onBegin={begin} starting={starting} />}
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.page}>
      <DocumentTitle page={unit.title} />
      <UnitHeader unit={unit} heading={step !== 'study'} />
      <UnitStepper unit={unit} step={step} />
      {step === 'lesson' ? <UnitLesson unit={unit} onStep={goTo} /> : null}
      {step === 'study' ? (
        <Suspense fallback={<Loading>Loading the trees...</Loading>}>
          <UnitStudy
            unit={unit}
            StudyCard={StudyCard}
            signedIn={signedIn}
            onDone={() => {
              if (!signedIn) return goTo('practice');
              // Studied to the last tree: noted, then straight on to practice.
              if (!unit.steps_done.includes('study')) markStep({ unitId: unit.id, step: 'study' });
              begin('practice');
            }}
            starting={starting}
          />
        </Suspense>
      ) : null}
      {step === 'practice' || step === 'checkpoint' ? (
        <UnitQuizIntro
          key={step}
          mode={step}
          unit={unit}
          signedIn={signedIn}
          choices={choices}
          onChoices={setChoices}
          onBegin={() => begin(step)}
          starting={starting}
        />
      ) : null}
    </div>
  );
}
