import styles from './board.module.css';
import { BoardEntries } from './board-entries.tsx';
import { ChallengeRuns } from './board-runs.tsx';

/** The board: take a suspect score off it, and look at recent runs' answer times to spot a script. */
export function BoardSection() {
  return (
    <div className={styles.page}>
      <BoardEntries />
      <ChallengeRuns />
    </div>
  );
}
