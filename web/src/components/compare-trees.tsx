import type { Comparison, ContrastFeature, Tree, TreeSlot } from '@leafwise/contract';
import { Link } from 'react-router';
import { featureText } from '../lib/feature-text.ts';
import { speciesPath } from '../lib/links.ts';
import { TREE_PARTS, WHOLE_TREE } from '../lib/tree-parts.ts';
import { useSpecimenUrls } from '../lib/use-specimens.ts';
import styles from './compare-trees.module.css';
import { ScientificName } from './scientific-name.tsx';
import { ZoomablePicture } from './zoomable-picture.tsx';

type CompareTreesProps = {
  comparison: Comparison;
  /** What each side is to the reader ("The right answer", "Your answer"); the names alone when omitted. */
  roles?: [string, string];
  /** The picture slots to set side by side: those a question showed, or every one (the whole tree last). */
  slots?: readonly TreeSlot[];
  /** Each part's description under its pictures, for a full study of the pair. */
  descriptions?: boolean;
  id?: string;
};

const side = (features: ContrastFeature[], which: 'a' | 'b') => features.map((feature) => feature[which]);

/** The part of a tree each picture slot shows, as the catalog reads it (catalog/src/shown-parts.ts). */
const PART_OF_SLOT: Record<TreeSlot, ContrastFeature['part']> = {
  leaf: 'leaf',
  bark: 'bark',
  bud: 'bud',
  seed: 'seed',
  form: 'habit',
};

/** A list of phrases said after another ("Also: an acorn…"): a phrase keeps its small letter, a sentence its capital. */
function followingText(phrases: string[]): string {
  const text = featureText(phrases);
  return /^[A-Z]/.test(phrases[0] ?? '') ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

type TreeFeaturesProps = { features: ContrastFeature[]; which: 'a' | 'b'; slots?: readonly TreeSlot[] };

/**
 * One tree's telling features. After a question, those of the parts its pictures showed come
 * first (the server sends them first), and the others follow after "Also:", so a leaf question is
 * answered by the leaves; where the shown parts do not differ, the others are said as being elsewhere.
 */
function TreeFeatures({ features, which, slots }: TreeFeaturesProps) {
  if (features.length === 0) return null;
  const shownParts = new Set(slots?.map((slot) => PART_OF_SLOT[slot]));
  const shown = slots ? features.filter((feature) => shownParts.has(feature.part)) : features;
  const other = slots ? features.filter((feature) => !shownParts.has(feature.part)) : [];
  return (
    <span className={styles.features}>
      {shown.length > 0 ? featureText(side(shown, which)) : null}
      {other.length > 0 ? (
        <span className={styles.also}>
          {shown.length > 0 ? ' Also: ' : 'Not in these pictures: '}
          {followingText(side(other, which))}
        </span>
      ) : null}
    </span>
  );
}

const PICTURES = [...TREE_PARTS, WHOLE_TREE];

/**
 * Two trees side by side (docs/teaching.md): what tells them apart, as each tree's own list of its telling
 * features ("Blackthorn: simple toothed leaves, …"; after a question, what its pictures showed first), the sentences of their records that compare
 * them by name, then their pictures part by part. Used after a miss, on every end screen and on
 * the progress page, so a pair is taught the same way everywhere.
 */
export function CompareTrees({ comparison, roles, slots, descriptions = false, id }: CompareTreesProps) {
  const { trees, features, notes } = comparison;
  const parts = PICTURES.filter((part) => !slots || slots.includes(part.slot));
  return (
    <div id={id} className={styles.compare}>
      <ul className={styles.apart} aria-label="How to tell them apart">
        {trees.map((tree, i) => (
          <li key={tree.tree_id} className={i === 0 ? styles.first : styles.second}>
            {roles ? <span className={styles.role}>{roles[i]}: </span> : null}
            <strong>
              <Link to={speciesPath(tree.slug)}>{tree.tree_name_common}</Link>
            </strong>{' '}
            <ScientificName tree={tree} className={styles.sci} />
            <TreeFeatures features={features} which={i === 0 ? 'a' : 'b'} slots={slots} />
          </li>
        ))}
      </ul>
      {notes.length > 0 ? (
        <ul className={styles.notes} aria-label="From the descriptions">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {parts.map((part) => (
        <figure key={part.slot} className={styles.part}>
          <figcaption className={styles.partName}>{part.label}</figcaption>
          <div className={styles.row}>
            {trees.map((tree) => (
              <PartCell
                key={tree.tree_id}
                tree={tree}
                slot={part.slot}
                label={part.label}
                src={tree[part.picture]}
                text={descriptions && 'description' in part ? tree[part.description] : undefined}
              />
            ))}
          </div>
        </figure>
      ))}
    </div>
  );
}

type PartCellProps = { tree: Tree; slot: TreeSlot; label: string; src?: string; text?: string };

/** One tree's picture of a part (a public specimen at random, as on a study card) and its description. */
function PartCell({ tree, slot, label, src, text }: PartCellProps) {
  const specimen = useSpecimenUrls(tree.tree_id);
  return (
    <div className={styles.cell}>
      {src ? (
        <ZoomablePicture
          src={specimen(src, slot)}
          alt={`${label} of ${tree.tree_name_common}`}
          sizes="(min-width: 48rem) 20rem, 45vw"
          lazy
        />
      ) : null}
      {text ? (
        <p>
          <span className="visually-hidden">{tree.tree_name_common}: </span>
          {text}
        </p>
      ) : null}
    </div>
  );
}
