import type { UnitDetail } from '@leafwise/contract';
import { type ComponentType, useState } from 'react';
import type { StudyCardProps } from '../../../lib/study-card.ts';
import { StartError, type Starting } from './start-error.tsx';
import styles from './unit-page.module.css';

type UnitStudyProps = {
  unit: UnitDetail;
  StudyCard: ComponentType<StudyCardProps>;
  signedIn: boolean;
  /** After the last tree: the practice (a visitor is shown the way to sign in for it). */
  onDone: () => void;
  starting: Starting;
};

/** The unit's trees one at a time, on the training's study card, then straight on to practice. */
export function UnitStudy({ unit, StudyCard, signedIn, onDone, starting }: UnitStudyProps) {
  const [index, setIndex] = useState(0);
  const trees = unit.trees;
  const tree = trees[index];
  if (!tree) return null;
  const last = index === trees.length - 1;
  // The last card goes on to practice: started at once when signed in, else its sign-in prompt.
  const lastLabel = !signedIn ? 'On to practice' : starting.pending ? 'Starting...' : 'Start practice';
  return (
    <div className={styles.study}>
      <StudyCard
        key={tree.tree_id}
        tree={tree}
        progress={`Study tree ${index + 1} of ${trees.length}`}
        nextLabel={last ? lastLabel : 'Next Tree'}
        onNext={() => (last ? onDone() : setIndex(index + 1))}
      />
      {last && starting.mode === 'practice' ? <StartError starting={starting} onRetry={onDone} /> : null}
    </div>
  );
}
