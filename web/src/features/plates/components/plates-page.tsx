import { LEVELS, type Tree } from '@leafwise/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useAllTrees } from '../api/get-all-trees.ts';
import { filtersFromSearch, filterTrees, type PlateFilters, searchOf, TYPE_LABELS } from '../plate-filters.ts';
import { PlateFilterForm } from './plate-filter-form.tsx';
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

const levelName = (level: number) => LEVELS.find((entry) => entry.value === level)?.name ?? '';

/** "No trees match “yew” among Sapling evergreen trees." */
function noMatch({ query, level, type }: PlateFilters): string {
  const among = [level === null ? '' : levelName(level), type === null ? '' : type].filter(Boolean).join(' ');
  const words = query.trim() ? `“${query.trim()}”` : 'these filters';
  return `No trees match ${words}${among ? ` among ${among} trees` : ''}.`;
}

/**
 * Every species' four pictures in rows, like a field guide's plates: for reviewing the catalog at a
 * glance, or finding one tree by name, level or type (kept in the URL, so reload and Back keep them).
 */
export function PlatesPage() {
  useDocumentTitle('Plates');
  const trees = useAllTrees();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const shown = useMemo(() => filterTrees(trees.data ?? [], filtersFromSearch(search)), [trees.data, search]);
  // Typing replaces the entry rather than adding one a letter, so Back leaves the page.
  const change = (next: Partial<PlateFilters>) => setSearch(searchOf({ ...filters, ...next }), { replace: true });
  const total = trees.data?.length ?? 0;

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
        <>
          <PlateFilterForm filters={filters} onChange={change} />
          <p role="status" className={styles.count}>
            {shown.length === 0
              ? noMatch(filters)
              : shown.length === total
                ? `Showing all ${total} trees.`
                : `Showing ${shown.length} of ${total} trees.`}
          </p>
          {shown.length === 0 ? (
            <div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setSearch({}, { replace: true })}
              >
                Show every tree
              </button>
            </div>
          ) : (
            <ol className={styles.plates}>
              {shown.map((tree) => (
                <Plate key={tree.tree_id} tree={tree} />
              ))}
            </ol>
          )}
        </>
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
      <p className={styles.tags}>
        {levelName(tree.level)} · {TYPE_LABELS[tree.type]}
      </p>
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
