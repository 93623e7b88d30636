import type { NameChoice, SlotChoice } from '@leafwise/contract';
import { useId } from 'react';
import styles from './practice-options.module.css';

/** Two ways to practise (issue 14, item 5), sent as a quiz's `names` and `slots`. */
export type PracticeChoices = { names: NameChoice; slots: SlotChoice };
export const DEFAULT_PRACTICE: PracticeChoices = { names: 'common', slots: 'all' };

type PracticeOptionsProps = {
  value: PracticeChoices;
  onChange: (value: PracticeChoices) => void;
  legend: string;
};

/**
 * "Options in scientific names" and "One picture at a time", as two switches: in a course unit
 * before its practice and checkpoint, and in the test settings' advanced options.
 */
export function PracticeOptions({ value, onChange, legend }: PracticeOptionsProps) {
  const id = useId();
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{legend}</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={value.names === 'scientific'}
          onChange={(event) => onChange({ ...value, names: event.target.checked ? 'scientific' : 'common' })}
          aria-describedby={`${id}-names`}
        />
        <span className={styles.label}>Options in scientific names</span>
        <span id={`${id}-names`} className={styles.hint}>
          The Latin names lead; the common names show once you have answered.
        </span>
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={value.slots === 'one'}
          onChange={(event) => onChange({ ...value, slots: event.target.checked ? 'one' : 'all' })}
          aria-describedby={`${id}-slots`}
        />
        <span className={styles.label}>One picture at a time</span>
        <span id={`${id}-slots`} className={styles.hint}>
          Each question shows a single part of the tree, a harder test of what you know.
        </span>
      </label>
    </fieldset>
  );
}
