import type { FieldGuideLookAlike, FieldGuideSpecies, GuidePart } from '@leafwise/contract';
import { Link } from 'react-router';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { featureText } from '../../../lib/feature-text.ts';
import { guideNames, type IndexedFieldGuide } from '../../../lib/field-guide.ts';
import { speciesPath } from '../../../lib/links.ts';
import { drawingOfPart, PART_LABELS } from '../species-labels.ts';
import styles from './look-alikes.module.css';

/**
 * The trees this one is most often taken for, most alike first: each with a link to its own page
 * and, opened on request, what tells the two apart part by part, side by side with both drawings
 * of that part, and what their descriptions say of each other.
 */
export function LookAlikes({ species, guide }: { species: FieldGuideSpecies; guide: IndexedFieldGuide }) {
  const known = species.look_alikes.flatMap((lookAlike) => {
    const other = guide.bySlug.get(lookAlike.slug);
    return other ? [{ lookAlike, other }] : [];
  });
  return (
    <section aria-labelledby="look-alikes" className={styles.section}>
      <h2 id="look-alikes">Look-alikes</h2>
      {known.length === 0 ? (
        <p>No tree in Leafwise is easily taken for this one.</p>
      ) : (
        <>
          {species.look_for ? <p className={styles.lookFor}>{species.look_for}</p> : null}
          <ul className={styles.list}>
            {known.map(({ lookAlike, other }) => (
              <LookAlike key={other.slug} species={species} other={other} lookAlike={lookAlike} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type LookAlikeProps = { species: FieldGuideSpecies; other: FieldGuideSpecies; lookAlike: FieldGuideLookAlike };

function LookAlike({ species, other, lookAlike }: LookAlikeProps) {
  const { features, notes } = lookAlike;
  return (
    <li className={styles.item}>
      <div className={styles.summaryRow}>
        <img src={other.drawings.leaf} alt="" width={64} height={64} loading="lazy" decoding="async" />
        <h3 className={styles.names}>
          <Link to={speciesPath(other.slug)} className={styles.common}>
            {other.name_common}
          </Link>
          <ScientificName tree={guideNames(other)} className={styles.sci} />
        </h3>
      </div>
      <details className={styles.details}>
        <summary>How to tell it from {other.name_common}</summary>
        {features.length === 0 && notes.length === 0 ? (
          <p>Their records tell them apart by nothing a drawing shows: compare their pages.</p>
        ) : null}
        {features.length > 0 ? (
          <ul className={styles.features}>
            {features.map((feature) => (
              <Difference
                key={`${feature.part}-${feature.a}`}
                part={feature.part}
                sides={[
                  { species, text: feature.a },
                  { species: other, text: feature.b },
                ]}
              />
            ))}
          </ul>
        ) : null}
        {notes.length > 0 ? (
          <>
            <h4 className={styles.notesTitle}>From the descriptions</h4>
            <ul className={styles.notes}>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
    </li>
  );
}

type DifferenceProps = { part: GuidePart; sides: { species: FieldGuideSpecies; text: string }[] };

/** One part in which the two differ: each tree's drawing of it, and its words. */
function Difference({ part, sides }: DifferenceProps) {
  return (
    <li className={styles.difference}>
      <h4 className={styles.partName}>{PART_LABELS[part]}</h4>
      <div className={styles.sides}>
        {sides.map(({ species, text }) => (
          <figure key={species.slug} className={styles.side}>
            <img
              src={drawingOfPart(species, part)}
              alt={`${PART_LABELS[part]} of ${species.name_common}`}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              <strong>{species.name_common}:</strong> {featureText([text])}
            </figcaption>
          </figure>
        ))}
      </div>
    </li>
  );
}
