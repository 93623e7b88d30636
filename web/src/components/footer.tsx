import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { FeedbackLink } from './feedback-link.tsx';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            Feedback: <FeedbackLink />
          </li>
          <li>
            <Link to={paths.trees}>Every tree</Link>
          </li>
          <li>
            <Link to={paths.credits}>Image credits</Link>
          </li>
        </ul>
        <p className={styles.copyright}>© 2026 Leafwise</p>
      </div>
    </footer>
  );
}
