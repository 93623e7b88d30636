import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import styles from './coming-soon-page.module.css';

const PAGES = {
  train: {
    title: 'Training',
    text: 'Training mode is being planted: you will study three trees at a time, then be quizzed on them.',
  },
  test: {
    title: 'Test',
    text: 'Test mode is being planted: you will choose a number of trees, a difficulty and a type, then identify each tree from four options.',
  },
  leaderboard: {
    title: 'Ancient Leaderboard',
    text: 'The leaderboard is being planted: it will rank the best scores at the Ancient level, where every tree can appear.',
  },
} as const;

/** Stands in for a mode that is not built yet, so the navigation never leads to a dead end. */
export function ComingSoonPage({ page }: { page: keyof typeof PAGES }) {
  const { title, text } = PAGES[page];
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.badge}>Coming soon</p>
      <p className={styles.text}>{text}</p>
      <Link className="button" to={paths.home}>
        See how it works
      </Link>
    </div>
  );
}
