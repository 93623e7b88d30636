import { type FormEvent, type Ref, useId } from 'react';
import { LevelSelect, TypeSelect } from '../../../components/tree-filter-selects.tsx';
import { GROUP_LABELS } from '../species-labels.ts';
import { GROUPS, type SpeciesFilters } from '../species-search.ts';
import styles from './species-index.module.css';

type SpeciesFilterFormProps = {
  filters: SpeciesFilters;
  families: readonly string[];
  onChange: (change: Partial<SpeciesFilters>) => void;
  /** Enter in the name field: open the best match. */
  onSubmit: () => void;
  queryRef?: Ref<HTMLInputElement>;
};

/** A name to search for, and the level, type, conifer or broadleaf and family to narrow to; each change applies at once. */
export function SpeciesFilterForm({ filters, families, onChange, onSubmit, queryRef }: SpeciesFilterFormProps) {
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <search className={styles.filters}>
      <form onSubmit={submit} aria-label="Find a tree" className={styles.form}>
        <div className={`${styles.field} ${styles.query}`}>
          <label htmlFor={`${id}-query`}>Name</label>
          <input
            id={`${id}-query`}
            ref={queryRef}
            type="search"
            className="text-input"
            value={filters.query}
            placeholder="oak, Quercus, Sorbus aria…"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={`${id}-query-hint`}
            onChange={(event) => onChange({ query: event.target.value })}
          />
          <span id={`${id}-query-hint`} className={styles.hint}>
            Common or scientific name, even an old one. Enter opens the first match.
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-level`}>Level</label>
          <LevelSelect
            id={`${id}-level`}
            value={filters.level}
            onChange={(level) => onChange({ level })}
            anyLabel="Any level"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>Type</label>
          <TypeSelect
            id={`${id}-type`}
            value={filters.type}
            onChange={(type) => onChange({ type })}
            anyLabel="Any type"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-group`}>Conifer or broadleaf</label>
          <select
            id={`${id}-group`}
            className="text-input"
            value={filters.group ?? ''}
            onChange={(event) => onChange({ group: GROUPS.find((group) => group === event.target.value) ?? null })}
          >
            <option value="">Either</option>
            {GROUPS.map((group) => (
              <option key={group} value={group}>
                {GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-family`}>Family</label>
          <select
            id={`${id}-family`}
            className="text-input"
            value={filters.family ?? ''}
            onChange={(event) => onChange({ family: event.target.value || null })}
          >
            <option value="">Any family</option>
            {families.map((family) => (
              <option key={family} value={family}>
                {family}
              </option>
            ))}
          </select>
        </div>
      </form>
    </search>
  );
}
