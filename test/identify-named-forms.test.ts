import { buildFieldGuide, type CatalogEntry, loadCatalog, type NamedForm, withNamedForm } from '@leafwise/catalog';
import type { FieldGuide, FieldGuideSpecies } from '@leafwise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  candidatesOf,
  EMPTY_STATE,
  fittingForms,
  type KeyState,
  nextQuestion,
  withAnswer,
  withSkipped,
} from '../web/src/features/identify/identify-key.ts';
import { beginnerReadings } from './beginner-readings.ts';
import { SCENARIOS, type Scenario } from './key-scenarios.ts';

/**
 * The key finds a named form (docs/offline.md, "The key"): a walker in front of a Lombardy poplar, a
 * copper beech or an Irish yew answers what they see (beginner-readings.ts, read from the species'
 * record with the form's traits laid over it), each doubtful question both ways, and always keeps
 * the species; where the answers fit only the form, the result names it ("Lombardy poplar, a form
 * of black poplar").
 */
let guide: FieldGuide;
let forms: { record: CatalogEntry; form: NamedForm; species: FieldGuideSpecies }[];
beforeAll(() => {
  const catalog = loadCatalog();
  const { files } = buildFieldGuide(catalog, '/assets/field-guide');
  guide = JSON.parse(files.at(-1)?.content ?? '{}') as FieldGuide;
  forms = catalog.flatMap((record) =>
    record.forms.map((form) => {
      const species = guide.species.find((entry) => entry.slug === record.slug);
      if (!species) throw new Error(`no ${record.slug} in the field guide`);
      return { record, form, species };
    }),
  );
});

const MOST_ANSWERS = 8;

/** Where one walk ended: the candidates left after each answer, and what the result said of the form. */
interface FormPath {
  left: number[];
  lost: boolean;
  /** The form fits every answer given (the result offers it). */
  fits: boolean;
  /** Only the form fits, not the species as its record describes it (the result names the form). */
  named: boolean;
}

/** Every walk a beginner may take for a form, the key offering each next question, from `state`. */
function walks(
  target: FieldGuideSpecies,
  formName: string,
  readings: Record<string, string[]>,
  scenario: Scenario,
  state: KeyState,
  left: number[] = [],
): FormPath[] {
  const { questions } = guide.key;
  const candidates = candidatesOf(guide.species, questions, state);
  if (!candidates.includes(target)) return [{ left, lost: true, fits: false, named: false }];
  const question = nextQuestion(questions, candidates, state);
  if (!question) {
    const { itself, forms: fitting } = fittingForms(target, questions, state);
    const fits = fitting.some((form) => form.name === formName);
    return [{ left, lost: false, fits, named: fits && !itself }];
  }
  const answers = readings[question.id] ?? [];
  if (scenario.unsure(question, target) || answers.length === 0)
    return walks(target, formName, readings, scenario, withSkipped(state, question.id), left);
  return answers.flatMap((choice) => {
    const next = withAnswer(state, question.id, choice);
    return walks(target, formName, readings, scenario, next, [
      ...left,
      candidatesOf(guide.species, questions, next).length,
    ]);
  });
}

const readingsOf = (record: CatalogEntry, form: NamedForm) =>
  beginnerReadings({ ...withNamedForm(record, form), slug: record.slug });

describe('the key finds a named form as its species', () => {
  it.each(SCENARIOS)(
    'walks every named form through a beginner’s answers, each doubtful one both ways: $name',
    (scenario) => {
      const rows = forms.map(({ record, form, species }) => {
        const paths = walks(species, form.name, readingsOf(record, form), scenario, {
          ...EMPTY_STATE,
          season: scenario.season,
        });
        const needed = (path: FormPath) => {
          const index = path.left.findIndex((count) => count <= scenario.mostLeft);
          return index === -1 ? Number.POSITIVE_INFINITY : index + 1;
        };
        return {
          name: form.name,
          lost: paths.some((path) => path.lost),
          // At the end the result still offers the form: nothing a walker honestly answered ruled it out.
          dropped: paths.some((path) => !path.lost && !path.fits),
          needed: Math.max(...paths.map(needed)),
        };
      });
      expect(rows.filter((row) => row.lost).map((row) => row.name)).toEqual([]);
      expect(rows.filter((row) => row.dropped).map((row) => row.name)).toEqual([]);
      expect(rows.filter((row) => row.needed > MOST_ANSWERS).map((row) => row.name)).toEqual([]);
    },
  );

  // What a walker sees first of each form, from across the street.
  const FIRST_SEEN: Record<string, [question: string, choice: string]> = {
    'Copper beech': ['leaf.colour', 'purple'],
    'Lombardy poplar': ['habit.crown', 'spire'],
    'Purple-leaved plum': ['leaf.colour', 'purple'],
    'Irish yew': ['habit.crown', 'spire'],
    'Golden Leyland cypress': ['leaf.colour', 'golden'],
    'Crimson King Norway maple': ['leaf.colour', 'purple'],
  };

  it('has a first sight for every named form', () => {
    expect(Object.keys(FIRST_SEEN).sort()).toEqual(forms.map(({ form }) => form.name).sort());
  });

  it('names the form, "Lombardy poplar, a form of black poplar", when the walker starts with what sets it apart', () => {
    const unnamed = forms.flatMap(({ record, form, species }) => {
      const [question, choice] = FIRST_SEEN[form.name] ?? ['', ''];
      const start = withAnswer(EMPTY_STATE, question, choice);
      const leafScenario = SCENARIOS[0];
      if (!leafScenario) throw new Error('no scenario');
      return walks(species, form.name, readingsOf(record, form), leafScenario, start)
        .filter((path) => path.lost || !path.named)
        .map((path) => `${form.name} after ${path.left.join(', ')}: ${path.lost ? 'lost' : 'not named'}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('keeps the black poplar for a slim column, and names the Lombardy poplar', () => {
    const poplar = guide.species.find((species) => species.slug === 'populus-nigra');
    if (!poplar) throw new Error('no black poplar');
    const { questions } = guide.key;
    let state: KeyState = EMPTY_STATE;
    for (const [question, choice] of [
      ['habit.crown', 'spire'],
      ['leaf.kind', 'broad'],
      ['leaf.shape', 'triangle'],
      ['leaf.margin', 'round'],
    ] as const) {
      state = withAnswer(state, question, choice);
      expect(candidatesOf(guide.species, questions, state), `${question}: ${choice}`).toContain(poplar);
    }
    expect(fittingForms(poplar, questions, state)).toEqual({ itself: false, forms: [poplar.forms[0]] });
    // A black poplar answered as the record describes it is no Lombardy poplar.
    const broad = withAnswer(state, 'habit.crown', 'irregular');
    expect(fittingForms(poplar, questions, broad)).toEqual({ itself: true, forms: [] });
  });
});
