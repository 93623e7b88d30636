import type { PhotoCredit } from '@leafwise/contract';
import { Link } from 'react-router';
import { FeedbackLink } from '../../../components/feedback-link.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useCredits } from '../api/get-credits.ts';
import styles from './credits-page.module.css';

const SLOT_NAMES = { leaf: 'Leaf', bark: 'Bark', bud: 'Buds', seed: 'Seed' } as const;

/** Who took each photo, under which licence, and where it came from, as the licences ask. */
export function CreditsPage() {
  useDocumentTitle('Image credits');
  const credits = useCredits();
  return (
    <div className="reference-page">
      <h1>Image credits</h1>
      <p className="lede">
        Every picture without a credit below is a Leafwise drawing, made from each species’ features:{' '}
        <Link to={paths.plates}>see them all on the plates</Link>. If a credit is missing or wrong, please{' '}
        <FeedbackLink>let us know</FeedbackLink>.
      </p>
      {credits.isPending && <p role="status">Loading the credits…</p>}
      {credits.isError && (
        <div role="alert" className={styles.error}>
          <p>The credits could not be loaded: {credits.error.message}</p>
          <button type="button" className="button" onClick={() => credits.refetch()}>
            Try again
          </button>
        </div>
      )}
      {credits.data?.length === 0 && <p>No photos yet: every picture in Leafwise is one of our drawings.</p>}
      {credits.data && credits.data.length > 0 && (
        <>
          <h2 className={styles.count}>
            {credits.data.length} {credits.data.length === 1 ? 'photo' : 'photos'}
          </h2>
          <ul className={styles.list}>
            {credits.data.map((credit) => (
              <Credit key={credit.photo_id} credit={credit} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Credit({ credit }: { credit: PhotoCredit }) {
  const what = `${SLOT_NAMES[credit.slot]} of ${credit.tree_name_common}`;
  return (
    <li className={styles.credit}>
      <img src={credit.thumbnail_url} alt={what} width={160} height={120} loading="lazy" className={styles.thumb} />
      <div className={styles.text}>
        <p className={styles.what}>
          {what} <i>{credit.tree_name_sci}</i>
        </p>
        <p>
          Photo by {credit.author},{' '}
          {credit.licence_url ? (
            <a href={credit.licence_url} rel="license noreferrer" target="_blank">
              {credit.licence}
            </a>
          ) : (
            credit.licence
          )}
          .{' '}
          <a href={credit.source_url} rel="noreferrer" target="_blank">
            Source
          </a>
        </p>
      </div>
    </li>
  );
}
