import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import styles from './today-panel.module.css';

/** Today's answers against the user's daily goal, in words and as a bar. */
export function GoalMeter({ answers, goal }: { answers: number; goal: number }) {
  const done = Math.min(answers, goal);
  const reached = answers >= goal;
  return (
    <div className={styles.tile}>
      <h2 className={styles.tileTitle} id="today-goal">
        Today's goal
      </h2>
      <p className={styles.figure}>
        {answers} of {goal} answers today
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby="today-goal"
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={done}
        aria-valuetext={`${answers} of ${goal} answers`}
      >
        <div
          className={`${styles.barFill} ${reached ? styles.barDone : ''}`}
          style={{ width: `${(done / goal) * 100}%` }}
        />
      </div>
      <p className={styles.note}>
        {reached ? 'Goal reached. Well done!' : `${goal - answers} to go.`}{' '}
        <Link to={paths.profile}>Change your goal</Link>
      </p>
    </div>
  );
}
