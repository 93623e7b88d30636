import type { ReactNode } from 'react';
import styles from './choice.module.css';

/** Where a choice stands: not yet chosen, on its way to the server, or the outcome once answered. */
export type ChoiceState = 'open' | 'pending' | 'right' | 'wrong' | 'other';

// Said after the choice, so a screen reader hears the outcome as well as seeing it in colour and icon.
const OUTCOME: Partial<Record<ChoiceState, string>> = {
  right: 'the right answer',
  wrong: 'your answer, wrong',
  pending: 'checking',
};
const MARK: Partial<Record<ChoiceState, string>> = { right: '✓', wrong: '✗' };

type ChoiceButtonProps = {
  state: ChoiceState;
  /** The button's own layout: a row of names, or a picture over its number. */
  className?: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

/**
 * One of a question's choices, a name or a picture: its state shown by its border and
 * background, and said after what it shows.
 */
export function ChoiceButton({ state, className, disabled, onClick, children }: ChoiceButtonProps) {
  const outcome = OUTCOME[state];
  return (
    <button
      type="button"
      className={`${styles.choice} ${styles[state]} ${className ?? ''}`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
      {outcome ? <span className="visually-hidden">, {outcome}</span> : null}
    </button>
  );
}

/** A choice's number for the 1-4 keys, giving way to its mark once answered. */
export function ChoiceKey({
  state,
  position,
  className,
}: {
  state: ChoiceState;
  position: number;
  className?: string;
}) {
  return (
    <span className={`${styles.key} ${className ?? ''}`} aria-hidden="true">
      {MARK[state] ?? position + 1}
    </span>
  );
}
