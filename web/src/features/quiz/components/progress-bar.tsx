import styles from './quiz.module.css';

/** How much of the quiz is answered; the words ("Question 3 of 10") are with the heading. */
export function ProgressBar({ value, max }: { value: number; max: number }) {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={styles.barFill} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
