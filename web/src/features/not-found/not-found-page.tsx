import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={styles.page}>
      <svg viewBox="0 0 96 96" className={styles.art} aria-hidden="true" focusable="false">
        <ellipse cx="48" cy="86" rx="34" ry="5" fill="#d9ccb4" />
        <g transform="rotate(-28 48 50)">
          <path d="M48 12C68 26 70 54 48 76 26 54 28 26 48 12Z" fill="#c98a2b" />
          <path
            d="M48 18v66M48 34l10-8M48 34l-10-8M48 48l12-8M48 48l-12-8M48 62l9-7M48 62l-9-7"
            stroke="#f6e2b8"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </g>
      </svg>
      <h1>Page not found</h1>
      <p className={styles.text}>Sorry, the page you are looking for does not exist.</p>
      <p className={styles.hint}>The address may be mistyped, or the page may have moved like a leaf on the wind.</p>
      <Link className="button" to={paths.home}>
        Back to the home page
      </Link>
    </div>
  );
}
