import type { Tree } from '@leafwise/contract';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import { TREE_PARTS } from '../../../lib/tree-parts.ts';
import styles from './progress.module.css';

/** Two trees side by side, part by part: each part's pictures next to each other, each with its description. */
export function CompareTrees({ trees, id }: { trees: [Tree, Tree]; id: string }) {
  return (
    <div id={id} className={styles.compare}>
      <div className={styles.compareRow} aria-hidden="true">
        {trees.map((tree) => (
          <p key={tree.tree_id} className={styles.compareName}>
            {tree.tree_name_common} <i>{tree.tree_name_sci}</i>
          </p>
        ))}
      </div>
      {TREE_PARTS.map(({ picture, description, label }) => (
        <section key={picture} aria-label={label}>
          <h4 className={styles.partName}>{label}</h4>
          <div className={styles.compareRow}>
            {trees.map((tree) => {
              const src = tree[picture];
              return (
                <div key={tree.tree_id} className={styles.compareCell}>
                  {src ? (
                    <ZoomablePicture
                      src={src}
                      alt={`${label} of ${tree.tree_name_common}`}
                      sizes="(min-width: 48rem) 20rem, 45vw"
                      lazy
                    />
                  ) : null}
                  <p>
                    <span className="visually-hidden">{tree.tree_name_common}: </span>
                    {tree[description]}
                  </p>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
