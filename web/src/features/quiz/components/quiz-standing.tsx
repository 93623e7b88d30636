import type { Quiz } from '@leafwise/contract';
import { MILESTONES } from '@leafwise/contract/constants';
import { Link } from 'react-router';
import { useProgress } from '../../../api/get-progress.ts';
import { paths } from '../../../lib/paths.ts';
import { knownAndMastered, knownCount } from '../../../lib/tree-stages.ts';
import styles from './quiz-debrief.module.css';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * Where the learner stands after the quiz, and what it changed: today's goal (reached by this
 * quiz, or how far off), the streak (begun or kept today by this quiz), and the trees known and
 * mastered, in the words the progress page defines.
 * Quiet when progress cannot be read: the debrief above is the point of the screen.
 */
export function QuizStanding({ quiz }: { quiz: Quiz }) {
  const standing = useProgress();
  if (!standing.isSuccess) return null;
  const { answers_today: today, daily_goal: goal, streak_days: streak, mastered, species } = standing.data;
  const here = quiz.questions.filter((question) => question.answer !== null).length;
  const before = Math.max(0, today - here);
  const quizTrees = new Set(quiz.questions.map((question) => question.answer?.correct_tree_id));
  const masteredHere = species.filter((tree) => tree.mastered && quizTrees.has(tree.tree_id)).length;
  const milestone = MILESTONES.filter((count) => count <= mastered).at(-1);

  return (
    <section aria-labelledby="debrief-standing" className={styles.section}>
      <h2 id="debrief-standing">Where you stand</h2>
      <ul className={styles.standing}>
        <li>
          {today >= goal && before < goal
            ? `Today's goal reached: ${today} of ${goal} answers!`
            : today >= goal
              ? `Today's goal is done: ${today} answers (goal ${goal}).`
              : `Today's goal: ${today} of ${goal} answers, ${goal - today} to go.`}
        </li>
        <li>
          {before === 0 && here > 0 ? `Streak: ${days(streak)}, kept going by this quiz.` : `Streak: ${days(streak)}.`}
        </li>
        <li>
          {/* A checkpoint's end screen has said why nothing is mastered yet, beside its unit's trees known. */}
          {knownAndMastered(knownCount(species), mastered, { reasonGiven: quiz.mode === 'checkpoint' })}
          {masteredHere > 0 ? `, ${masteredHere} of them in this quiz` : ''}
          {milestone ? ` (milestone: ${milestone} trees)` : ''}. <Link to={paths.progress}>See your progress</Link>
        </li>
      </ul>
    </section>
  );
}
