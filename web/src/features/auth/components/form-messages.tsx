import type { ReactNode } from 'react';
import styles from './auth.module.css';

type FormMessagesProps = { error?: ReactNode; success?: ReactNode };

/**
 * The error line and the success line. Both live regions are always in the page, so a screen
 * reader announces a message when it appears. Put them outside a form's grid: empty, they take no room.
 */
export function FormMessages({ error, success }: FormMessagesProps) {
  return (
    <>
      <div role="alert">{error ? <p className={styles.error}>{error}</p> : null}</div>
      <div role="status">{success ? <p className={styles.success}>{success}</p> : null}</div>
    </>
  );
}
