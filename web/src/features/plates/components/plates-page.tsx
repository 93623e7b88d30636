import type { FieldGuideSpecies, TreeSlot } from '@leafwise/contract';
import { drawingUrl, LEVELS } from '@leafwise/contract/constants';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { guideNames, useFieldGuide } from '../../../lib/field-guide.ts';
import { speciesPath } from '../../../lib/links.ts';
import { useOnline } from '../../../lib/online.ts';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { randomSpecimens, type Specimens } from '../../../lib/use-specimens.ts';
import {
  filtersFromSearch,
  filterTrees,
  type PlateFilters,
  type PlateTree,
  searchOf,
  TYPE_LABELS,
} from '../plate-filters.ts';
import { PlateFilterForm } from './plate-filter-form.tsx';
import styles from './plates-page.module.css';

/** The four parts, then the whole tree. */
const SLOTS: readonly TreeSlot[] = ['leaf', 'bark', 'bud', 'seed', 'form'];

/** The first specimen of every slot: the plates open on the drawings the field guide keeps. */
const FIRST: Specimens = { leaf: 0, bark: 0, bud: 0, seed: 0, form: 0 };

/** A species as a plate shows it: from the field guide, so the plates work offline. */
type Plate = PlateTree & { slug: string; drawings: FieldGuideSpecies['drawings'] };

const plateOf = (species: FieldGuideSpecies): Plate => ({
  slug: species.slug,
  ...guideNames(species),
  level: species.level,
  type: species.type,
  drawings: species.drawings,
});

/**
 * The first specimen is the field guide's own drawing (kept on the device); the others, drawn
 * again by Shuffle, come from the server by the species' slug.
 */
const drawingOf = (plate: Plate, slot: TreeSlot, specimen: number) =>
  specimen === 0 ? plate.drawings[slot] : drawingUrl(`/api/illustrations/${plate.slug}/${slot}.svg`, { specimen });

const levelName = (level: number) => LEVELS.find((entry) => entry.value === level)?.name ?? '';

/** "No trees match “yew” among Sapling evergreen trees." */
function noMatch({ query, level, type }: PlateFilters): string {
  const among = [level === null ? '' : levelName(level), type === null ? '' : type].filter(Boolean).join(' ');
  const words = query.trim() ? `“${query.trim()}”` : 'these filters';
  return `No trees match ${words}${among ? ` among ${among} trees` : ''}.`;
}

/**
 * Every species' five pictures (its four parts and the whole tree) in rows, like a field guide's
 * plates: for reviewing the catalog at a glance, or finding one tree by name, level or type (kept in
 * the URL, so reload and Back keep them). Shuffle draws every plate again from other specimens of
 * its species, to see how the drawings vary.
 */
export function PlatesPage() {
  useDocumentTitle('Plates');
  const id = useId();
  const guide = useFieldGuide();
  const online = useOnline();
  const plates = useMemo(
    () => guide.data?.species.map(plateOf).sort((a, b) => a.tree_name_sci.localeCompare(b.tree_name_sci)),
    [guide.data],
  );
  const trees = { ...guide, data: plates };
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const shown = useMemo(() => filterTrees(trees.data ?? [], filtersFromSearch(search)), [trees.data, search]);
  // Typing replaces the entry rather than adding one a letter, so Back leaves the page. The filters
  // are read from the address bar as it is now, not from this render: a second change made before
  // the page has drawn the first (clearing the name, then picking a level) must keep the first.
  const change = (next: Partial<PlateFilters>) => {
    const now = filtersFromSearch(new URLSearchParams(window.location.search));
    setSearch(searchOf({ ...now, ...next }), { replace: true });
  };
  const total = trees.data?.length ?? 0;
  // Each tree's specimens, per slot; a tree not in the map shows its first ones.
  const [specimens, setSpecimens] = useState<ReadonlyMap<string, Specimens>>(new Map());
  const [shuffles, setShuffles] = useState(0);
  function shuffle() {
    setSpecimens(
      new Map((trees.data ?? []).map((tree) => [tree.slug, randomSpecimens(specimens.get(tree.slug) ?? FIRST)])),
    );
    setShuffles((count) => count + 1);
  }

  return (
    <div className="reference-page">
      <h1>The plates</h1>
      <p className="lede">
        Every tree in Leafwise with our drawings of its leaf, bark, buds, seed and whole shape; quizzes show a photo
        instead where there is one.
      </p>
      {trees.isPending && <p role="status">Loading the plates…</p>}
      {trees.isError && <p role="alert">{trees.error.message}</p>}
      {trees.data && (
        <>
          <PlateFilterForm filters={filters} onChange={change} />
          <div className={styles.toolbar}>
            <p role="status" className={styles.count}>
              {shown.length === 0
                ? noMatch(filters)
                : shown.length === total
                  ? `Showing all ${total} trees.`
                  : `Showing ${shown.length} of ${total} trees.`}
              {shuffles > 0 ? <span className="visually-hidden"> Shuffled: other specimens of each tree.</span> : null}
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={shuffle}
              disabled={!online}
              aria-describedby={`${id}-shuffle`}
            >
              Shuffle
            </button>
            <span id={`${id}-shuffle`} className={online ? 'visually-hidden' : styles.count}>
              {online
                ? 'Draws every plate again from other trees of its species'
                : 'Shuffle needs a connection: this device keeps the first drawing of each.'}
            </span>
          </div>
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
                <PlateRow key={tree.slug} tree={tree} specimens={specimens.get(tree.slug) ?? FIRST} />
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

function PlateRow({ tree, specimens }: { tree: Plate; specimens: Specimens }) {
  return (
    <li className={styles.plate}>
      <h2 className={styles.name}>
        <Link to={speciesPath(tree.slug)}>
          {tree.tree_name_common} <ScientificName tree={tree} />
        </Link>
      </h2>
      <p className={styles.tags}>
        {levelName(tree.level)} · {TYPE_LABELS[tree.type]}
      </p>
      <div className={styles.pictures}>
        {SLOTS.map((slot) => (
          <figure key={slot} className={`${styles.figure} ${slot === 'form' ? styles.whole : ''}`}>
            <img
              src={drawingOf(tree, slot, specimens[slot])}
              alt={`${SLOT_LABELS[slot]} of ${tree.tree_name_common}`}
              width={240}
              height={240}
              loading="lazy"
            />
            <figcaption>{SLOT_LABELS[slot]}</figcaption>
          </figure>
        ))}
      </div>
    </li>
  );
}
