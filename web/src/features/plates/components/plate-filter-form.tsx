import { useId } from 'react';
import { LevelSelect, TypeSelect } from '../../../components/tree-filter-selects.tsx';
import type { PlateFilters } from '../plate-filters.ts';
import styles from './plates-page.module.css';

type PlateFilterFormProps = { filters: PlateFilters; onChange: (change: Partial<PlateFilters>) => void };

/** A name to search for and a level and type to narrow the plates to; each change applies at once. */
export function PlateFilterForm({ filters, onChange }: PlateFilterFormProps) {
  const id = useId();
  return (
    <search aria-label="Find trees on the plates" className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={`${id}-query`}>Name</label>
        <input
          id={`${id}-query`}
          type="search"
          className="text-input"
          value={filters.query}
          placeholder="oak, Quercus…"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ query: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-level`}>Level</label>
        <LevelSelect
          id={`${id}-level`}
          value={filters.level}
          onChange={(level) => onChange({ level })}
          anyLabel="All levels"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Type</label>
        <TypeSelect
          id={`${id}-type`}
          value={filters.type}
          onChange={(type) => onChange({ type })}
          anyLabel="All types"
        />
      </div>
    </search>
  );
}
