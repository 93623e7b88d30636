import { TreeFilterFields } from '../../../components/tree-filter-fields.tsx';
import type { PlateFilters } from '../plate-filters.ts';
import styles from './plates-page.module.css';

type PlateFilterFormProps = { filters: PlateFilters; onChange: (change: Partial<PlateFilters>) => void };

/** A name to search for and a level and type to narrow the plates to; each change applies at once. */
export function PlateFilterForm({ filters, onChange }: PlateFilterFormProps) {
  return (
    <search aria-label="Find trees on the plates" className={styles.filters}>
      <TreeFilterFields
        filters={filters}
        onChange={onChange}
        placeholder="oak, Quercus…"
        anyLevel="All levels"
        anyType="All types"
      />
    </search>
  );
}
