import { Link } from 'react-router';
import { FeedbackLink } from '../../components/feedback-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import styles from './about-page.module.css';
import { OfflineReady } from './offline-ready.tsx';

/** What is planned, as first announced; `arrived` says where one that has come can be found. */
const PLANNED: { feature: string; arrived?: { text: string; to: string } }[] = [
  {
    feature: 'A larger species database, with many more trees to learn.',
    arrived: { text: 'Here now: every common tree of Britain and Europe, on the plates', to: paths.plates },
  },
  { feature: 'More photos of each tree, shown at random, so you learn the species rather than one picture.' },
  {
    feature: 'A leaderboard mode: name as many trees as you can against the clock.',
    arrived: { text: 'Here now: the one-minute leaderboard challenge', to: paths.leaderboard },
  },
  {
    feature: 'A quick train mode that focuses on the trees you most often get wrong.',
    arrived: { text: 'Here now: Review my trees, on the Train page', to: paths.train },
  },
  {
    feature: 'Guided learning that takes you step by step, from your first trees to the rare ones.',
    arrived: { text: 'Here now: the course, on the Learn page', to: paths.learn },
  },
  { feature: 'Fungi identification, as a future category alongside the trees.' },
];

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <article className={styles.page}>
      <h1>About Leafwise</h1>
      <p className={styles.lead}>
        Leafwise is a side project by a professional arborist who would like more people to know the trees around them,
        and to enjoy getting to know them.
      </p>

      <section className={styles.section}>
        <h2>Early days</h2>
        <p>
          The app is in its early stages. The collection of trees is still small, some features are missing, and things
          will change as it grows.
        </p>
        <p>
          Feedback is very welcome. If something looks wrong, a description is unclear or you have an idea, please
          e-mail <FeedbackLink />.
        </p>
      </section>

      <OfflineReady />

      <section className={styles.section}>
        <h2>New: review the trees you miss</h2>
        <p>
          Leafwise now remembers what you know. The trees you get wrong come back in a quick review on the{' '}
          <Link to={paths.train}>Train</Link> page, spaced out as you learn them, and your{' '}
          <Link to={paths.progress}>Progress</Link> page shows the trees you have mastered and the ones you mix up.
        </p>
      </section>

      <section className={styles.section}>
        <h2>What’s planned</h2>
        <ul className={styles.planned}>
          {PLANNED.map(({ feature, arrived }) => (
            <li key={feature}>
              {feature}
              {arrived ? (
                <>
                  {' '}
                  <Link to={arrived.to}>{arrived.text}</Link>.
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section id="credits" className={`${styles.section} ${styles.credits}`}>
        <h2>Image credits</h2>
        <p>
          The illustrations of leaves, bark, buds and seeds are drawn by Leafwise from each species’ features, so every
          tree has a picture. <Link to={paths.plates}>See them all on the plates</Link>.
        </p>
        <p>
          Photographs are shown instead of a drawing where we have one. Each photographer, licence and source is listed
          on the <Link to={paths.credits}>photo credits</Link> page. If you spot a missing or wrong credit, please{' '}
          <FeedbackLink>let us know</FeedbackLink>.
        </p>
      </section>
    </article>
  );
}
