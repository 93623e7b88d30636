import { LEVELS, TREE_TYPES } from '@leafwise/contract/constants';
import { useId } from 'react';
import { LEVEL_RARITY, type PlateFilters, TYPE_LABELS } from '../plate-filters.ts';
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
        <select
          id={`${id}-level`}
          className="text-input"
          value={filters.level ?? ''}
          onChange={(event) =>
            onChange({ level: LEVELS.find((level) => String(level.value) === event.target.value)?.value ?? null })
          }
        >
          <option value="">All levels</option>
          {LEVELS.map((level) => (
            <option key={level.value} value={level.value}>
              {level.name} ({LEVEL_RARITY[level.value]})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          className="text-input"
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: TREE_TYPES.find((type) => type === event.target.value) ?? null })}
        >
          <option value="">All types</option>
          {TREE_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
