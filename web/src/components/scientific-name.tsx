import styles from './scientific-name.module.css';

type Named = { tree_name_sci: string; tree_name_synonym?: string };

/**
 * A tree's scientific name in italics, and beside it, where the species was renamed and the old
 * name is still the familiar one, that name too: "Aria edulis, syn. Sorbus aria".
 */
export function ScientificName({ tree, className }: { tree: Named; className?: string }) {
  return (
    <i className={className}>
      {tree.tree_name_sci}
      {tree.tree_name_synonym ? (
        <span className={styles.synonym}>
          , syn. <i>{tree.tree_name_synonym}</i>
        </span>
      ) : null}
    </i>
  );
}
