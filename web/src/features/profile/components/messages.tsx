import type { ReactNode } from 'react';
import styles from './profile.module.css';

/** Live regions that are always in the page, so a message is announced when it appears. */
export function Messages({ error, success }: { error?: ReactNode; success?: ReactNode }) {
  return (
    <>
      <div role="alert">{error ? <p className={styles.error}>{error}</p> : null}</div>
      <div role="status">{success ? <p className={styles.success}>{success}</p> : null}</div>
    </>
  );
}
