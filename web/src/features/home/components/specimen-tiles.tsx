import type { ReactNode } from 'react';
import styles from './specimen-tiles.module.css';

const SPECIMENS: readonly { label: string; art: ReactNode }[] = [
  {
    label: 'Leaf',
    art: (
      <>
        <path d="M24 4C37 13 38 31 24 43 10 31 11 13 24 4Z" fill="#5e9a5f" />
        <path
          d="M24 9v37M24 18l6-5M24 18l-6-5M24 26l8-5M24 26l-8-5M24 34l6-4M24 34l-6-4"
          stroke="#e3f0d8"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    label: 'Bark',
    art: (
      <>
        <rect x="8" y="4" width="32" height="40" rx="7" fill="#8a6443" />
        <path
          d="M15 6c-2 7 2 12 0 19s2 12 0 17M24 6c2 6-2 11 0 17s-2 13 0 19M33 6c-2 8 2 13 0 20s2 10 0 16"
          fill="none"
          stroke="#4e3420"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    label: 'Bud',
    art: (
      <>
        <path d="M24 46V22M24 34l-7-5" stroke="#6b4a2f" strokeWidth="3" strokeLinecap="round" />
        <path d="M24 5c6 6 7 13 0 19-7-6-6-13 0-19Z" fill="#a65a32" />
        <path d="M24 8c2 5 2 10 0 15" stroke="#d99b6c" strokeWidth="1.5" fill="none" />
        <path d="M15.5 21c3 1.5 4 4.5 2.5 8-3.5-1.5-4.5-4.5-2.5-8Z" fill="#a65a32" />
      </>
    ),
  },
  {
    label: 'Seed',
    art: (
      <>
        <path d="M16 21h16v6c0 9-4 14-8 17-4-3-8-8-8-17Z" fill="#c59a5a" />
        <path d="M12 23c0-7 5-12 12-12s12 5 12 12Z" fill="#6b4a2f" />
        <path d="M16 17h16M14 20.5h20M20 12.5l-2 10M28 12.5l2 10M24 11v12" stroke="#4e3420" strokeWidth="1" />
        <path d="M24 11V5" stroke="#6b4a2f" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
];

/** The four things Leafwise teaches you to read on a tree, as a small illustrated list. */
export function SpecimenTiles() {
  return (
    <ul className={styles.tiles} aria-label="What you will learn to read">
      {SPECIMENS.map(({ label, art }) => (
        <li key={label} className={styles.tile}>
          <svg viewBox="0 0 48 48" className={styles.art} aria-hidden="true" focusable="false">
            {art}
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}
