import type { TreeSlot } from '@leafwise/contract';
import { CompareTrees } from '../../../components/compare-trees.tsx';
import { useExplanation } from '../api/answer-question.ts';
import styles from './answer-explanation.module.css';

type AnswerExplanationProps = {
  quizId: string;
  index: number;
  /** The slots the question showed: the comparison sets those side by side. */
  slots: readonly TreeSlot[];
};

/**
 * What an answer teaches, under its outcome (docs/teaching.md): after a miss, the right tree beside the
 * one chosen with what tells them apart; after a right answer, what to look for next time.
 */
export function AnswerExplanation({ quizId, index, slots }: AnswerExplanationProps) {
  const { data: explanation } = useExplanation(quizId, index);
  if (!explanation) return null;
  const { comparison, look_for: lookFor } = explanation;
  if (!comparison) return <p className={styles.lookFor}>{lookFor}</p>;
  return (
    <section className={styles.miss} aria-label="Why it is not that tree">
      <CompareTrees comparison={comparison} roles={['The right answer', 'Your answer']} slots={slots} />
      <p className={styles.lookFor}>{lookFor}</p>
    </section>
  );
}
