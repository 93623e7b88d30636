import type { DrawnPart, FieldGuideForm, FieldGuideSpecies } from '@leafwise/contract';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import styles from './species-page.module.css';

const PART_LABELS: Record<DrawnPart, string> = {
  leaf: 'Leaf',
  bark: 'Bark',
  bud: 'Buds',
  seed: 'Seed',
  form: 'Whole tree',
};
const PARTS = Object.keys(PART_LABELS) as DrawnPart[];

const SIZES = '(min-width: 48rem) 12rem, 42vw';

/** The id of a form's entry on its species' page, for a link straight to it ("lombardy-poplar"). */
export const formAnchor = (form: Pick<FieldGuideForm, 'name'>): string =>
  form.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The species' named forms (a copper beech on the beech's page, a Lombardy poplar on the black
 * poplar's): each with its name, a drawing of every part where it differs and what tells it from
 * the species. Nothing for a species without any.
 */
export function NamedForms({ species }: { species: FieldGuideSpecies }) {
  if (species.forms.length === 0) return null;
  return (
    <section aria-labelledby="named-forms">
      <h2 id="named-forms">Named forms</h2>
      <p className={styles.note}>
        Planted forms of the {species.forms[0]?.of} you may meet as often as the tree described above; each differs only
        where its drawings show.
      </p>
      <ul className={styles.partList}>
        {species.forms.map((form) => (
          <li
            key={form.name}
            id={formAnchor(form)}
            className={styles.part}
            aria-labelledby={`${formAnchor(form)}-name`}
          >
            <h3 id={`${formAnchor(form)}-name`} className={styles.partName}>
              {form.name}
            </h3>
            <p className={styles.sci}>
              <FormName form={form} species={species} />
            </p>
            <div className={styles.pictures}>
              {PARTS.filter((part) => form.drawings[part]).map((part) => (
                <ZoomablePicture
                  key={part}
                  src={form.drawings[part] ?? ''}
                  alt={`${PART_LABELS[part]} of ${form.name}, drawn`}
                  caption={PART_LABELS[part]}
                  sizes={SIZES}
                  lazy
                />
              ))}
            </div>
            <p className={styles.description}>{form.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The species' name in italics, the cultivar or group after it in roman, as botanists write it. */
function FormName({ form, species }: { form: FieldGuideForm; species: FieldGuideSpecies }) {
  const own = form.name_sci.startsWith(`${species.name_sci} `);
  if (!own) return <>{form.name_sci}</>;
  return (
    <>
      <i>{species.name_sci}</i>
      {form.name_sci.slice(species.name_sci.length)}
    </>
  );
}
