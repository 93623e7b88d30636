import { type FormEvent, type Ref, useId } from 'react';
import { FilterField, TreeFilterFields } from '../../../components/tree-filter-fields.tsx';
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
        <TreeFilterFields
          filters={filters}
          onChange={onChange}
          placeholder="oak, Quercus, Sorbus aria…"
          anyLevel="Any level"
          anyType="Any type"
          hint="Common or scientific name, even an old one. Enter opens the first match."
          queryClassName={styles.query}
          queryRef={queryRef}
          enterKeyHint="go"
        />
        <FilterField id={`${id}-group`} label="Conifer or broadleaf">
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
        </FilterField>
        <FilterField id={`${id}-family`} label="Family">
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
        </FilterField>
      </form>
    </search>
  );
}
