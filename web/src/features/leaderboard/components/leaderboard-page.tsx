import type { LeaderboardEntry } from '@leafwise/contract';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { SCORE_RULE } from '../../../lib/score-rule.ts';
import { useBanUser } from '../api/ban-user.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import styles from './leaderboard.module.css';
import { LeaderboardTable } from './leaderboard-table.tsx';

/** The API's words for a lapsed session, and what the page says instead (docs/product.md#strings). */
const NOT_AUTHENTICATED = 'User not authenticated';

type LeaderboardPageProps = {
  /** The signed-in user, whose own entry is marked. */
  userId: string;
  /** An admin may ban a player from the board by selecting their name. */
  isAdmin: boolean;
  /** The way into the leaderboard challenge (the quiz feature's). */
  challenge: ReactNode;
  /** The session turned out to have ended: sign in again. */
  onSessionLapsed: () => void;
};

/** /leaderboard: the Ancient leaderboard, the challenge that fills it, and for an admin the ban. */
export function LeaderboardPage({ userId, isAdmin, challenge, onSessionLapsed }: LeaderboardPageProps) {
  useDocumentTitle('Ancient Leaderboard');
  const board = useLeaderboard();
  const ban = useBanUser();
  const [target, setTarget] = useState<LeaderboardEntry | null>(null);

  function choose(entry: LeaderboardEntry) {
    ban.reset();
    setTarget(entry);
  }

  function confirmBan() {
    if (!target) return;
    ban.mutate(target.user_id, {
      onError: (error) => console.warn('ban failed', error),
      onSettled: () => setTarget(null),
    });
  }

  const lapsed = board.isError && board.error.message === NOT_AUTHENTICATED;
  return (
    <div className="column-page">
      <header>
        <h1>Ancient Leaderboard</h1>
        <p>
          Each player's best score in the one-minute challenge, where every tree in the catalog can appear. {SCORE_RULE}
        </p>
      </header>
      {challenge}
      <section className={`surface ${styles.board}`} aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title" className={styles.boardTitle}>
          Best scores
        </h2>
        {isAdmin ? (
          <p id="leaderboard-admin-hint" className={styles.adminHint}>
            As an admin, select a player's name to ban them from the leaderboard. A ban also locks their account, so
            they can no longer log in.
          </p>
        ) : null}
        <div role="alert">{ban.isError ? <p className={styles.error}>Failed to ban user.</p> : null}</div>
        {board.isPending ? (
          <Loading>Loading leaderboard...</Loading>
        ) : board.isError && lapsed ? (
          <ErrorWithRetry message="Please log in to view the leaderboard.">
            <button type="button" className="button" onClick={onSessionLapsed}>
              Log in
            </button>
          </ErrorWithRetry>
        ) : board.isError ? (
          <ErrorWithRetry
            message={errorMessage(board.error, 'Failed to fetch leaderboard')}
            onRetry={() => board.refetch()}
            retrying={board.isFetching}
          />
        ) : board.data.leaderboard.length === 0 ? (
          <p className={styles.empty}>Be the first on the leaderboard!</p>
        ) : (
          <LeaderboardTable
            entries={board.data.leaderboard}
            ownEntry={board.data.own_entry}
            userId={userId}
            onBan={isAdmin ? choose : undefined}
          />
        )}
      </section>
      {target ? (
        <ConfirmDialog
          title="Ban from the leaderboard"
          confirmLabel="Ban"
          busyLabel="Banning..."
          busy={ban.isPending}
          onConfirm={confirmBan}
          onCancel={() => setTarget(null)}
        >
          {/* The ban sentence word for word, then what a ban does beyond the boards (docs/product.md#roles). */}
          <p>Are you sure you want to ban {target.name}? This will remove them from all leaderboards.</p>
          <p>They will no longer be able to log in.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
