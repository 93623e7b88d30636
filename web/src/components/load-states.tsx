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
