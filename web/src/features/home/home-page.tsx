import { download } from 'virtual:field-guide';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/load-states.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { SpecimenTiles } from './components/specimen-tiles.tsx';
import styles from './home-page.module.css';

// A visitor's home (the most visited page) loads without the signed-in panel and what it calls.
const TodayPanel = lazy(() => import('./components/today-panel.tsx').then((m) => ({ default: m.TodayPanel })));
const ChallengeSlot = lazy(() => import('./components/challenge-slot.tsx').then((m) => ({ default: m.ChallengeSlot })));
// Below the fold, it follows the first paint: the first load's JavaScript stays within its 100 KB.
const HowItWorks = lazy(() => import('./components/how-it-works.tsx').then((m) => ({ default: m.HowItWorks })));

type HomePageProps = {
  /** The signed-in user, whose day leads the page; absent for a visitor. */
  account?: { name: string };
  /** The way into the leaderboard challenge (the quiz feature's), for someone signed in: offered at Ancient. */
  challenge?: ReactNode;
  /** The learner's next unit of the course (the course feature's), the day's first step. */
  course?: ReactNode;
};

/** /home: for someone signed in, their day first; for everyone, the welcome and how it works. */
export function HomePage({ account, challenge, course }: HomePageProps) {
  useDocumentTitle('Home');
  const Welcome = account ? 'h2' : 'h1';
  return (
    <>
      {account ? (
        <div className={styles.today}>
          <Suspense fallback={<Loading>Loading your day...</Loading>}>
            <TodayPanel name={account.name} course={course} />
          </Suspense>
          {/* The card loads with the quiz feature; the rest of the page does not wait for it. */}
          <Suspense fallback={null}>
            <ChallengeSlot challenge={challenge} />
          </Suspense>
        </div>
      ) : null}
      <section className={styles.hero}>
        <div>
          <Welcome>Welcome to Leafwise</Welcome>
          <p className={styles.lead}>
            Learn to put a name to the trees you pass every day. Leafwise shows you each tree’s leaf, bark, bud and
            seed, tells you what to look for, then quizzes you until you know them.
          </p>
          <p className={styles.course}>
            New to trees? Start with the course: a few trees at a time, from the commonest to the rare ones, each step
            unlocking the next.
          </p>
          <p className={styles.course}>
            Under a tree? <Link to={paths.identify}>Identify it with the key</Link>, or{' '}
            <Link to={paths.practice}>practise</Link>: both work with no signal.
          </p>
          <div className={styles.actions}>
            <Link className="button" to={paths.learn}>
              Start the course
            </Link>
            <Link className="button button-secondary" to={paths.train}>
              Start training
            </Link>
            <Link className="button button-secondary" to={paths.test}>
              Take a test
            </Link>
          </div>
          <p className={styles.note}>
            Quick training asks about all {download.species} trees, rare ones too; the course is the gentler start.
          </p>
        </div>
        <SpecimenTiles />
      </section>
      <Suspense fallback={null}>
        <HowItWorks />
      </Suspense>
    </>
  );
}
