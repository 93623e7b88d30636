import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { StudyCardProps } from '../../../lib/study-card.ts';
import { useAdminSpecies } from '../api/photos.ts';
import { useUploadQueue } from '../api/upload.ts';
import { ImportPanel } from './import-panel.tsx';
import styles from './photos-section.module.css';
import { PhotosSpeciesList } from './photos-species-list.tsx';
import { PhotosSpeciesPanel } from './photos-species-panel.tsx';
import { PhotosUploadList } from './photos-upload-list.tsx';

// ?species=quercus-robur: a reload, Back or a shared link comes back to the same species.
const SPECIES_PARAM = 'species';

/**
 * Every species' photos: find a species (its gaps shown in the list), see and remove its photos,
 * see it as a learner does, upload more from the phone or the desktop, or have Commons searched.
 * The uploads belong to the section, not to a species, so choosing another species while files are
 * on their way loses none of them.
 */
export function PhotosSection({ StudyCard }: { StudyCard: ComponentType<StudyCardProps> }) {
  const [search] = useSearchParams();
  const slug = search.get(SPECIES_PARAM);
  const list = useAdminSpecies();
  const uploads = useUploadQueue();
  const chosen = list.data?.species.find((entry) => entry.slug === slug) ?? null;
  const speciesHref = (next: string) => `?${new URLSearchParams({ [SPECIES_PARAM]: next })}`;

  return (
    <section aria-labelledby="photos-title" className={styles.section}>
      <h2 id="photos-title" className={styles.title}>
        Photos
      </h2>
      {list.isPending ? <Loading>Loading the species…</Loading> : null}
      {list.isError ? (
        <ErrorWithRetry
          message={`The species could not be loaded: ${errorMessage(list.error, 'please try again.')}`}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {list.data ? (
        <div className={styles.layout}>
          <PhotosSpeciesList species={list.data.species} chosen={slug} hrefOf={speciesHref} />
          <div className={styles.main}>
            {chosen ? (
              <PhotosSpeciesPanel
                species={chosen}
                uploads={uploads}
                allSpecies={list.data.species}
                StudyCard={StudyCard}
              />
            ) : slug ? (
              <p role="alert" className={styles.note}>
                There is no species “{slug}”. Please choose one from the list.
              </p>
            ) : (
              <p className={styles.note}>Choose a species to see its photos and add more.</p>
            )}
            {chosen ? null : <PhotosUploadList uploads={uploads} allSpecies={list.data.species} currentSlug={null} />}
            <ImportPanel species={chosen} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
