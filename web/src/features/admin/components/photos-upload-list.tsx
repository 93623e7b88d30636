import type { AdminPhoto, AdminSpecies } from '@leafwise/contract';
import { useId } from 'react';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import type { UploadQueue } from '../api/upload.ts';
import { isPending, queueSummary, type UploadItem, uploadStatus } from '../upload-queue.ts';
import styles from './photos-upload.module.css';

type PhotosUploadListProps = {
  uploads: UploadQueue;
  allSpecies: readonly AdminSpecies[];
  /** The species shown now: its added photos can be previewed from here. */
  currentSlug: string | null;
  onPreview?: (photo: AdminPhoto) => void;
};

/** Every file handed over for upload, with its bar and its state; a failed one to try again or drop. */
export function PhotosUploadList({ uploads, allSpecies, currentSlug, onPreview }: PhotosUploadListProps) {
  const id = useId();
  const { items } = uploads;
  if (items.length === 0) return null;
  const nameOf = (slug: string) => allSpecies.find((entry) => entry.slug === slug)?.name_common ?? slug;

  return (
    <section className={styles.uploads} aria-labelledby={`${id}-title`}>
      <div className={styles.uploadsHeader}>
        <h4 id={`${id}-title`} className={styles.formTitle}>
          Uploads
        </h4>
        {items.some((item) => item.state === 'added') ? (
          <button type="button" className={styles.textButton} onClick={uploads.clearAdded}>
            Clear the added ones
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.summary}>
        {queueSummary(items)}
      </p>
      <ul className={styles.uploadList}>
        {items.map((item) => (
          <UploadRow
            key={item.id}
            item={item}
            speciesName={nameOf(item.fields.species)}
            onRetry={() => uploads.retry(item.id)}
            onRemove={() => uploads.remove(item.id)}
            onPreview={item.fields.species === currentSlug ? onPreview : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

type UploadRowProps = {
  item: UploadItem<File>;
  speciesName: string;
  onRetry: () => void;
  onRemove: () => void;
  onPreview?: (photo: AdminPhoto) => void;
};

function UploadRow({ item, speciesName, onRetry, onRemove, onPreview }: UploadRowProps) {
  const { name } = item.file;
  const { photo } = item;
  return (
    <li className={styles.upload} data-state={item.state}>
      <div className={styles.uploadHead}>
        <span className={styles.fileName}>{name}</span>
        <span className={styles.fileSize}>
          {SLOT_LABELS[item.fields.slot]} of {speciesName}
        </span>
      </div>
      {isPending(item) ? (
        <progress
          className={styles.bar}
          aria-label={`Uploading ${name}`}
          max={100}
          // Sent and being encoded: how long the server takes is unknown, so the bar just moves.
          value={item.state === 'encoding' ? undefined : Math.floor(item.sent * 100)}
        />
      ) : null}
      <p className={item.state === 'failed' ? styles.problem : styles.uploadState}>{uploadStatus(item)}</p>
      {item.state === 'failed' ? (
        <div className={styles.rowActions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onRetry}
            aria-label={`Try again to upload ${name}`}
          >
            Try again
          </button>
          <button
            type="button"
            className={styles.textButton}
            onClick={onRemove}
            aria-label={`Remove ${name} from the list`}
          >
            Remove from list
          </button>
        </div>
      ) : null}
      {photo && onPreview ? (
        <div className={styles.rowActions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onPreview(photo)}
            aria-label={`Preview ${name}`}
          >
            Preview
          </button>
        </div>
      ) : null}
    </li>
  );
}
