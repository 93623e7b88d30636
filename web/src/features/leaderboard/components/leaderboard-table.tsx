import type { LeaderboardEntry } from '@leafwise/contract';
import styles from './leaderboard.module.css';

/** The top three, by rank; each medal is named in words as well as drawn in its colour. */
const MEDALS: Record<number, 'Gold' | 'Silver' | 'Bronze'> = { 1: 'Gold', 2: 'Silver', 3: 'Bronze' };

type LeaderboardTableProps = {
  entries: LeaderboardEntry[];
  /** The signed-in user's entry; shown after the others when it ranks below them. */
  ownEntry: LeaderboardEntry | null;
  userId: string;
  /** Admins only: selecting a player's name asks to ban them. */
  onBan?: (entry: LeaderboardEntry) => void;
};

/** Rank, name and score of each entry, best first, the top three with their medals. */
export function LeaderboardTable({ entries, ownEntry, userId, onBan }: LeaderboardTableProps) {
  const ownBelow = ownEntry && !entries.some((entry) => entry.user_id === ownEntry.user_id) ? ownEntry : null;
  return (
    <table className={`${styles.table} ${onBan ? styles.admin : ''}`}>
      <caption className="visually-hidden">Ancient Leaderboard, best score first</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col" className={styles.scoreCell}>
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Row key={entry.leaderboard_id} entry={entry} own={entry.user_id === userId} onBan={onBan} />
        ))}
      </tbody>
      {ownBelow ? (
        <tfoot>
          <tr className={styles.gap}>
            <td colSpan={3}>
              <span aria-hidden="true">⋯</span>
              <span className="visually-hidden">Your place, further down</span>
            </td>
          </tr>
          <Row entry={ownBelow} own onBan={undefined} />
        </tfoot>
      ) : null}
    </table>
  );
}

function Row({
  entry,
  own,
  onBan,
}: {
  entry: LeaderboardEntry;
  own: boolean;
  onBan?: (entry: LeaderboardEntry) => void;
}) {
  const medal = MEDALS[entry.rank];
  // An admin cannot ban themself, so their own name stays plain.
  const bannable = onBan && !own;
  return (
    <tr className={`${own ? styles.own : ''} ${medal ? styles[medal.toLowerCase()] : ''}`}>
      <td className={styles.rankCell}>
        <span className={styles.rank}>
          {medal ? <MedalIcon /> : null}
          <span className={styles.rankNumber}>{entry.rank}</span>
        </span>
        {medal ? <span className={styles.medalName}>{medal}</span> : null}
      </td>
      <td className={styles.nameCell}>
        {bannable ? (
          <button
            type="button"
            className={styles.banButton}
            aria-haspopup="dialog"
            aria-describedby="leaderboard-admin-hint"
            onClick={() => onBan(entry)}
          >
            {entry.name}
          </button>
        ) : (
          <span className={styles.name}>{entry.name}</span>
        )}
        {own ? <span className={styles.you}> (you)</span> : null}
      </td>
      <td className={styles.scoreCell}>{entry.score}</td>
    </tr>
  );
}

/** A medal on its ribbon; its colour comes from the row (gold, silver, bronze), its name is in the text beside it. */
function MedalIcon() {
  return (
    <svg className={styles.medalIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 2h4l2 6H9zM13 2h4l-2 6h-4z" fill="currentColor" opacity="0.55" />
      <circle cx="12" cy="15" r="7" fill="currentColor" />
      <circle cx="12" cy="15" r="4.5" fill="none" stroke="var(--color-surface)" strokeWidth="1.2" opacity="0.8" />
    </svg>
  );
}
