import type { AdminPhoto, AdminSpecies } from '@leafwise/contract';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { speciesPath } from '../../../lib/links.ts';
import type { StudyCardProps } from '../../../lib/study-card.ts';
import { useSpeciesPhotos } from '../api/photos.ts';
import type { UploadQueue } from '../api/upload.ts';
import { PhotosList } from './photos-list.tsx';
import { PhotosPreview } from './photos-preview.tsx';
import styles from './photos-section.module.css';
import { PhotosUploadForm } from './photos-upload-form.tsx';
import { PhotosUploadList } from './photos-upload-list.tsx';

type PhotosSpeciesPanelProps = {
  species: AdminSpecies;
  allSpecies: readonly AdminSpecies[];
  uploads: UploadQueue;
  StudyCard: ComponentType<StudyCardProps>;
};

/** What is being previewed: the species as learners get it now (photo null), or with one photo in its part. */
type Preview = { photo: AdminPhoto | null };

/** One species: upload to it, its photos by part with their credits, and how a learner sees it. */
export function PhotosSpeciesPanel({ species, allSpecies, uploads, StudyCard }: PhotosSpeciesPanelProps) {
  const photos = useSpeciesPhotos(species.slug);
  const [preview, setPreview] = useState<Preview | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSlug = useRef(species.slug);

  // Another species chosen: its name takes focus (and scrolls into view past the list on a phone).
  useEffect(() => {
    if (shownSlug.current === species.slug) return;
    shownSlug.current = species.slug;
    setPreview(null);
    heading.current?.focus();
  }, [species.slug]);

  const tree = photos.data?.tree;
  const ownUploads = uploads.items.filter((item) => item.fields.species === species.slug);
  const newPhotoIds = new Set(ownUploads.flatMap((item) => (item.photo ? [item.photo.photo_id] : [])));

  return (
    <div className={styles.panel}>
      <header className={styles.panelHeader}>
        <h3 ref={heading} tabIndex={-1} className={styles.speciesTitle}>
          {species.name_common} <i className={styles.sci}>{species.name_sci}</i>
        </h3>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={!tree}
            onClick={() => setPreview({ photo: null })}
          >
            See it as a learner does
          </button>
          {/* A new tab: leaving the console would drop the uploads in progress. */}
          <Link to={speciesPath(species.slug)} target="_blank" rel="noreferrer">
            Its public page (new tab)
          </Link>
        </div>
      </header>
      <PhotosUploadForm species={species} onUpload={uploads.add} />
      <PhotosUploadList
        uploads={uploads}
        allSpecies={allSpecies}
        currentSlug={species.slug}
        onPreview={tree ? (photo) => setPreview({ photo }) : undefined}
      />
      <PhotosList
        key={species.slug}
        species={species}
        photos={photos}
        newPhotoIds={newPhotoIds}
        onPreview={tree ? (photo) => setPreview({ photo }) : undefined}
      />
      {preview && tree ? (
        <PhotosPreview tree={tree} photo={preview.photo} StudyCard={StudyCard} onClose={() => setPreview(null)} />
      ) : null}
    </div>
  );
}
