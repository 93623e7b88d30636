import { SECONDS } from '@leafwise/contract/constants';
import { useEffect, useState } from 'react';
import styles from './quiz.module.css';

/**
 * "Back to Settings" (in a test; a challenge says where it leads instead), which asks for
 * a second click within the exit window before it leaves.
 */
export function ExitButton({ onExit, label = 'Back to Settings' }: { onExit: () => void; label?: string }) {
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setArmed(false), SECONDS.exitConfirmWindow * 1000);
    return () => window.clearTimeout(timer);
  }, [armed]);

  return (
    <button
      type="button"
      className={`button button-secondary ${armed ? styles.armed : ''}`}
      onClick={() => (armed ? onExit() : setArmed(true))}
    >
      {armed ? 'Im sure i want to exit the quiz' : label}
    </button>
  );
}
