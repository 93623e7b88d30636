import type { Tree } from '@leafwise/contract';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useAllTrees } from '../api/get-all-trees.ts';
import styles from './plates-page.module.css';

const SLOTS = [
  ['leaf', 'Leaf'],
  ['bark', 'Bark'],
  ['bud', 'Buds'],
  ['seed', 'Seed'],
] as const;

/** The plates review the drawings, so a slot that shows a photo elsewhere still shows its drawing here. */
const drawingOf = (tree: Tree, slot: (typeof SLOTS)[number][0]) => {
  const url = tree[`tree_img_${slot}`];
  return url?.endsWith('.svg') || url?.includes('.svg?') ? url : `/api/illustrations/${tree.tree_id}/${slot}.svg`;
};

/** Every species' four pictures in rows, like a field guide's plates: for reviewing the catalog at a glance. */
export function PlatesPage() {
  useDocumentTitle('Plates');
  const trees = useAllTrees();
  return (
    <div className="reference-page">
      <h1>The plates</h1>
      <p className="lede">
        Every tree in Leafwise with our drawings of its leaf, bark, buds and seed; quizzes show a photo instead where
        there is one.
      </p>
      {trees.isPending && <p role="status">Loading the plates…</p>}
      {trees.isError && <p role="alert">{trees.error.message}</p>}
      {trees.data && (
        <ol className={styles.plates}>
          {trees.data.map((tree) => (
            <Plate key={tree.tree_id} tree={tree} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Plate({ tree }: { tree: Tree }) {
  return (
    <li className={styles.plate}>
      <h2 className={styles.name}>
        {tree.tree_name_common} <i>{tree.tree_name_sci}</i>
      </h2>
      <div className={styles.pictures}>
        {SLOTS.map(([slot, label]) => (
          <figure key={slot} className={styles.figure}>
            <img
              src={drawingOf(tree, slot)}
              alt={`${label} of ${tree.tree_name_common}`}
              width={240}
              height={240}
              loading="lazy"
            />
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </div>
    </li>
  );
}
