import type { DescribedPart, FieldGuideSpecies, PhotoCredit } from '@leafwise/contract';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import { useOnline } from '../../../lib/online.ts';
import { useSpeciesPhotos } from '../api/get-species-photos.ts';
import styles from './species-page.module.css';

const PARTS: readonly { part: DescribedPart; label: string }[] = [
  { part: 'leaf', label: 'Leaf' },
  { part: 'bark', label: 'Bark' },
  { part: 'bud', label: 'Buds' },
  { part: 'seed', label: 'Seed' },
];

const SIZES = '(min-width: 48rem) 12rem, 42vw';

// The credits name a photo's smallest file; the widest names the set (pictures.ts), so the
// picture can offer every width.
const fullPhoto = (thumbnail: string) => thumbnail.replace(/-320\.webp$/, '-1280.webp');

/**
 * Each part's drawing and any photos of it beside its description, then the whole tree's drawing
 * beside the species' own sentence on its shape at a distance. The drawings come with the field
 * guide; the photos only when the server can be asked (and are kept once seen), so offline the
 * page is the drawings, with no error in their place.
 */
export function SpeciesParts({ species }: { species: FieldGuideSpecies }) {
  const online = useOnline();
  const photos = useSpeciesPhotos(species.name_sci);
  const ofPart = (part: DescribedPart) => (photos.data ?? []).filter((photo) => photo.slot === part);
  // Offline, the query waits for the network rather than failing: say why there are no photos.
  const missing = !online
    ? 'Photos show here when you are online; every drawing is here.'
    : photos.isError
      ? 'The photos could not be loaded just now; every drawing is here.'
      : null;
  return (
    <section aria-labelledby="part-by-part" className={styles.parts}>
      <h2 id="part-by-part">Part by part</h2>
      {missing ? <p className={styles.note}>{missing}</p> : null}
      <ul className={styles.partList}>
        {PARTS.map(({ part, label }, position) => (
          <li key={part} className={styles.part}>
            <h3 className={styles.partName}>{label}</h3>
            <div className={styles.pictures}>
              <ZoomablePicture
                src={species.drawings[part]}
                alt={`${label} of ${species.name_common}, drawn`}
                caption="Drawing"
                sizes={SIZES}
                lazy={position >= 2}
              />
              {ofPart(part).map((photo) => (
                <Photo key={photo.photo_id} photo={photo} label={label} name={species.name_common} />
              ))}
            </div>
            <p className={styles.description}>{species.descriptions[part]}</p>
          </li>
        ))}
        <li className={styles.part}>
          <h3 className={styles.partName}>Whole tree</h3>
          <div className={styles.pictures}>
            <ZoomablePicture
              src={species.drawings.form}
              alt={`Whole tree of ${species.name_common}, drawn`}
              caption="Drawing"
              sizes={SIZES}
              lazy
            />
          </div>
          <p className={styles.description}>{species.descriptions.form}</p>
        </li>
      </ul>
    </section>
  );
}

/** A photo, as its licence asks: who took it, under which licence, and where it came from. */
function Photo({ photo, label, name }: { photo: PhotoCredit; label: string; name: string }) {
  return (
    <div className={styles.photo}>
      <ZoomablePicture
        src={fullPhoto(photo.thumbnail_url)}
        alt={`${label} of ${name}, photographed`}
        caption={`Photo: ${photo.author}`}
        sizes={SIZES}
        lazy
      />
      <p className={styles.credit}>
        {photo.licence_url ? (
          <a href={photo.licence_url} rel="license noreferrer" target="_blank">
            {photo.licence}
          </a>
        ) : (
          photo.licence
        )}
        {' · '}
        <a href={photo.source_url} rel="noreferrer" target="_blank">
          Source<span className="visually-hidden"> of the photo by {photo.author}</span>
        </a>
      </p>
    </div>
  );
}
