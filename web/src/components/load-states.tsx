import type { ReactNode } from 'react';
import styles from './load-states.module.css';

/** A page part waiting for its data: the words say what is coming. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.loading}>
      {children}
    </p>
  );
}
