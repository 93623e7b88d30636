import type { Progress } from '@leafwise/contract';
import { Link, useNavigate } from 'react-router';
import { useProgress } from '../../../api/get-progress.ts';
import { useStartReview } from '../../../api/start-review.ts';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { trainingSessionPath, unitPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { knownCount, MASTERED_COMES, TREE_STAGES } from '../../../lib/tree-stages.ts';
import { AccuracyChart } from './accuracy-chart.tsx';
import { ConfusionList } from './confusion-list.tsx';
import styles from './progress.module.css';
import { SpeciesTable } from './species-table.tsx';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** /progress: what the signed-in user knows, what is due, what they mix up, and every tree answered; the words for how well. */
export function ProgressPage() {
  useDocumentTitle('Your Progress');
  const progress = useProgress();
  return (
    <div className={styles.page}>
      <h1>Your Progress</h1>
      {progress.isPending ? (
        <Loading>Loading your progress...</Loading>
      ) : progress.isError ? (
        <ErrorWithRetry
          message={errorMessage(progress.error, 'We could not load your progress.')}
          onRetry={() => progress.refetch()}
        />
      ) : progress.data.answers === 0 ? (
        <>
          <NothingYet />
          <Stages />
        </>
      ) : (
        <Report progress={progress.data} />
      )}
    </div>
  );
}

function NothingYet() {
  return (
    <section className={`surface ${styles.card}`}>
      <p>
        You have not answered any questions yet. Follow <Link to={paths.learn}>the course</Link> from its first unit,
        start a <Link to={paths.train}>Quick Training</Link> or <Link to={paths.test}>take a test</Link>: every answer
        counts here, and the trees you miss come back for review.
      </p>
    </section>
  );
}

/** Where the learner stands in the guided course: units done, and the way to the next one. */
function CourseStanding({ course }: { course: Progress['course'] }) {
  return (
    <section className={`surface ${styles.card}`} aria-labelledby="course-title">
      <h2 id="course-title">The course</h2>
      <p>
        {course.units_done} of {plural(course.units_total, 'unit')} done.{' '}
        {course.current_unit_id ? (
          <>
            <Link to={unitPath(course.current_unit_id)}>Go on with your next unit</Link> or{' '}
            <Link to={paths.learn}>see the whole path</Link>.
          </>
        ) : (
          <>
            You have finished it! <Link to={paths.learn}>See the path</Link>.
          </>
        )}
      </p>
    </section>
  );
}

/** Starts the review of the trees due at once, and comes back to this summary when it ends. */
function ReviewNow() {
  const start = useStartReview();
  const navigate = useNavigate();
  const review = () =>
    start.mutate(undefined, {
      onSuccess: (quiz) => navigate(trainingSessionPath(quiz.quiz_id, `${paths.progress}#summary-title`)),
    });
  return (
    <>
      <button type="button" className="button button-secondary" onClick={review} disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Review them now'}
      </button>
      {start.isError ? (
        <span role="alert" className={styles.error}>
          {' '}
          {errorMessage(start.error, 'The review could not start. Please try again.')}
        </span>
      ) : null}
    </>
  );
}

function Report({ progress }: { progress: Progress }) {
  const share = Math.round((100 * progress.right) / progress.answers);
  return (
    <>
      <section className={`surface ${styles.card}`} aria-labelledby="summary-title">
        <h2 id="summary-title" className="visually-hidden">
          Summary
        </h2>
        <dl className={styles.stats}>
          <Stat term="Trees seen" value={progress.seen} />
          <Stat term="Trees known" value={knownCount(progress.species)} />
          <Stat term="Trees mastered" value={progress.mastered} />
          <Stat term="Due now" value={progress.due} />
          <Stat term="Day streak" value={progress.streak_days} />
        </dl>
        <p>
          You have answered {plural(progress.answers, 'question')} and got {progress.right} right ({share}%).{' '}
          {weakestSentence(progress)}
          {progress.mastered === 0 ? `No tree is mastered yet: ${MASTERED_COMES}.` : ''}
        </p>
        <p>
          {progress.due > 0 ? (
            <>
              {plural(progress.due, 'tree is', 'trees are')} due for review. <ReviewNow />
            </>
          ) : progress.next_due_at ? (
            `Nothing is due for review; the next tree comes back ${relativeTime(progress.next_due_at)}.`
          ) : null}{' '}
          {progress.practised_today
            ? 'You have practised today.'
            : progress.streak_days > 0
              ? 'Practise today to keep your streak going.'
              : ''}
        </p>
      </section>
      <Stages />
      <CourseStanding course={progress.course} />
      <section className={`surface ${styles.card}`} aria-labelledby="accuracy-title">
        <h2 id="accuracy-title">Accuracy over time</h2>
        <AccuracyChart accuracy={progress.accuracy} />
      </section>
      <section className={styles.section} aria-labelledby="confusions-title">
        <h2 id="confusions-title">Trees you mix up</h2>
        <ConfusionList />
      </section>
      <section className={`surface ${styles.card}`} aria-labelledby="species-title">
        <h2 id="species-title">Your trees</h2>
        <SpeciesTable species={progress.species} />
      </section>
    </>
  );
}

/** The trees with the lowest share of right answers (among those ever missed), in words. */
function weakestSentence({ species }: Progress): string {
  const missed = species.filter((row) => row.wrong > 0);
  const lowest = Math.min(...missed.map((row) => row.accuracy));
  const weakest = missed.filter((row) => row.accuracy === lowest).map((row) => row.tree_name_common);
  if (weakest.length === 0) return '';
  const [first] = weakest;
  if (weakest.length === 1) {
    const row = missed.find((candidate) => candidate.accuracy === lowest);
    return `The tree you miss most is ${first}: ${row?.right} of ${row?.seen} right. `;
  }
  const named =
    weakest.length > 3 ? `${weakest.slice(0, 3).join(', ')} and ${weakest.length - 3} more` : listed(weakest);
  return lowest === 0
    ? `You have not yet named ${named} right. `
    : `Your weakest trees are ${named}, at ${Math.round(lowest * 100)}% right. `;
}

const listed = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The words every count of trees uses, defined once, here. */
function Stages() {
  return (
    <section className={`surface ${styles.card}`} aria-labelledby="stages-title">
      <h2 id="stages-title">How well you know a tree</h2>
      <dl className={styles.stages}>
        {TREE_STAGES.map(({ stage, label, means }) => (
          <div key={stage}>
            <dt>{label}</dt>
            <dd>{means}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Each count includes the stages after it: a mastered tree is also counted as known and seen.
      </p>
    </section>
  );
}

function Stat({ term, value }: { term: string; value: number }) {
  return (
    <div className={`stat-figure ${styles.stat}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
