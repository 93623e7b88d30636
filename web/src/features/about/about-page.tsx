import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { FeedbackLink } from '../../components/feedback-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import styles from './about-page.module.css';

const PLANNED = [
  'A larger species database, with many more trees to learn.',
  'More photos of each tree, shown at random, so you learn the species rather than one picture.',
  'A leaderboard mode: name as many trees as you can against the clock.',
  'A quick train mode that focuses on the trees you most often get wrong.',
  'Guided learning that takes you step by step, from your first trees to the rare ones.',
  'Fungi identification, as a future category alongside the trees.',
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

      <section className={styles.section}>
        <h2>What’s planned</h2>
        <ul className={styles.planned}>
          {PLANNED.map((feature) => (
            <li key={feature}>{feature}</li>
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
