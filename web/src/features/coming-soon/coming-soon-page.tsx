import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import styles from './coming-soon-page.module.css';

const PAGES = {
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
