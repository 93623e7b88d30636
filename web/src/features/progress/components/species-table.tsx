import type { SpeciesProgress } from '@leafwise/contract';
import { LEVELS } from '@leafwise/contract/constants';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { speciesPath } from '../../../lib/links.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import styles from './progress.module.css';
import { ShowAllButton } from './show-all-button.tsx';

type SortKey = 'name' | 'seen' | 'accuracy' | 'due';
type Sort = { key: SortKey; ascending: boolean };

const COMPARE: Record<SortKey, (a: SpeciesProgress, b: SpeciesProgress) => number> = {
  name: (a, b) => a.tree_name_common.localeCompare(b.tree_name_common),
  seen: (a, b) => a.seen - b.seen,
  accuracy: (a, b) => a.accuracy - b.accuracy || b.seen - a.seen,
  due: (a, b) => Date.parse(a.due_at) - Date.parse(b.due_at),
};

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Tree' },
  { key: 'seen', label: 'Answers' },
  { key: 'accuracy', label: 'Accuracy' },
  { key: 'due', label: 'Next review' },
];

const LABEL = Object.fromEntries(COLUMNS.map(({ key, label }) => [key, label])) as Record<SortKey, string>;
const REMEMBERED = 'Remembered for';

/** Rows shown at first, in the chosen order; the rest wait behind "Show all", as the mix-ups do. */
const FIRST_ROWS = 10;

const levelName = (level: number) => LEVELS.find((known) => known.value === level)?.name ?? '';

function nextReview(row: SpeciesProgress) {
  if (row.due) return <strong className={styles.dueNow}>Due now</strong>;
  return relativeTime(row.due_at);
}

/** FSRS stability in words: how long the tree would stay named with 90% odds. */
function memory(days: number): string {
  if (days < 1) return 'under a day';
  const whole = Math.round(days);
  return whole === 1 ? '1 day' : `${whole} days`;
}

/**
 * Every species answered, weakest first; a column header sorts by it (again: the other way). The
 * first ten rows of that order show, the rest on request. On a phone each row is a card, its cells
 * named by their data-label (progress.module.css).
 */
export function SpeciesTable({ species }: { species: SpeciesProgress[] }) {
  const tableId = useId();
  const [sort, setSort] = useState<Sort>({ key: 'accuracy', ascending: true });
  const [showAll, setShowAll] = useState(false);
  const sorted = [...species].sort((a, b) => (sort.ascending ? 1 : -1) * COMPARE[sort.key](a, b));
  const rows = showAll ? sorted : sorted.slice(0, FIRST_ROWS);
  const sortBy = (key: SortKey) =>
    setSort((was) => ({ key, ascending: was.key === key ? !was.ascending : key !== 'seen' }));

  return (
    <>
      <div className={styles.tableFrame}>
        <table id={tableId} className={styles.species}>
          <caption className="visually-hidden">
            Your trees, sorted by {COLUMNS.find((column) => column.key === sort.key)?.label.toLowerCase()},{' '}
            {sort.ascending ? 'ascending' : 'descending'}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, label }) => (
                <th
                  key={key}
                  scope="col"
                  aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className={styles.sortButton} onClick={() => sortBy(key)}>
                    {label}
                    <span aria-hidden="true">{sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                </th>
              ))}
              <th scope="col" title="How long you would likely still name it (FSRS stability)">
                {REMEMBERED}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.tree_id}>
                <th scope="row" className={styles.treeCell}>
                  <Link to={speciesPath(row.slug)}>{row.tree_name_common}</Link>
                  <span className={styles.treeMeta}>
                    <ScientificName tree={row} /> · {levelName(row.level)}
                  </span>
                </th>
                <td data-label={LABEL.seen}>
                  {row.right} of {row.seen} right
                </td>
                <td data-label={LABEL.accuracy}>{Math.round(row.accuracy * 100)}%</td>
                <td data-label={LABEL.due}>{nextReview(row)}</td>
                <td data-label={REMEMBERED}>
                  {row.mastered ? <strong className={styles.mastered}>Mastered</strong> : memory(row.stability_days)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sorted.length > FIRST_ROWS ? (
        <ShowAllButton
          controls={tableId}
          count={sorted.length}
          noun="trees"
          showAll={showAll}
          onToggle={() => setShowAll((was) => !was)}
        />
      ) : null}
    </>
  );
}
