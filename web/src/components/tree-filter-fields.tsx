import type { Level, TreeType } from '@leafwise/contract';
import { type ReactNode, type Ref, useId } from 'react';
import styles from './tree-filter-fields.module.css';
import { LevelSelect, TypeSelect } from './tree-filter-selects.tsx';

/** What every list of trees can be narrowed to: words in a name, a level, a type. */
export type TreeFilters = { query: string; level: Level | null; type: TreeType | null };

type FilterFieldProps = { id: string; label: string; className?: string; children: ReactNode };

/** A filter's label over its control. */
export function FilterField({ id, label, className, children }: FilterFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type TreeFilterFieldsProps = {
  filters: TreeFilters;
  onChange: (change: Partial<TreeFilters>) => void;
  placeholder: string;
  /** The empty choices: "All levels" and "All types" on the plates, "Any level" and "Any type" in the index. */
  anyLevel: string;
  anyType: string;
  /** Under the name field, which it describes. */
  hint?: string;
  queryClassName?: string;
  queryRef?: Ref<HTMLInputElement>;
  enterKeyHint?: 'go';
};

/** The name, level and type fields the plates and the index of trees share; each change applies at once. */
export function TreeFilterFields({
  filters,
  onChange,
  placeholder,
  anyLevel,
  anyType,
  hint,
  queryClassName,
  queryRef,
  enterKeyHint,
}: TreeFilterFieldsProps) {
  const id = useId();
  return (
    <>
      <FilterField id={`${id}-query`} label="Name" className={queryClassName}>
        <input
          id={`${id}-query`}
          ref={queryRef}
          type="search"
          className="text-input"
          value={filters.query}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint={enterKeyHint}
          aria-describedby={hint ? `${id}-query-hint` : undefined}
          onChange={(event) => onChange({ query: event.target.value })}
        />
        {hint ? (
          <span id={`${id}-query-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </FilterField>
      <FilterField id={`${id}-level`} label="Level">
        <LevelSelect
          id={`${id}-level`}
          value={filters.level}
          onChange={(level) => onChange({ level })}
          anyLabel={anyLevel}
        />
      </FilterField>
      <FilterField id={`${id}-type`} label="Type">
        <TypeSelect id={`${id}-type`} value={filters.type} onChange={(type) => onChange({ type })} anyLabel={anyType} />
      </FilterField>
    </>
  );
}
