import type { Quiz } from '@leafwise/contract';
import type { ReactNode } from 'react';

/**
 * What a course unit's page (the learn feature's) gives the quiz feature's run of its practice or
 * checkpoint; the router hands one to the other, as features never import each other.
 */
export type UnitQuizRunProps = {
  quizId: string;
  /** The unit the page is about: a quiz of another unit, or of another mode, is not found here. */
  unitId: string;
  /** Back to the unit: during the quiz it asks for a second click, as a test's exit does. */
  exitLabel: string;
  onExit: () => void;
  notFound: ReactNode;
  /** The end screen's title, and what it says and offers under the counts (a checkpoint's verdict, the next step). */
  endTitle: (quiz: Quiz) => string;
  endContent: (quiz: Quiz) => ReactNode;
};
