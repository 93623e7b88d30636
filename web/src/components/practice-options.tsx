import type { NameChoice, SlotChoice } from '@leafwise/contract';
import { type ReactNode, useId } from 'react';
import styles from './practice-options.module.css';

/** Two ways to practise (docs/course.md), sent as a quiz's `names` and `slots`. */
export type PracticeChoices = { names: NameChoice; slots: SlotChoice };
export const DEFAULT_PRACTICE: PracticeChoices = { names: 'common', slots: 'all' };

type PracticeOptionsProps = {
  value: PracticeChoices;
  onChange: (value: PracticeChoices) => void;
  legend: string;
  /** More switches (PracticeSwitch) after these two: the test's "Whole tree too". */
  children?: ReactNode;
};

/**
 * "Options in scientific names" and "One picture at a time", as two switches: in a course unit
 * before its practice and checkpoint, and in the test settings' advanced options.
 */
export function PracticeOptions({ value, onChange, legend, children }: PracticeOptionsProps) {
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{legend}</legend>
      <PracticeSwitch
        checked={value.names === 'scientific'}
        onChange={(on) => onChange({ ...value, names: on ? 'scientific' : 'common' })}
        label="Options in scientific names"
        hint="The Latin names lead; the common names show once you have answered."
      />
      <PracticeSwitch
        checked={value.slots === 'one'}
        onChange={(on) => onChange({ ...value, slots: on ? 'one' : 'all' })}
        label="One picture at a time"
        hint="Each question shows a single part of the tree, a harder test of what you know."
      />
      {children}
    </fieldset>
  );
}

type PracticeSwitchProps = { checked: boolean; onChange: (on: boolean) => void; label: string; hint: string };

/** One way to practise: a checkbox, its words and a line under them, the whole row the tap target. */
export function PracticeSwitch({ checked, onChange, label, hint }: PracticeSwitchProps) {
  const id = useId();
  return (
    <label className={styles.option}>
      {/* Named by its words alone: the hint, inside the label too, is its description, not said twice. */}
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
    </label>
  );
}
