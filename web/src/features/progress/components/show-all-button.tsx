import styles from './progress.module.css';

type ShowAllButtonProps = {
  /** The id of the list or table it lengthens. */
  controls: string;
  /** How many there are in all, and what they are: "Show all 12 mix-ups". */
  count: number;
  noun: string;
  showAll: boolean;
  onToggle: () => void;
};

/** Under a list cut short for a phone: a disclosure button that shows the rest, then fewer again. */
export function ShowAllButton({ controls, count, noun, showAll, onToggle }: ShowAllButtonProps) {
  return (
    <button
      type="button"
      className={`button button-secondary ${styles.showAll}`}
      aria-expanded={showAll}
      aria-controls={controls}
      onClick={onToggle}
    >
      {showAll ? 'Show fewer' : `Show all ${count} ${noun}`}
    </button>
  );
}
