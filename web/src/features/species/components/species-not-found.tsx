import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './species-page.module.css';

/** The not-found screen for a species the catalog does not have, leading to every tree instead of home. */
export function SpeciesNotFound({ slug }: { slug: string }) {
  useDocumentTitle('Tree not found');
  return (
    <div className={styles.notFound}>
      <h1>Tree not found</h1>
      <p className={styles.notFoundText}>
        Leafwise has no page for “{slug}”. The address may be mistyped, or the tree may have a new name.
      </p>
      <Link className="button" to={paths.trees}>
        Find it among every tree
      </Link>
    </div>
  );
}
