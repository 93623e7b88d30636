import type { ReactNode } from 'react';
import styles from './auth.module.css';

type SubmitButtonProps = {
  /** While the form's request is on its way: the button waits and says what is happening. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
};

/** An account form's one button, across the card. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
