import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { HowItWorks } from './components/how-it-works.tsx';
import { SpecimenTiles } from './components/specimen-tiles.tsx';
import styles from './home-page.module.css';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <section className={styles.hero}>
        <div>
          <h1>Welcome to Leafwise</h1>
          <p className={styles.lead}>
            Learn to put a name to the trees you pass every day. Leafwise shows you each tree’s leaf, bark, bud and
            seed, tells you what to look for, then quizzes you until you know them.
          </p>
          <div className={styles.actions}>
            <Link className="button" to={paths.train}>
              Start training
            </Link>
            <Link className="button button-secondary" to={paths.test}>
              Take a test
            </Link>
          </div>
        </div>
        <SpecimenTiles />
      </section>
      <HowItWorks />
    </>
  );
}
