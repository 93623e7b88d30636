import type { ReactNode } from 'react';
import styles from './load-states.module.css';

// Apart from Loading (load-states.tsx): the first page shows a loading line, but only pages loaded
// on demand can fail to load.

type ErrorWithRetryProps = {
  message: string;
  /** Left out when asking again cannot help. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way out, such as back to the settings. */
  children?: ReactNode;
};

/** A failure in words the user can act on, and (where it may help) a button to ask again. */
export function ErrorWithRetry({ message, onRetry, retrying = false, children }: ErrorWithRetryProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className="button button-secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Trying again...' : 'Try again'}
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
