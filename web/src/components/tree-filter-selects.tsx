import type { Level, TreeType } from '@leafwise/contract';
import { LEVELS, TREE_TYPES } from '@leafwise/contract/constants';
import { LEVEL_RARITY, TYPE_LABELS } from '../lib/tree-labels.ts';

type SelectProps<T> = {
  id: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The empty choice: "All levels" on the plates, "Any level" in the index. */
  anyLabel: string;
};

/** A level to narrow a list of trees to, or none: the plates and the index of trees share it. */
export function LevelSelect({ id, value, onChange, anyLabel }: SelectProps<Level>) {
  return (
    <select
      id={id}
      className="text-input"
      value={value ?? ''}
      onChange={(event) => onChange(LEVELS.find((level) => String(level.value) === event.target.value)?.value ?? null)}
    >
      <option value="">{anyLabel}</option>
      {LEVELS.map((level) => (
        <option key={level.value} value={level.value}>
          {level.name} ({LEVEL_RARITY[level.value]})
        </option>
      ))}
    </select>
  );
}

/** Deciduous, evergreen, or either. */
export function TypeSelect({ id, value, onChange, anyLabel }: SelectProps<TreeType>) {
  return (
    <select
      id={id}
      className="text-input"
      value={value ?? ''}
      onChange={(event) => onChange(TREE_TYPES.find((type) => type === event.target.value) ?? null)}
    >
      <option value="">{anyLabel}</option>
      {TREE_TYPES.map((type) => (
        <option key={type} value={type}>
          {TYPE_LABELS[type]}
        </option>
      ))}
    </select>
  );
}
