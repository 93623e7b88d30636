import type { Confusion, Tree } from '@leafwise/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStartReview } from '../../../api/start-review.ts';
import { CompareTrees } from '../../../components/compare-trees.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { trainingSessionPath } from '../../../lib/links.ts';
import { paths } from '../../../lib/paths.ts';
import { useComparison } from '../api/get-comparison.ts';
import { useConfusions } from '../api/get-confusions.ts';
import styles from './progress.module.css';
import { ShowAllButton } from './show-all-button.tsx';

/** How many pairs show at first; the rest wait behind "Show all", so the page stays short on a phone. */
const FIRST_SHOWN = 3;

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** The pairs the user mixes up most, each with a side-by-side comparison and a drill on just those two. */
export function ConfusionList() {
  const confusions = useConfusions();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  if (confusions.isPending) return <p role="status">Loading your mix-ups...</p>;
  if (confusions.isError) {
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(confusions.error, 'We could not load your mix-ups.')}
      </p>
    );
  }
  const trees = new Map(confusions.data.trees.map((tree) => [tree.tree_id, tree]));
  const pairs = confusions.data.confusions.flatMap((confusion) => {
    const shown = trees.get(confusion.shown_tree_id);
    const chosen = trees.get(confusion.chosen_tree_id);
    return shown && chosen ? [{ confusion, shown, chosen }] : [];
  });
  if (pairs.length === 0) {
    return <p>No mix-ups yet. When you take one tree for another, the pair shows up here to compare and drill.</p>;
  }
  const hidden = pairs.length - FIRST_SHOWN;
  return (
    <>
      <ul id={listId} className={styles.confusions}>
        {(showAll ? pairs : pairs.slice(0, FIRST_SHOWN)).map(({ confusion, shown, chosen }) => (
          <ConfusionItem
            key={`${shown.tree_id}-${chosen.tree_id}`}
            confusion={confusion}
            shown={shown}
            chosen={chosen}
          />
        ))}
      </ul>
      {hidden > 0 ? (
        <ShowAllButton
          controls={listId}
          count={pairs.length}
          noun="mix-ups"
          showAll={showAll}
          onToggle={() => setShowAll((was) => !was)}
        />
      ) : null}
    </>
  );
}

function ConfusionItem({ confusion, shown, chosen }: { confusion: Confusion; shown: Tree; chosen: Tree }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const drill = useStartReview();
  const navigate = useNavigate();
  // The drill comes back to the list of mix-ups when it ends.
  const start = () =>
    drill.mutate([shown.tree_id, chosen.tree_id], {
      onSuccess: (quiz) => navigate(trainingSessionPath(quiz.quiz_id, `${paths.progress}#confusions-title`)),
    });

  return (
    <li className={`surface ${styles.confusion}`}>
      <p className={styles.confusionText}>
        You took <strong>{shown.tree_name_common}</strong> for <strong>{chosen.tree_name_common}</strong>{' '}
        {times(confusion.times)}
        {confusion.reverse_times > 0
          ? `, and ${chosen.tree_name_common} for ${shown.tree_name_common} ${times(confusion.reverse_times)}`
          : ''}
        .
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={`${id}-compare`}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Hide the comparison' : 'Compare them'}
        </button>
        <button type="button" className="button" onClick={start} disabled={drill.isPending}>
          {drill.isPending ? 'Starting...' : 'Drill these two'}
        </button>
      </div>
      {drill.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(drill.error, 'The drill could not start. Please try again.')}
        </p>
      ) : null}
      {open ? <PairComparison id={`${id}-compare`} shown={shown} chosen={chosen} /> : null}
    </li>
  );
}

/** The pair side by side, with what tells them apart, read from the server's records. */
function PairComparison({ id, shown, chosen }: { id: string; shown: Tree; chosen: Tree }) {
  const comparison = useComparison(shown.tree_id, chosen.tree_id);
  if (comparison.isPending) return <Loading>Comparing them...</Loading>;
  if (comparison.isError) {
    return (
      <p role="alert" id={id} className={styles.error}>
        {errorMessage(comparison.error, 'The comparison could not be loaded.')}
      </p>
    );
  }
  return <CompareTrees id={id} comparison={comparison.data} roles={['Shown', 'Taken for it']} descriptions />;
}
