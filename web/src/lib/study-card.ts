import type { Tree } from '@leafwise/contract';
import type { ReactNode } from 'react';

/** The quiz feature's study card, which the app passes to the course's and the console's pages (features do not import each other). */
export type StudyCardProps = { tree: Tree; progress: ReactNode; nextLabel: string; onNext: () => void };
