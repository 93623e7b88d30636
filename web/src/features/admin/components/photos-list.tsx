import type { AdminPhoto, AdminSpecies, AdminSpeciesPhotosResponse } from '@leafwise/contract';
import { PICTURE_SLOTS } from '@leafwise/contract/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { useRemovePhoto } from '../api/photos.ts';
import { photosBySlot } from '../species-photos.ts';
import { PhotoCard, photoName } from './photos-card.tsx';
import styles from './photos-section.module.css';

type PhotosListProps = {
  species: AdminSpecies;
  photos: UseQueryResult<AdminSpeciesPhotosResponse>;
  /** Photos just uploaded here, to pick out. */
  newPhotoIds: ReadonlySet<number>;
  onPreview?: (photo: AdminPhoto) => void;
};

/** A species' photos under each part, with their credits; each can be previewed or removed (after asking). */
export function PhotosList({ species, photos, newPhotoIds, onPreview }: PhotosListProps) {
  const id = useId();
  const remove = useRemovePhoto();
  const [removing, setRemoving] = useState<AdminPhoto | null>(null);
  const [removed, setRemoved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.photo_id, {
      onSuccess: () => {
        setRemoved(`${photoName(removing)} was removed.`);
        setRemoving(null);
        // Its Remove button is gone with it; the list's heading keeps the keyboard nearby.
        heading.current?.focus();
      },
    });
  }

  const grouped = photos.data ? photosBySlot(photos.data.photos) : null;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.photos}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.photosTitle}>
        Photos of {species.name_common}
      </h4>
      <p role="status" className={styles.note}>
        {removed}
      </p>
      {photos.isPending ? <Loading>Loading the photos…</Loading> : null}
      {photos.isError ? (
        <ErrorWithRetry
          message={
            photos.error instanceof ApiError && photos.error.status === 404
              ? errorMessage(photos.error, 'No such species.')
              : `The photos could not be loaded: ${errorMessage(photos.error, 'please try again.')}`
          }
          onRetry={() => photos.refetch()}
          retrying={photos.isFetching}
        />
      ) : null}
      {photos.data?.photos.length === 0 ? <p className={styles.empty}>No photos of this species yet.</p> : null}
      {grouped && photos.data && photos.data.photos.length > 0
        ? PICTURE_SLOTS.map((slot) => (
            <div key={slot} className={styles.slot}>
              <h5 className={styles.slotTitle}>
                {SLOT_LABELS[slot]} <span className={styles.slotCount}>({grouped[slot].length})</span>
              </h5>
              {grouped[slot].length === 0 ? (
                <p className={styles.gapNote}>No {SLOT_LABELS[slot].toLowerCase()} photo yet.</p>
              ) : (
                <ul className={styles.cards}>
                  {grouped[slot].map((photo) => (
                    <PhotoCard
                      key={photo.photo_id}
                      photo={photo}
                      speciesName={species.name_common}
                      isNew={newPhotoIds.has(photo.photo_id)}
                      onPreview={onPreview}
                      onRemove={() => {
                        remove.reset();
                        setRemoving(photo);
                      }}
                    />
                  ))}
                </ul>
              )}
            </div>
          ))
        : null}
      {removing ? (
        <ConfirmDialog
          title="Remove this photo?"
          confirmLabel="Remove photo"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {photoName(removing)} of {species.name_common}, by {removing.author} ({removing.licence}), will no longer be
            shown to learners, and its files will be deleted. This cannot be undone.
          </p>
          {remove.isError ? (
            <p role="alert" className={styles.problem}>
              {errorMessage(remove.error, 'The photo could not be removed. Please try again.')}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
