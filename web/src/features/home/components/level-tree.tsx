import type { CSSProperties } from 'react';
import styles from './level-tree.module.css';

type LevelTreeProps = { level: number };

/** A tree that grows with the difficulty level: a sapling, then a broader tree, then an old giant. */
export function LevelTree({ level }: LevelTreeProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={styles.tree}
      style={{ '--grow': 0.45 + level * 0.18 } as CSSProperties}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M24 46V28M24 36l-5-4M24 33l5-5" stroke="#6b4a2f" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="24" cy="19" r="14" fill="#4f8a52" />
      <circle cx="17" cy="23" r="8" fill="#3d7349" />
      <circle cx="30" cy="14" r="7" fill="#6aa566" />
    </svg>
  );
}
