import type { AdminPhoto } from '@leafwise/contract';
import styles from './photos-section.module.css';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Leaf photo 12": a photo as the console names it, in its buttons, dialogs and messages. */
export const photoName = ({ slot, photo_id }: Pick<AdminPhoto, 'slot' | 'photo_id'>) =>
  `${slot.charAt(0).toUpperCase()}${slot.slice(1)} photo ${photo_id}`;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}

type PhotoCardProps = {
  photo: AdminPhoto;
  speciesName: string;
  isNew: boolean;
  onPreview?: (photo: AdminPhoto) => void;
  onRemove: () => void;
};

/** One photo: small, with its credit (author, licence, source), its size, and what can be done with it. */
export function PhotoCard({ photo, speciesName, isNew, onPreview, onRemove }: PhotoCardProps) {
  const name = photoName(photo);
  const lower = `${photo.slot} photo ${photo.photo_id}`;
  return (
    <li className={styles.card} data-new={isNew || undefined}>
      <img
        className={styles.thumbnail}
        src={photo.thumbnail_url}
        alt={`${name} of ${speciesName}`}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardText}>
        <p className={styles.cardTitle}>
          {name}
          {isNew ? <span className={styles.newTag}>Just added</span> : null}
        </p>
        <p className={styles.credit}>
          By {photo.author} ·{' '}
          <a href={photo.licence_url} target="_blank" rel="noreferrer">
            {photo.licence}
          </a>{' '}
          ·{' '}
          <a href={photo.source_url} target="_blank" rel="noreferrer" className={styles.source}>
            {hostOf(photo.source_url)}
          </a>
        </p>
        <p className={styles.meta}>
          {photo.width} × {photo.height} px · added {dayFormat.format(new Date(photo.added_at))}
        </p>
        <div className={styles.cardActions}>
          {onPreview ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onPreview(photo)}
              aria-label={`Preview ${lower}`}
            >
              Preview
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={onRemove} aria-label={`Remove ${lower}`}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
