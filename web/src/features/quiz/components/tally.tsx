import styles from './quiz.module.css';

/** Right and wrong answers so far, each with its mark as well as its colour. */
export function Tally({ correct, incorrect }: { correct: number; incorrect: number }) {
  return (
    <p className={styles.tally}>
      <span className={styles.tallyRight}>
        <span aria-hidden="true">✓</span> <span>{correct} correct</span>
      </span>
      <span className={styles.tallyWrong}>
        <span aria-hidden="true">✗</span> <span>{incorrect} incorrect</span>
      </span>
    </p>
  );
}
