import type { AdminSpecies } from '@leafwise/contract';
import { PICTURE_SLOTS } from '@leafwise/contract/constants';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { findSpecies } from '../species-photos.ts';
import styles from './photos-section.module.css';

type PhotosSpeciesListProps = {
  species: readonly AdminSpecies[];
  chosen: string | null;
  hrefOf: (slug: string) => string;
};

/** Every species to choose from, by any of its names, each with its photos per part so the gaps stand out. */
export function PhotosSpeciesList({ species, chosen, hrefOf }: PhotosSpeciesListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [gapsOnly, setGapsOnly] = useState(false);
  const shown = useMemo(() => findSpecies(species, query, gapsOnly), [species, query, gapsOnly]);

  return (
    <nav aria-labelledby={`${id}-title`} className={styles.picker}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        Species
      </h3>
      <label htmlFor={`${id}-query`} className={styles.label}>
        Find a species
      </label>
      <input
        id={`${id}-query`}
        type="search"
        className="text-input"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Common or scientific name"
        autoComplete="off"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={gapsOnly} onChange={(event) => setGapsOnly(event.target.checked)} />
        Only species missing a photo
      </label>
      <p role="status" className={styles.count}>
        {shown.length === species.length
          ? `${species.length} species.`
          : `${shown.length} of ${species.length} species.`}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.speciesList}>
          {shown.map((entry) => (
            <li key={entry.slug}>
              <Link
                to={hrefOf(entry.slug)}
                className={styles.speciesLink}
                aria-current={entry.slug === chosen ? 'page' : undefined}
              >
                <span className={styles.speciesName}>{entry.name_common}</span>
                <i className={styles.sci}>{entry.name_sci}</i>
                <span className={styles.counts}>
                  {PICTURE_SLOTS.map((slot) => (
                    <span key={slot} className={entry.photos[slot] === 0 ? styles.gap : undefined}>
                      {SLOT_LABELS[slot]} {entry.photos[slot]}
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>No species match. Try another name.</p>
      )}
    </nav>
  );
}
