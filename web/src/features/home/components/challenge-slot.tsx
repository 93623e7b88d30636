import { MAX_LEVEL } from '@leafwise/contract/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProgress } from '../../../api/get-progress.ts';
import { paths } from '../../../lib/paths.ts';
import styles from '../home-page.module.css';

/**
 * The one-minute challenge asks about every tree, at Ancient: home offers its card once the
 * learner's level has reached Ancient, and names it in a line before that (docs/progress.md, "The
 * learner's level"). The level comes with the day's progress, which the panel above asks for anyway.
 */
export function ChallengeSlot({ challenge }: { challenge: ReactNode }) {
  const level = useProgress().data?.level.level;
  if (level === undefined) return null;
  if (level === MAX_LEVEL) return challenge;
  return (
    <p className={styles.ahead}>
      The one-minute <Link to={paths.leaderboard}>leaderboard challenge</Link> asks about every tree, at the Ancient
      level, rare ones too: it is there when you want it, and comes into its own once the course reaches them.
    </p>
  );
}
