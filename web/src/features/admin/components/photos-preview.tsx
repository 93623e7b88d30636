import type { AdminPhoto, Tree } from '@leafwise/contract';
import { type ComponentType, useEffect, useRef } from 'react';
import type { StudyCardProps } from '../../../lib/study-card.ts';
import { withPhoto } from '../species-photos.ts';
import { photoName } from './photos-card.tsx';
import styles from './photos-section.module.css';

type PhotosPreviewProps = {
  tree: Tree;
  /** The photo to put in its part; null for the species as learners get it now. */
  photo: AdminPhoto | null;
  StudyCard: ComponentType<StudyCardProps>;
  onClose: () => void;
};

/**
 * The learner's own study card in a modal <dialog> (the page behind inert, Escape closes), so the
 * admin sees a photo exactly where and how a learner will.
 */
export function PhotosPreview({ tree, photo, StudyCard, onClose }: PhotosPreviewProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const caption = photo
    ? `As a learner sees it, with ${photoName(photo).toLowerCase()} as the ${photo.slot}.`
    : 'As a learner sees it now. Where a part has several photos, each showing picks one at random.';

  return (
    <dialog
      ref={dialog}
      className={styles.preview}
      aria-label={`${tree.tree_name_common}, as a learner sees it`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.previewBar}>
        <p className={styles.previewCaption}>{caption}</p>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <StudyCard tree={withPhoto(tree, photo)} progress="Preview" nextLabel="Done" onNext={onClose} />
    </dialog>
  );
}
