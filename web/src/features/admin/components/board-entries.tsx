import type { AdminBoardRow } from '@leafwise/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminBoard, useRemoveEntry } from '../api/board.ts';
import { dateTime } from '../console-dates.ts';
import styles from './board.module.css';
import shared from './console.module.css';

/** The Ancient board in rank order, each entry with the means to remove it. */
export function BoardEntries() {
  const id = useId();
  const board = useAdminBoard();
  const [done, setDone] = useState<{ message: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The entry that had the focus is gone: the focus goes back to the top of the board. In an
  // effect, for the heading can take the focus only once the dialog has closed.
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={shared.title}>
        The Ancient board
      </h2>
      <p className={shared.lede}>Remove a suspect score without banning its owner: they can play again.</p>
      <div role="status">{done ? <p className={shared.success}>{done.message}</p> : null}</div>
      {board.isError ? (
        // Over the list when reading it again failed: what was shown stays.
        <ErrorWithRetry
          message={errorMessage(board.error, 'The board could not be loaded. Please try again.')}
          onRetry={() => board.refetch()}
          retrying={board.isFetching}
        />
      ) : null}
      {board.isPending ? (
        <Loading>Loading the board...</Loading>
      ) : !board.data ? null : board.data.entries.length === 0 ? (
        <p className={shared.empty}>No one is on the board yet.</p>
      ) : (
        <ol className={styles.entries}>
          {board.data.entries.map((entry) => (
            <BoardEntry key={entry.leaderboard_id} entry={entry} onRemoved={(message) => setDone({ message })} />
          ))}
        </ol>
      )}
    </section>
  );
}

function BoardEntry({ entry, onRemoved }: { entry: AdminBoardRow; onRemoved: (message: string) => void }) {
  const nameId = useId();
  const remove = useRemoveEntry();
  const [asking, setAsking] = useState(false);

  function confirm() {
    remove.mutate(entry.leaderboard_id, {
      onSuccess: () => onRemoved(`${entry.name}'s score of ${entry.score} is off the board.`),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <li className={`surface ${styles.entry}`}>
      <span className={styles.rank}>
        <span className="visually-hidden">Rank </span>
        {entry.rank}
      </span>
      <div className={styles.who}>
        <span id={nameId} className={styles.name}>
          {entry.name}
        </span>
        <span className={styles.email}>{entry.email}</span>
      </div>
      <div className={styles.score}>
        <span className={styles.points}>{entry.score} points</span>
        <time dateTime={entry.achieved_at} className={styles.when}>
          {dateTime(entry.achieved_at)}
        </time>
      </div>
      <button
        type="button"
        className={`button button-secondary ${styles.remove}`}
        aria-haspopup="dialog"
        aria-describedby={nameId}
        disabled={remove.isPending}
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        Remove entry
      </button>
      <div role="alert" className={styles.entryAlert}>
        {remove.isError ? (
          <p className={shared.error}>
            {errorMessage(remove.error, `Could not remove ${entry.name}'s score. Please try again.`)}
          </p>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title="Remove a board entry"
          confirmLabel="Remove entry"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            Remove {entry.name}'s score of {entry.score} from the board? They are not banned and can play again.
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
