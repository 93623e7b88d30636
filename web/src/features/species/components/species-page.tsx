import type { FieldGuideSpecies } from '@leafwise/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useMetaDescription } from '../../../components/use-meta-description.ts';
import { guideNames, type IndexedFieldGuide, useFieldGuide } from '../../../lib/field-guide.ts';
import { paths } from '../../../lib/paths.ts';
import { GROUP_LABELS, groupOf, levelLabel, speciesDescription, speciesTitle, TYPE_LABELS } from '../species-labels.ts';
import { LookAlikes } from './look-alikes.tsx';
import { NamedForms } from './named-forms.tsx';
import { SpeciesNotFound } from './species-not-found.tsx';
import styles from './species-page.module.css';
import { SpeciesParts } from './species-parts.tsx';

/**
 * One species' page (/trees/<slug>), from the field guide the app keeps, so it opens offline: its
 * names, level and type, the points to look for first, every picture with its description, its
 * named forms, and the trees it is taken for with what tells them apart.
 */
export function SpeciesPage() {
  const { slug = '' } = useParams();
  const guide = useFieldGuide();
  if (guide.isPending) return <PageState title="Loading…" />;
  if (guide.isError) {
    return (
      <PageState title="Tree not loaded">
        <ErrorWithRetry
          message={`This tree could not be loaded: ${guide.error.message}`}
          onRetry={() => guide.refetch()}
          retrying={guide.isFetching}
        >
          <Link to={paths.trees}>Every tree</Link>
        </ErrorWithRetry>
      </PageState>
    );
  }
  const species = guide.data.bySlug.get(slug);
  if (!species) return <SpeciesNotFound slug={slug} />;
  // Keyed by species: a look-alike's link opens another page, with nothing left open from this one.
  return <SpeciesDetails key={species.slug} species={species} guide={guide.data} />;
}

function PageState({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return <div className={styles.page}>{children ?? <Loading>Loading the tree…</Loading>}</div>;
}

function SpeciesDetails({ species, guide }: { species: FieldGuideSpecies; guide: IndexedFieldGuide }) {
  useDocumentTitle(speciesTitle(species));
  useMetaDescription(speciesDescription(species));
  return (
    <article className={styles.page} aria-labelledby="species-name">
      <p className={styles.back}>
        <Link to={paths.trees}>Every tree</Link>
      </p>
      <header className={styles.header}>
        <h1 id="species-name" className={styles.name}>
          {species.name_common}
        </h1>
        <p className={styles.sci}>
          <ScientificName tree={guideNames(species)} />
        </p>
        <ul className={styles.tags} aria-label="At a glance">
          <li>{levelLabel(species.level)}</li>
          <li>{TYPE_LABELS[species.type]}</li>
          <li>{GROUP_LABELS[groupOf(species)]}</li>
          <li>
            Family <i>{species.family}</i>
          </li>
        </ul>
      </header>
      {species.features.length > 0 ? (
        <section aria-labelledby="key-features" className={styles.features}>
          <h2 id="key-features">Key features</h2>
          <ul>
            {species.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <SpeciesParts species={species} />
      <NamedForms species={species} />
      <LookAlikes species={species} guide={guide} />
    </article>
  );
}
