import type { Comparison, ContrastFeature, PictureSlot, Tree } from '@leafwise/contract';
import { featureText } from '../lib/feature-text.ts';
import { TREE_PARTS } from '../lib/tree-parts.ts';
import styles from './compare-trees.module.css';
import { ZoomablePicture } from './zoomable-picture.tsx';

type CompareTreesProps = {
  comparison: Comparison;
  /** What each side is to the reader ("The right answer", "Your answer"); the names alone when omitted. */
  roles?: [string, string];
  /** The picture slots to set side by side: those a question showed, or every one. */
  slots?: readonly PictureSlot[];
  /** Each part's description under its pictures, for a full study of the pair. */
  descriptions?: boolean;
  id?: string;
};

const side = (features: ContrastFeature[], which: 'a' | 'b') => features.map((feature) => feature[which]);

/**
 * Two trees side by side (issue 13): what tells them apart, as each tree's own list of its telling
 * features ("Blackthorn: simple toothed leaves, …"), the sentences of their records that compare
 * them by name, then their pictures part by part. Used after a miss, on every end screen and on
 * the progress page, so a pair is taught the same way everywhere.
 */
export function CompareTrees({ comparison, roles, slots, descriptions = false, id }: CompareTreesProps) {
  const { trees, features, notes } = comparison;
  const parts = TREE_PARTS.filter((part) => (slots ?? TREE_PARTS.map((each) => each.slot)).includes(part.slot));
  return (
    <div id={id} className={styles.compare}>
      <ul className={styles.apart} aria-label="How to tell them apart">
        {trees.map((tree, i) => (
          <li key={tree.tree_id} className={i === 0 ? styles.first : styles.second}>
            {roles ? <span className={styles.role}>{roles[i]}: </span> : null}
            <strong>{tree.tree_name_common}</strong> <i className={styles.sci}>{tree.tree_name_sci}</i>
            {features.length > 0 ? (
              <span className={styles.features}>{featureText(side(features, i === 0 ? 'a' : 'b'))}</span>
            ) : null}
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
      {parts.map(({ slot, picture, description, label }) => (
        <figure key={slot} className={styles.part}>
          <figcaption className={styles.partName}>{label}</figcaption>
          <div className={styles.row}>
            {trees.map((tree) => (
              <PartCell
                key={tree.tree_id}
                tree={tree}
                label={label}
                src={tree[picture]}
                text={descriptions ? tree[description] : undefined}
              />
            ))}
          </div>
        </figure>
      ))}
    </div>
  );
}

function PartCell({ tree, label, src, text }: { tree: Tree; label: string; src?: string; text?: string }) {
  return (
    <div className={styles.cell}>
      {src ? (
        <ZoomablePicture
          src={src}
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
