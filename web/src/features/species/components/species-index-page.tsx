import type { FieldGuideSpecies } from '@leafwise/contract';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useMetaDescription } from '../../../components/use-meta-description.ts';
import { guideNames, useFieldGuide } from '../../../lib/field-guide.ts';
import { speciesPath } from '../../../lib/links.ts';
import { GROUP_LABELS, groupOf, levelLabel, TYPE_LABELS } from '../species-labels.ts';
import {
  familiesOf,
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
  type SpeciesFilters,
  searchOf,
  searchSpecies,
} from '../species-search.ts';
import { SpeciesFilterForm } from './species-filter-form.tsx';
import styles from './species-index.module.css';

const DESCRIPTION =
  'Every tree in Leafwise, with drawings, photos and how to tell each from its look-alikes. Search by common or scientific name, and filter by level, type, conifer or family.';

/** "12 of 170 trees match “oak”." */
function countLine(shown: number, total: number, { query }: SpeciesFilters, filtered: boolean): string {
  const words = query.trim() ? ` “${query.trim()}”` : '';
  if (!filtered) return `All ${total} trees.`;
  if (shown === 0) return `No trees match${words || ' these filters'}.`;
  return `${shown} of ${total} trees match${words}.`;
}

/**
 * Every species in the field guide, to search by any of its names and narrow by level, type,
 * conifer or broadleaf and family, the filters kept in the URL so a reload, Back or a shared link
 * brings the same list. It reads the field guide the app keeps, so it works offline.
 */
export function SpeciesIndexPage() {
  useDocumentTitle('Every tree');
  useMetaDescription(DESCRIPTION);
  const guide = useFieldGuide();
  const navigate = useNavigate();
  const queryField = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useSearchParams();
  const families = useMemo(() => familiesOf(guide.data?.species ?? []), [guide.data]);
  const filters = useMemo(() => {
    const asked = filtersFromSearch(search);
    // A family the catalog no longer has (an old link) is no filter at all.
    return { ...asked, family: asked.family && families.includes(asked.family) ? asked.family : null };
  }, [search, families]);
  const shown = useMemo(() => searchSpecies(guide.data?.species ?? [], filters), [guide.data, filters]);
  // Typing replaces the entry rather than adding one a letter, so Back leaves the page. The
  // filters are read from the address bar as it is now, so two quick changes both stay.
  const change = (next: Partial<SpeciesFilters>) => {
    const now = filtersFromSearch(new URLSearchParams(window.location.search));
    setSearch(searchOf({ ...now, ...next }), { replace: true });
  };
  function clear() {
    setSearch(searchOf(NO_FILTERS), { replace: true });
    queryField.current?.focus();
  }
  const first = shown[0];
  const openFirst = () => {
    if (first) navigate(speciesPath(first.slug));
  };

  return (
    <div className="reference-page">
      <h1>Every tree</h1>
      <p className="lede">
        Each tree’s page has its drawings and photos, how to know it, and how to tell it from the trees it is taken for.
      </p>
      {guide.isPending ? <Loading>Loading the trees…</Loading> : null}
      {guide.isError ? (
        <ErrorWithRetry
          message={`The trees could not be loaded: ${guide.error.message}`}
          onRetry={() => guide.refetch()}
          retrying={guide.isFetching}
        />
      ) : null}
      {guide.data ? (
        <>
          <SpeciesFilterForm
            filters={filters}
            families={families}
            onChange={change}
            onSubmit={openFirst}
            queryRef={queryField}
          />
          <div className={styles.toolbar}>
            <p role="status" className={styles.count}>
              {countLine(shown.length, guide.data.species.length, filters, isFiltered(filters))}
            </p>
            {isFiltered(filters) ? (
              <button type="button" className="button button-secondary" onClick={clear}>
                Clear filters
              </button>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <p className={styles.empty}>Try fewer words, part of a name (“syc” finds sycamore), or fewer filters.</p>
          ) : (
            <ul className={styles.cards}>
              {shown.map((species) => (
                <SpeciesCard key={species.slug} species={species} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

function SpeciesCard({ species }: { species: FieldGuideSpecies }) {
  return (
    <li>
      <Link to={speciesPath(species.slug)} className={styles.card}>
        <img src={species.drawings.leaf} alt="" width={120} height={120} loading="lazy" decoding="async" />
        <span className={styles.names}>
          <span className={styles.common}>{species.name_common}</span>
          <ScientificName tree={guideNames(species)} className={styles.sci} />
          <span className={styles.tags}>
            {levelLabel(species.level)} · {TYPE_LABELS[species.type]} {GROUP_LABELS[groupOf(species)].toLowerCase()}
          </span>
        </span>
      </Link>
    </li>
  );
}
